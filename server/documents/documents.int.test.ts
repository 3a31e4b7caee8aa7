// Documents through the real app: upload (REST multipart), getDocuments, deleteDocument and the download route, for a
// visitor, the owner, another applicant and the owner's co-applicant; the upload rules by content and while streaming;
// and after every refusal and every cut-off upload, no row and no file.
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { UPLOAD_MAX_BYTES, uploadMessages } from '../../src/rules/upload';
import { documents } from '../db/schema';
import { scenarios } from '../db/seed/scenarios';
import { applicantActor, type StaffActor } from '../domain/actor';
import { useTestServer, type TestClient } from '../test/harness';
import { cutMidUpload, formHead, formTail, rawUpload, sendOneByteTooMany, storedFiles, writeFileBytes } from '../test/streamed-upload';
import { ALLOWED_SAMPLES, EXECUTABLE, SAMPLE_PDF, SAMPLE_PNG } from './sample-files';
import { reviewMessages } from './document-review.service';

const UPLOAD = '/mypages/api/documents';
const LIST = '{ getDocuments { error documents { documentId name description archived mediaType documentStatus documentType disapprovalReason regionId regionName } } }';
const DELETE = 'mutation($id: Int!) { deleteDocument(documentId: $id) { error errorText } }';
const INDICATORS = '{ getIndicators { indicators { hasRejectedIdDocument rejectedIdDocumentReason } } }';
const STAFF: StaffActor = { kind: 'staff', staffUserId: 1, role: 'handlaggare', sessionId: '' };

const server = useTestServer();
const loggedIn = (who: { email: string; password: string }) => server.loggedIn(who);

const file = (name: string, content: Buffer) => ({ field: 'file', name, type: 'application/octet-stream', content });
const upload = (c: TestClient, fields: Record<string, string>, files: ReturnType<typeof file>[]) => c.multipart(UPLOAD, fields, files);

const rowCount = async () => (await server.services.database.db.select({ id: documents.documentId }).from(documents)).length;

/** Proves a refusal left nothing: the same rows and files as before it. */
async function expectNothingLeft(before: { rows: number; files: number }) {
  expect(await rowCount()).toBe(before.rows);
  expect((await storedFiles(server)).length).toBe(before.files);
}
const snapshot = async () => ({ rows: await rowCount(), files: (await storedFiles(server)).length });

describe('upload by content', () => {
  it.each(ALLOWED_SAMPLES)('takes $name and stores it as $mediaType', async ({ name, content, mediaType }) => {
    const c = await loggedIn(scenarios.payingApplicant);
    const res = await upload(c, { description: `Prov ${name}`, name, contentType: 'application/octet-stream' }, [file(name, content)]);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ error: false, document: { name, description: `Prov ${name}`, mediaType, documentStatus: 'RECEIVED', documentType: 'OTHER' } });
    const download = await c.get(`${UPLOAD}/${res.json.document.documentId}/file`);
    expect(download.headers.get('content-type')).toBe(mediaType);
    expect(Buffer.from(download.text, 'latin1').length).toBeGreaterThan(0);
  });

  const refusals: [string, () => { fields: Record<string, string>; files: ReturnType<typeof file>[] }, string][] = [
    ['a program renamed .pdf', () => ({ fields: { description: 'Intyg' }, files: [file('intyg.pdf', EXECUTABLE)] }), uploadMessages.type],
    ['a program by its own name', () => ({ fields: { description: 'Intyg' }, files: [file('setup.exe', EXECUTABLE)] }), uploadMessages.type],
    ['a comma in the file name', () => ({ fields: { description: 'Intyg' }, files: [file('intyg,1.pdf', SAMPLE_PDF)] }), uploadMessages.comma],
    ['a comma in the name field', () => ({ fields: { description: 'Intyg', name: 'intyg,1.pdf' }, files: [file('intyg.pdf', SAMPLE_PDF)] }), uploadMessages.comma],
    ['no description', () => ({ fields: {}, files: [file('intyg.pdf', SAMPLE_PDF)] }), uploadMessages.descriptionRequired],
    ['a blank description', () => ({ fields: { description: '  ' }, files: [file('intyg.pdf', SAMPLE_PDF)] }), uploadMessages.descriptionRequired],
    ['no file', () => ({ fields: { description: 'Intyg' }, files: [] }), uploadMessages.fileRequired],
    ['a file part without a name (a 500 before the fuzz test found it)', () => ({ fields: { description: 'Intyg' }, files: [file('', SAMPLE_PDF)] }), uploadMessages.fileRequired],
    ['an empty file', () => ({ fields: { description: 'Intyg' }, files: [file('intyg.pdf', Buffer.alloc(0))] }), uploadMessages.size],
    ['10 MB + 1 byte', () => ({ fields: { description: 'Intyg' }, files: [file('stor.pdf', Buffer.concat([SAMPLE_PDF, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - SAMPLE_PDF.length)]))] }), uploadMessages.size],
    ['two files', () => ({ fields: { description: 'Intyg' }, files: [file('a.pdf', SAMPLE_PDF), file('b.pdf', SAMPLE_PDF)] }), uploadMessages.oneFile],
    ['an unknown document type', () => ({ fields: { description: 'Intyg', documentTypeId: '9' }, files: [file('a.pdf', SAMPLE_PDF)] }), uploadMessages.documentType],
    ['a NUL in the description', () => ({ fields: { description: 'In\0tyg' }, files: [file('a.pdf', SAMPLE_PDF)] }), 'Texten innehåller tecken som inte är tillåtna, till exempel radbrytningar eller osynliga styrtecken. Ta bort dem och försök igen.'],
  ];
  it.each(refusals)('refuses %s with its message and leaves no row and no file', async (_what, make, text) => {
    const c = await loggedIn(scenarios.payingApplicant);
    const before = await snapshot();
    const { fields, files } = make();
    const res = await upload(c, fields, files);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: true, errorText: text, document: null });
    expect(res.json.validationErrors[0].text).toBe(text);
    await expectNothingLeft(before);
  });

  it('accepts exactly 10 MB', async () => {
    const c = await loggedIn(scenarios.payingApplicant);
    const res = await upload(c, { description: 'Exakt gränsen' }, [file('exakt.pdf', Buffer.concat([SAMPLE_PDF, Buffer.alloc(UPLOAD_MAX_BYTES - SAMPLE_PDF.length)]))]);
    expect(res.json).toMatchObject({ error: false, document: { mediaType: 'application/pdf' } });
  });

  it('keeps names with ../, NUL or 300 characters harmless: shown cleaned, never a path', async () => {
    const c = await loggedIn(scenarios.payingApplicant);
    const long = `${'å'.repeat(296)}.pdf`;
    for (const [sent, shown] of [
      ['../../../etc/passwd.pdf', 'passwd.pdf'], // the multipart parser keeps only the base name
      ['nul\0byte.pdf', 'nulbyte.pdf'],
      [long, `${'å'.repeat(196)}.pdf`],
    ] as const) {
      const res = await upload(c, { description: 'Namnprov' }, [file(sent, SAMPLE_PDF)]);
      expect(res.json).toMatchObject({ error: false, document: { name: shown } });
      const [row] = await server.services.database.db.select().from(documents).where(eq(documents.documentId, res.json.document.documentId));
      expect(row!.storageKey).toMatch(/^documents\/\d{4}-\d{2}\/[0-9a-f-]{36}$/);
    }
    // Every file is inside the files folder, under its random key.
    expect((await storedFiles(server)).every((n) => /^[0-9a-f-]{36}$/.test(n))).toBe(true);
  });
});

describe('who may read and change documents', () => {
  let ownerDoc: number;
  let owner: TestClient;
  beforeAll(async () => {
    owner = await loggedIn(scenarios.mainApplicant);
    const res = await upload(owner, { description: 'Pass', documentTypeId: '1' }, [file('pass.png', SAMPLE_PNG)]);
    ownerDoc = res.json.document.documentId;
  });

  it('the owner lists, downloads and deletes their document', async () => {
    const list = (await owner.graphql(LIST)).json.data.getDocuments;
    expect(list.documents).toContainEqual(expect.objectContaining({ documentId: ownerDoc, name: 'pass.png', description: 'Pass', documentType: 'IDENTIFICATION', mediaType: 'image/png' }));
    const res = await fetch(`${server.baseUrl}${UPLOAD}/${ownerDoc}/file`, { headers: { cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="pass.png"; filename*=UTF-8''pass.png`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-length')).toBe(String(SAMPLE_PNG.length));
    expect(Buffer.from(await res.arrayBuffer()).equals(SAMPLE_PNG)).toBe(true);
  });

  it('a visitor gets nothing: UNAUTHENTICATED and 401, and an upload stores nothing', async () => {
    const v = server.client();
    expect((await v.graphql(LIST)).json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await v.graphql(DELETE, { id: ownerDoc })).json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await v.get(`${UPLOAD}/${ownerDoc}/file`)).status).toBe(401);
    const before = await snapshot();
    expect((await upload(v, { description: 'x' }, [file('a.pdf', SAMPLE_PDF)])).status).toBe(401);
    await expectNothingLeft(before);
  });

  it.each([
    ['another applicant', scenarios.payingApplicant],
    ['the owner’s co-applicant', scenarios.coApplicant],
  ])('%s can neither list, download nor delete it', async (_who, who) => {
    const c = await loggedIn(who);
    const ids = (await c.graphql(LIST)).json.data.getDocuments.documents.map((d: { documentId: number }) => d.documentId);
    expect(ids).not.toContain(ownerDoc);
    expect((await c.get(`${UPLOAD}/${ownerDoc}/file`)).status).toBe(404);
    expect((await c.graphql(DELETE, { id: ownerDoc })).json.data.deleteDocument).toEqual({ error: true, errorText: 'Dokumentet finns inte' });
    expect((await owner.graphql(LIST)).json.data.getDocuments.documents.map((d: { documentId: number }) => d.documentId)).toContain(ownerDoc);
  });

  it('the co-applicant keeps documents of their own', async () => {
    const maria = await loggedIn(scenarios.coApplicant);
    const res = await upload(maria, { description: 'Mitt pass', documentTypeId: '1' }, [file('maria.pdf', SAMPLE_PDF)]);
    expect(res.json.error).toBe(false);
    // Newest first: her upload, then the demo's identity document the case handler rejected.
    expect((await maria.graphql(LIST)).json.data.getDocuments.documents.map((d: { name: string }) => d.name)).toEqual(['maria.pdf', 'pass.png']);
    expect((await owner.get(`${UPLOAD}/${res.json.document.documentId}/file`)).status).toBe(404);
  });

  it('deleting removes the row and the file; an approved document stays', async () => {
    const c = await loggedIn(scenarios.blockedApplicant);
    const a = (await upload(c, { description: 'Tas bort' }, [file('bort.pdf', SAMPLE_PDF)])).json.document.documentId;
    const b = (await upload(c, { description: 'Godkänns' }, [file('kvar.pdf', SAMPLE_PDF)])).json.document.documentId;
    const before = await snapshot();
    expect((await c.graphql(DELETE, { id: a })).json.data.deleteDocument).toEqual({ error: false, errorText: null });
    expect(await snapshot()).toEqual({ rows: before.rows - 1, files: before.files - 1 });
    expect((await c.get(`${UPLOAD}/${a}/file`)).status).toBe(404);
    expect((await server.services.documentReview.review(STAFF, b, { approve: true })).ok).toBe(true);
    expect((await c.graphql(DELETE, { id: b })).json.data.deleteDocument).toEqual({ error: true, errorText: 'Ett godkänt dokument kan inte tas bort' });
  });
});

describe('the identity document’s review drives the indicator', () => {
  it('rejected with a reason shows it; a new upload waits for review and clears it; only staff review', async () => {
    const c = await loggedIn(scenarios.blockedApplicant);
    const id = (await upload(c, { description: 'Körkort', documentTypeId: '1' }, [file('korkort.jpg', ALLOWED_SAMPLES[0]!.content)])).json.document.documentId;
    const applicant = applicantActor((await server.services.database.db.select().from(documents).where(eq(documents.documentId, id)))[0]!.applicantId);
    await expect(server.services.documentReview.review(applicant, id, { approve: true })).rejects.toThrow('behörighet');
    expect(await server.services.documentReview.review(STAFF, id, { approve: false, reason: ' ' })).toMatchObject({ ok: false, errorText: reviewMessages.reasonRequired });

    const rejected = await server.services.documentReview.review(STAFF, id, { approve: false, reason: 'Bilden är suddig.' });
    expect(rejected).toMatchObject({ ok: true, document: { documentStatus: 'REJECTED', disapprovalReason: 'Bilden är suddig.' } });
    expect((await c.graphql(INDICATORS)).json.data.getIndicators.indicators).toEqual({ hasRejectedIdDocument: true, rejectedIdDocumentReason: 'Bilden är suddig.' });
    expect((await c.graphql(LIST)).json.data.getDocuments.documents).toContainEqual(expect.objectContaining({ documentId: id, documentStatus: 'REJECTED', disapprovalReason: 'Bilden är suddig.' }));
    expect(await server.services.documentReview.review(STAFF, id, { approve: true })).toMatchObject({ ok: false, errorText: reviewMessages.alreadyReviewed });

    const again = (await upload(c, { description: 'Körkort, skarpare', documentTypeId: '1' }, [file('korkort2.jpg', ALLOWED_SAMPLES[0]!.content)])).json.document.documentId;
    expect((await c.graphql(INDICATORS)).json.data.getIndicators.indicators).toEqual({ hasRejectedIdDocument: false, rejectedIdDocumentReason: null });
    expect((await server.services.documentReview.review(STAFF, again, { approve: true })).ok).toBe(true);
    expect((await c.graphql(INDICATORS)).json.data.getIndicators.indicators.hasRejectedIdDocument).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Streaming: a raw HTTP client that controls exactly what it has sent when the answer comes (server/test/streamed-upload.ts,
// shared with the certificate route's tests).

const BIG = { description: 'Stor fil' };

describe('streaming', () => {
  it('refuses 10 MB + 1 byte while the client is still sending: the rest of the body is never read', async () => {
    const c = await loggedIn(scenarios.payingApplicant);
    const before = await snapshot();
    const { res, body, sent, stillSending } = await sendOneByteTooMany(server, c, UPLOAD, BIG);
    expect(sent).toBe(UPLOAD_MAX_BYTES + 1);
    // The closing boundary is held back: the body is not complete, and the server answers anyway.
    expect(stillSending).toBe(true);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(body).errorText).toBe(uploadMessages.size);
    expect(res.headers.connection).toBe('close');
    await expectNothingLeft(before);
  });

  it('refuses a body declared larger than 10 MB before reading any of the file', async () => {
    const c = await loggedIn(scenarios.payingApplicant);
    const before = await snapshot();
    const head = formHead(BIG, 'stor.pdf');
    const { req, response } = rawUpload(server, c, UPLOAD, { 'content-length': head.length + 50 * 1024 * 1024 + formTail.length });
    req.write(head); // and not one byte of the 50 MB file
    const { res, body } = await response;
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(body).errorText).toBe(uploadMessages.size);
    req.destroy();
    await expectNothingLeft(before);
  });

  it('leaves no row and no file when the connection is cut mid-upload', async () => {
    const c = await loggedIn(scenarios.payingApplicant);
    const before = await snapshot();
    await cutMidUpload(server, c, UPLOAD, BIG, before.files);
    await expectNothingLeft(before);
  });

  it('a complete streamed upload is stored (the raw client itself works)', async () => {
    const c = await loggedIn(scenarios.payingApplicant);
    const { req, response } = rawUpload(server, c, UPLOAD);
    req.write(formHead(BIG, 'hel.pdf'));
    await writeFileBytes(req, 300 * 1024, () => false);
    req.end(formTail);
    const { res, body } = await response;
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(body).document).toMatchObject({ name: 'hel.pdf', mediaType: 'application/pdf' });
  });
});

describe('orphan cleanup', () => {
  it('removes stored files no row names once they are older than the grace period, and is idempotent', async () => {
    const storage = server.services.storage;
    const kept = await snapshot();
    await storage.put('documents/2026-11/orphan-from-a-crash', Readable.from([SAMPLE_PDF]), { maxBytes: 1000 });
    await storage.put('documents/2026-11/orphan-partial.0f.partial', Readable.from([SAMPLE_PDF]), { maxBytes: 1000 });
    // Still within the grace period: an upload may be on its way to its row.
    server.clock.now = new Date();
    expect(await server.services.documentFilesCleanup.removeOrphans()).toBe('removed 0 orphaned files');
    server.clock.now = new Date(Date.now() + 2 * 3_600_000);
    expect(await server.services.documentFilesCleanup.removeOrphans()).toBe('removed 2 orphaned files');
    expect(await server.services.documentFilesCleanup.removeOrphans()).toBe('removed 0 orphaned files');
    await expectNothingLeft(kept); // every file with a row is still there
  });
});
