// The case handlers' review through the real app: every review operation for a visitor, an applicant's session (never
// a staff session), a case handler and an administrator; each change writes exactly one audit row and a refused or
// failed one none; the applicant sees the new state and reason through the applicants' API and gets the rejection
// mail (never a full personnummer); one item opened; the file preview route; the inbox's missing reasons and rejected IDs.
import { eq } from 'drizzle-orm';
import { reviewMessages } from '../../../src/rules/review';
import { DOCUMENT_TYPE_IDS } from '../../../src/rules/upload';
import { staffAuditLog } from '../../db/schema';
import { MARIAS_ID_REJECTION } from '../../db/seed/profiles';
import { scenarios } from '../../db/seed/scenarios';
import { staffActor } from '../../domain/actor';
import { CERTIFICATION_TYPES, certificationMessages } from '../../domain/income-certifications';
import { ALLOWED_SAMPLES, SAMPLE_PDF, SAMPLE_PNG } from '../../documents/sample-files';
import { useTestServer, type TestClient } from '../../test/harness';
import { admin, karin, staffClient, staffLoggedIn, type StaffClient } from '../testing';

const server = useTestServer();
const anna = scenarios.payingApplicant;
const maria = scenarios.coApplicant;
const ENVELOPE = 'error errorText validationErrors { code text }';
const ITEM = `id kind applicantId applicantName type typeText status statusText uploaded missingReason rejectedReason
  files { name mediaType size url previewable } previousDecisions { approved reason staffName fileName } canDecide canStartReview`;
const ITEM_QUERY = `query($id: ID!) { staffReviewItem(id: $id) { ${ITEM} } }`;
const APPROVE_DOCUMENT = `mutation($id: ID!) { staffApproveDocument(documentId: $id) { ${ENVELOPE} item { id status } } }`;
const REJECT_DOCUMENT = `mutation($id: ID!, $reason: String!) { staffRejectDocument(documentId: $id, reason: $reason) { ${ENVELOPE} item { id status rejectedReason } } }`;
const START = `mutation($id: ID!) { staffStartCertificateReview(id: $id) { ${ENVELOPE} item { id status canDecide } } }`;
const APPROVE_CERTIFICATE = `mutation($id: ID!) { staffApproveCertificate(id: $id) { ${ENVELOPE} item { id status } } }`;
const REJECT_CERTIFICATE = `mutation($id: ID!, $reason: String!) { staffRejectCertificate(id: $id, reason: $reason) { ${ENVELOPE} item { id status rejectedReason } } }`;
const CERTIFICATIONS = `{ getIncomeCertifications { incomeCertifications { applicantIncomeId slots { certificationTypeId slot approved rejected rejectedReason notChecked missing } } } }`;
const DOCUMENTS = '{ getDocuments { documents { documentId documentStatus disapprovalReason } } }';

const db = () => server.services.database.db;
const auditCount = async () => (await db().select({ id: staffAuditLog.auditId }).from(staffAuditLog)).length;
const mails = async (to: string) => (await server.client().get(`/sandbox/mail/messages?to=${encodeURIComponent(to)}`)).json as { subject: string; text: string; html: string | null }[];

let a: TestClient;
beforeAll(async () => {
  a = await server.loggedIn(anna);
});

async function uploadDocument(typeId: number = DOCUMENT_TYPE_IDS.STUDY_CERTIFICATE, file: { name: string; content: Buffer } = { name: 'intyg.pdf', content: SAMPLE_PDF }, who: TestClient = a): Promise<string> {
  const res = await who.multipart('/mypages/api/documents', { description: file.name, documentTypeId: String(typeId) }, [{ field: 'file', name: file.name, type: 'application/octet-stream', content: file.content }]);
  expect(res.status).toBe(200);
  return String(res.json.document.documentId);
}

/** A new employment of Anna's with its latest payslip uploaded: the slot's key. */
async function uploadedCertificate(): Promise<string> {
  const income = await a.data('mutation($i: IncomeInput!) { addIncome(income: $i) { income { applicantIncomeId } } }', { i: { incomeTypeId: 1, incomeMonthly: '20 000', incomeName: 'Granskningsbolaget' } });
  const key = { applicantIncomeId: income.income.applicantIncomeId as number, certificationTypeId: CERTIFICATION_TYPES.PAYSLIP, slot: 1 };
  const fields = { name: 'lonebesked.pdf', applicantIncomeId: String(key.applicantIncomeId), certificationTypeId: String(key.certificationTypeId), slot: String(key.slot) };
  const res = await a.multipart('/mypages/api/incomes/certifications', fields, [{ field: 'file', name: 'lonebesked.pdf', type: 'application/pdf', content: SAMPLE_PDF }]);
  expect(res.status).toBe(200);
  return `${key.applicantIncomeId}/${key.certificationTypeId}/${key.slot}`;
}

/** …and a case handler has started reviewing it. */
async function certificateInReview(): Promise<string> {
  const id = await uploadedCertificate();
  const [applicantIncomeId, certificationTypeId, slot] = id.split('/').map(Number) as [number, number, number];
  expect((await server.services.certificationReview.review(staffActor(1, 'handlaggare'), { applicantIncomeId, certificationTypeId, slot }, { type: 'START_REVIEW' })).ok).toBe(true);
  return id;
}

/** A new employment of Anna's with its latest payslip marked missing with a reason. */
async function missingCertificate(): Promise<string> {
  const income = await a.data('mutation($i: IncomeInput!) { addIncome(income: $i) { income { applicantIncomeId } } }', { i: { incomeTypeId: 1, incomeMonthly: '20 000', incomeName: 'Kontantbolaget' } });
  const c = { applicantIncomeId: income.income.applicantIncomeId as number, certificationTypeId: CERTIFICATION_TYPES.PAYSLIP, slot: 1, missingReason: 'Lönen betalades kontant.' };
  const res = await a.data(`mutation($c: MissingCertificationInput!) { missingCertification(certification: $c) { ${ENVELOPE} } }`, { c });
  expect(res.error).toBe(false);
  return `${c.applicantIncomeId}/${c.certificationTypeId}/${c.slot}`;
}

const slotOf = async (id: string) => {
  const [applicantIncomeId, certificationTypeId, slot] = id.split('/').map(Number);
  const incomes = (await a.data(CERTIFICATIONS)).incomeCertifications as { applicantIncomeId: number; slots: { certificationTypeId: number; slot: number }[] }[];
  return incomes.find((i) => i.applicantIncomeId === applicantIncomeId)?.slots.find((s) => s.certificationTypeId === certificationTypeId && s.slot === slot);
};
const documentOf = async (id: string) => ((await a.data(DOCUMENTS)).documents as { documentId: number }[]).find((d) => String(d.documentId) === id);

interface Operation {
  name: string;
  query: string;
  /** A fresh item the operation applies to, and its variables. */
  prepare: () => Promise<Record<string, unknown>>;
  /** What the applicant then sees through the applicants' API. */
  seen: (vars: Record<string, unknown>) => Promise<unknown>;
  expected: object;
}

const REASON = 'Bilden är suddig';
const operations: Operation[] = [
  { name: 'staffApproveDocument', query: APPROVE_DOCUMENT, prepare: async () => ({ id: await uploadDocument() }), seen: (v) => documentOf(v.id as string), expected: { documentStatus: 'APPROVED', disapprovalReason: null } },
  { name: 'staffRejectDocument', query: REJECT_DOCUMENT, prepare: async () => ({ id: await uploadDocument(), reason: REASON }), seen: (v) => documentOf(v.id as string), expected: { documentStatus: 'REJECTED', disapprovalReason: REASON } },
  {
    name: 'staffApproveDocument (ID document)',
    query: APPROVE_DOCUMENT,
    prepare: async () => ({ id: await uploadDocument(DOCUMENT_TYPE_IDS.IDENTIFICATION, { name: 'pass.png', content: SAMPLE_PNG }) }),
    seen: (v) => documentOf(v.id as string),
    expected: { documentStatus: 'APPROVED' },
  },
  { name: 'staffStartCertificateReview', query: START, prepare: async () => ({ id: await uploadedCertificate() }), seen: (v) => slotOf(v.id as string), expected: { notChecked: true, approved: false, rejected: false } },
  { name: 'staffApproveCertificate', query: APPROVE_CERTIFICATE, prepare: async () => ({ id: await certificateInReview() }), seen: (v) => slotOf(v.id as string), expected: { approved: true } },
  { name: 'staffRejectCertificate', query: REJECT_CERTIFICATE, prepare: async () => ({ id: await certificateInReview(), reason: REASON }), seen: (v) => slotOf(v.id as string), expected: { rejected: true, rejectedReason: REASON } },
  { name: 'staffApproveCertificate (a missing reason accepted)', query: APPROVE_CERTIFICATE, prepare: async () => ({ id: await missingCertificate() }), seen: (v) => slotOf(v.id as string), expected: { approved: true, missing: true } },
  {
    name: 'staffRejectCertificate (a missing reason rejected)',
    query: REJECT_CERTIFICATE,
    prepare: async () => ({ id: await missingCertificate(), reason: 'Vi behöver lönespecifikationen.' }),
    seen: (v) => slotOf(v.id as string),
    expected: { rejected: true, rejectedReason: 'Vi behöver lönespecifikationen.' },
  },
];

describe.each(operations)('$name', (op) => {
  it('refuses a visitor (UNAUTHENTICATED) and changes nothing', async () => {
    const vars = await op.prepare();
    const before = await auditCount();
    const res = await staffClient(server).graphql(op.query, vars);
    expect(res.json.data).toBeNull();
    expect(res.json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await auditCount()).toBe(before);
  });

  it('refuses an applicant’s session: it is no staff session, and the applicants’ endpoint has no such field', async () => {
    const vars = await op.prepare();
    const seenBefore = await op.seen(vars);
    const before = await auditCount();
    const res = await staffClient(server, a).graphql(op.query, vars);
    expect(res.json.data).toBeNull();
    expect(res.json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const own = await a.graphql(op.query, vars);
    expect(own.json.data).toBeUndefined();
    // Refused in validation: the applicants' schema names neither the field nor the ID type.
    expect(own.json.errors[0].message).toMatch(/Cannot query field "staff|Unknown type "ID"/);
    expect(await auditCount()).toBe(before);
    expect(await op.seen(vars)).toEqual(seenBefore);
  });

  it.each([
    ['a case handler', karin],
    ['an administrator', admin],
  ])('lets %s: exactly one audit row, and the applicant sees the new state', async (_who, who) => {
    const c = await staffLoggedIn(server, who);
    const vars = await op.prepare();
    const before = await auditCount();
    const res = await c.graphql(op.query, vars);
    expect(res.json.errors).toBeUndefined();
    const result = Object.values(res.json.data)[0] as { error: boolean; item: { id: string } };
    expect(result).toMatchObject({ error: false, errorText: null, validationErrors: [], item: { id: vars.id } });
    expect(await auditCount()).toBe(before + 1);
    expect(await op.seen(vars)).toMatchObject(op.expected);
  });
});

describe('refused and failed decisions write no audit row and change nothing', () => {
  let c: StaffClient;
  beforeAll(async () => {
    c = await staffLoggedIn(server, karin);
  });

  const refused = async (query: string, vars: Record<string, unknown>) => {
    const before = await auditCount();
    const res = await c.graphql(query, vars);
    expect(res.json.errors).toBeUndefined();
    expect(await auditCount()).toBe(before);
    return Object.values(res.json.data)[0] as { error: boolean; errorText: string; validationErrors: { code: string; text: string }[]; item: null };
  };

  it.each([
    ['', reviewMessages.reasonRequired],
    ['   ', reviewMessages.reasonRequired],
    ['x'.repeat(501), reviewMessages.reasonTooLong],
  ])('a document rejected with the reason %j', async (reason, text) => {
    const id = await uploadDocument();
    expect(await refused(REJECT_DOCUMENT, { id, reason })).toEqual({ error: true, errorText: text, validationErrors: [{ code: 'reason', text }], item: null });
    expect(await documentOf(id)).toMatchObject({ documentStatus: 'RECEIVED' });
  });

  it('a certificate rejected without a reason', async () => {
    const id = await certificateInReview();
    expect(await refused(REJECT_CERTIFICATE, { id, reason: ' ' })).toMatchObject({ error: true, errorText: reviewMessages.reasonRequired, validationErrors: [{ code: 'reason' }] });
    expect(await slotOf(id)).toMatchObject({ notChecked: true });
  });

  it('a document already reviewed', async () => {
    const id = await uploadDocument();
    expect((await c.graphql(APPROVE_DOCUMENT, { id })).json.data.staffApproveDocument.error).toBe(false);
    expect(await refused(REJECT_DOCUMENT, { id, reason: REASON })).toMatchObject({ error: true, errorText: 'Dokumentet är redan granskat' });
    expect(await refused(APPROVE_DOCUMENT, { id })).toMatchObject({ error: true, errorText: 'Dokumentet är redan granskat' });
  });

  it('a certificate approved before its review started, or started twice, or approved twice', async () => {
    const id = await uploadedCertificate();
    expect(await refused(APPROVE_CERTIFICATE, { id })).toMatchObject({ error: true, errorText: certificationMessages.notInReview });
    expect((await c.graphql(START, { id })).json.data.staffStartCertificateReview).toMatchObject({ error: false, item: { status: 'IN_REVIEW', canDecide: true } });
    expect(await refused(START, { id })).toMatchObject({ error: true, errorText: certificationMessages.notReceived });
    expect((await c.graphql(APPROVE_CERTIFICATE, { id })).json.data.staffApproveCertificate.error).toBe(false);
    expect(await refused(APPROVE_CERTIFICATE, { id })).toMatchObject({ error: true, errorText: certificationMessages.approvedLocked });
  });

  it.each(['0', '999999', 'x', '1/2', '999999/1/1', '../1'])('an item that is not there (%s)', async (id) => {
    expect(await refused(APPROVE_DOCUMENT, { id })).toMatchObject({ error: true, item: null });
    expect(await refused(APPROVE_CERTIFICATE, { id })).toMatchObject({ error: true, errorText: 'Intyget finns inte' });
  });
});

describe('the rejection mail', () => {
  it('tells the applicant which document, why and where to upload a new one; an approval sends nothing', async () => {
    const c = await staffLoggedIn(server, karin);
    const before = (await mails(anna.email)).length;
    await c.graphql(APPROVE_DOCUMENT, { id: await uploadDocument(DOCUMENT_TYPE_IDS.IDENTIFICATION, { name: 'pass.png', content: SAMPLE_PNG }) });
    expect((await mails(anna.email)).length).toBe(before);
    const reason = `Passet tillhör någon annan (${anna.personalIdentityNumber})`;
    await c.graphql(REJECT_DOCUMENT, { id: await uploadDocument(DOCUMENT_TYPE_IDS.IDENTIFICATION, { name: 'pass.png', content: SAMPLE_PNG }), reason });
    const [mail, ...rest] = await mails(anna.email);
    expect(rest.length).toBe(before);
    expect(mail?.subject).toBe('Din ID-handling har inte godkänts');
    expect(mail?.text).toContain('Hej Anna!');
    expect(mail?.text).toContain('Passet tillhör någon annan (19900101-XXXX)');
    expect(mail?.text).toContain('/mypages/app/profile/documents');
    for (const part of [mail?.text, mail?.html]) {
      expect(part).not.toContain(anna.personalIdentityNumber);
      expect(part).not.toContain(anna.personalIdentityNumber.slice(2));
    }
  });

  it('asks for the certificate when its missing reason is rejected, and names a rejected certificate', async () => {
    const c = await staffLoggedIn(server, karin);
    await c.graphql(REJECT_CERTIFICATE, { id: await missingCertificate(), reason: 'Arbetsgivaren kan ge dig en kopia.' });
    expect((await mails(anna.email))[0]).toMatchObject({ subject: 'Vi behöver ditt inkomstintyg', text: expect.stringContaining('Arbetsgivaren kan ge dig en kopia.') });
    await c.graphql(REJECT_CERTIFICATE, { id: await certificateInReview(), reason: 'Fel månad' });
    const [mail] = await mails(anna.email);
    expect(mail).toMatchObject({ subject: 'Ditt inkomstintyg har inte godkänts' });
    expect(mail?.text).toContain('”Senaste lönespecifikationen”');
    expect(mail?.text).toContain('/mypages/app/profile/incomes');
  });
});

describe('the inbox', () => {
  const INBOX = `{ staffReviewInbox(first: 50) {
    missingReasons { count oldest { id applicantName status } }
    rejectedIds { count oldest { id applicantId applicantName status waitingSince } }
  } }`;

  it('lists missing reasons to judge and rejected ID documents to follow up, until a new one comes', async () => {
    const c = await staffLoggedIn(server, karin);
    const id = await missingCertificate();
    let inbox = (await c.graphql(INBOX)).json.data.staffReviewInbox;
    expect(inbox.missingReasons.oldest).toContainEqual({ id, applicantName: 'Anna Andersson', status: 'MISSING' });
    expect(inbox.missingReasons.oldest.every((i: { status: string }) => i.status === 'MISSING')).toBe(true);
    const mariasRejected = inbox.rejectedIds.oldest.find((i: { applicantName: string }) => i.applicantName === `${maria.firstName} ${maria.lastName}`);
    expect(mariasRejected).toMatchObject({ status: 'REJECTED' });
    const since = inbox.rejectedIds.oldest.map((i: { waitingSince: string }) => Date.parse(i.waitingSince));
    expect(since).toEqual([...since].sort((x, y) => x - y));

    // Erik's ID rejected: he joins the follow-up; Maria uploads a new one: she leaves it.
    const e = await server.loggedIn(scenarios.mainApplicant);
    const eriksId = await uploadDocument(DOCUMENT_TYPE_IDS.IDENTIFICATION, { name: 'pass.png', content: SAMPLE_PNG }, e);
    await c.graphql(REJECT_DOCUMENT, { id: eriksId, reason: REASON });
    await uploadDocument(DOCUMENT_TYPE_IDS.IDENTIFICATION, { name: 'pass.png', content: SAMPLE_PNG }, await server.loggedIn(maria));
    await c.graphql(APPROVE_CERTIFICATE, { id });
    inbox = (await c.graphql(INBOX)).json.data.staffReviewInbox;
    const names = inbox.rejectedIds.oldest.map((i: { applicantName: string }) => i.applicantName);
    expect(names).toContain(`${scenarios.mainApplicant.firstName} ${scenarios.mainApplicant.lastName}`);
    expect(names).not.toContain(`${maria.firstName} ${maria.lastName}`);
    expect(inbox.rejectedIds.count).toBe(names.length);
    expect(inbox.missingReasons.oldest.map((i: { id: string }) => i.id)).not.toContain(id);
  });
});

describe('staffReviewItem', () => {
  it('refuses a visitor and an applicant’s session', async () => {
    const id = await uploadDocument();
    for (const client of [staffClient(server), staffClient(server, a)]) {
      const res = await client.graphql(ITEM_QUERY, { id });
      expect(res.json.data?.staffReviewItem ?? null).toBeNull();
      expect(res.json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
  });

  it('opens a document with the applicant, its file and earlier decisions on the same type, recorded as a view', async () => {
    const c = await staffLoggedIn(server, karin);
    const m = await server.loggedIn(maria);
    const id = await uploadDocument(DOCUMENT_TYPE_IDS.IDENTIFICATION, { name: 'nytt-pass.png', content: SAMPLE_PNG }, m);
    const before = await auditCount();
    const res = await c.graphql(ITEM_QUERY, { id });
    expect(res.json.errors).toBeUndefined();
    expect(res.json.data.staffReviewItem).toMatchObject({
      id,
      kind: 'ID_DOCUMENT',
      applicantName: `${maria.firstName} ${maria.lastName}`,
      type: 'IDENTIFICATION',
      typeText: 'ID-handling',
      status: 'RECEIVED',
      statusText: 'Väntar på granskning',
      files: [{ name: 'nytt-pass.png', mediaType: 'image/png', url: `/staff/api/files/document/${id}`, previewable: true }],
      previousDecisions: [{ approved: false, reason: MARIAS_ID_REJECTION, staffName: expect.any(String), fileName: 'pass.png' }],
      canDecide: true,
      canStartReview: false,
    });
    const rows = await db().select().from(staffAuditLog).where(eq(staffAuditLog.action, 'VIEW_REVIEW_ITEM'));
    expect(await auditCount()).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({ subject: `document:${id}`, applicantId: res.json.data.staffReviewItem.applicantId });
  });

  it('opens a certificate slot with its files and the slot’s earlier decisions', async () => {
    const c = await staffLoggedIn(server, admin);
    const id = await certificateInReview();
    expect((await c.graphql(REJECT_CERTIFICATE, { id, reason: 'Fel månad' })).json.data.staffRejectCertificate.error).toBe(false);
    const item = (await c.graphql(ITEM_QUERY, { id })).json.data.staffReviewItem;
    expect(item).toMatchObject({
      kind: 'INCOME_CERTIFICATE',
      typeText: 'Senaste lönespecifikationen',
      status: 'REJECTED',
      rejectedReason: 'Fel månad',
      files: [{ name: 'lonebesked.pdf', mediaType: 'application/pdf', previewable: true }],
      previousDecisions: [{ approved: false, reason: 'Fel månad', staffName: expect.any(String) }],
      canDecide: false,
    });
    expect(item.files[0].url).toMatch(/^\/staff\/api\/files\/certification\/\d+$/);
  });

  it('answers null for an item that is not there', async () => {
    const c = await staffLoggedIn(server, karin);
    for (const id of ['999999', '999999/1/1', 'nonsense']) expect((await c.graphql(ITEM_QUERY, { id })).json).toEqual({ data: { staffReviewItem: null } });
  });
});

describe('the file preview route', () => {
  it('refuses a visitor and an applicant (even the file’s owner) with 404, and records nothing', async () => {
    const id = await uploadDocument(DOCUMENT_TYPE_IDS.IDENTIFICATION, { name: 'pass.png', content: SAMPLE_PNG });
    const before = await auditCount();
    expect((await server.client().get(`/staff/api/files/document/${id}`)).status).toBe(404);
    expect((await a.get(`/staff/api/files/document/${id}`)).status).toBe(404);
    expect(await auditCount()).toBe(before);
  });

  it('shows a case handler an image inline, sandboxed, not sniffed nor cached, and records the view', async () => {
    const c = await staffLoggedIn(server, karin);
    const id = await uploadDocument(DOCUMENT_TYPE_IDS.IDENTIFICATION, { name: 'pass.png', content: SAMPLE_PNG });
    const before = await auditCount();
    const res = await c.http.get(`/staff/api/files/document/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="pass.png"/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-security-policy')).toMatch(/^sandbox;.*default-src 'none'/);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(await auditCount()).toBe(before + 1);
    const [row] = await db().select().from(staffAuditLog).orderBy(staffAuditLog.auditId).limit(1).offset(before);
    expect(row).toMatchObject({ action: 'VIEW_REVIEW_FILE', subject: `document:${id}` });
  });

  it('sends a file a browser does not show as a download, and a certificate’s file inline', async () => {
    const c = await staffLoggedIn(server, karin);
    const docx = ALLOWED_SAMPLES.find((s) => s.name === 'intyg.docx')!;
    const id = await uploadDocument(DOCUMENT_TYPE_IDS.OTHER, docx);
    expect((await c.http.get(`/staff/api/files/document/${id}`)).headers.get('content-disposition')).toMatch(/^attachment; filename="intyg.docx"/);
    const item = (await c.graphql(ITEM_QUERY, { id: await uploadedCertificate() })).json.data.staffReviewItem;
    const res = await c.http.get(item.files[0].url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; /);
    expect((await c.http.get('/staff/api/files/certification/999999')).status).toBe(404);
    expect((await c.http.get('/staff/api/files/document/x')).status).toBe(404);
  });

  it('keeps the applicants’ pages under their own policy (no frame, no sandbox)', async () => {
    const res = await a.get('/mypages/api/status');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  });
});
