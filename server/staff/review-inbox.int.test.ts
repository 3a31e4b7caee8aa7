// staffReviewInbox through the real app for a visitor, an applicant, a case handler and an administrator: counts, the
// oldest first, and a VIEW_REVIEW_INBOX audit row per applicant shown.
import { and, eq } from 'drizzle-orm';
import { DOCUMENT_TYPE_IDS } from '../../src/rules/upload';
import { staffAuditLog } from '../db/schema';
import { scenarios } from '../db/seed/scenarios';
import { SAMPLE_PDF, SAMPLE_PNG } from '../documents/sample-files';
import { useTestServer, type TestClient } from '../test/harness';
import { admin, karin, staffClient, staffLoggedIn } from './testing';

const server = useTestServer();
const anna = { email: scenarios.payingApplicant.email, password: scenarios.payingApplicant.password };
const erik = { email: scenarios.mainApplicant.email, password: scenarios.mainApplicant.password };

const INBOX = `{ staffReviewInbox(first: 5) {
  documents { count oldest { id applicantId applicantName type status waitingSince } }
  idDocuments { count oldest { id applicantId applicantName type status waitingSince } }
  incomeCertificates { count oldest { id applicantId applicantName type status waitingSince } }
  missingReasons { count oldest { id applicantId applicantName type status waitingSince } }
  rejectedIds { count oldest { id applicantId applicantName type status waitingSince } }
} }`;

const at = (minutes: number) => new Date(Date.parse('2026-11-22T10:00:00Z') + minutes * 60_000);

async function upload(c: TestClient, documentTypeId: number, name: string, content: Buffer) {
  const res = await c.multipart('/mypages/api/documents', { description: name, documentTypeId: String(documentTypeId) }, [
    { field: 'file', name, type: 'application/octet-stream', content },
  ]);
  expect(res.status).toBe(200);
  return res.json.document.documentId as number;
}

describe('staffReviewInbox', () => {
  let annasId = 0;
  let annasOther = 0;
  let eriksId = 0;
  let annaId = 0;
  beforeAll(async () => {
    const a = await server.loggedIn(anna);
    const e = await server.loggedIn(erik);
    server.clock.now = at(2);
    eriksId = await upload(e, DOCUMENT_TYPE_IDS.IDENTIFICATION, 'pass.png', SAMPLE_PNG);
    server.clock.now = at(1);
    annasId = await upload(a, DOCUMENT_TYPE_IDS.IDENTIFICATION, 'korkort.png', SAMPLE_PNG);
    annasOther = await upload(a, DOCUMENT_TYPE_IDS.STUDY_CERTIFICATE, 'intyg.pdf', SAMPLE_PDF);
    annaId = (await a.data('{ getApplicant { applicant { applicantId } } }')).applicant.applicantId;
  });

  it('refuses a visitor (UNAUTHENTICATED)', async () => {
    const res = await staffClient(server).graphql(INBOX);
    expect(res.json.data).toBeNull();
    expect(res.json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an applicant: her session is no staff session, and the applicants’ endpoint has no such field', async () => {
    const a = await server.loggedIn(anna);
    const res = await staffClient(server, a).graphql(INBOX);
    expect(res.json.data).toBeNull();
    expect(res.json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const own = await a.graphql(INBOX);
    expect(own.json.data).toBeUndefined();
    expect(own.json.errors[0].message).toMatch(/staffReviewInbox/);
  });

  it.each([
    ['a case handler', karin],
    ['an administrator', admin],
  ])('shows %s the counts and the oldest first, and records each applicant shown as viewed', async (_who, who) => {
    const c = await staffLoggedIn(server, who);
    const staffUserId = (await c.me()).json.staff.staffUserId as number;
    const viewsBefore = await server.services.database.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.staffUserId, staffUserId), eq(staffAuditLog.action, 'VIEW_REVIEW_INBOX')));
    const res = await c.graphql(INBOX);
    expect(res.json.errors).toBeUndefined();
    const inbox = res.json.data.staffReviewInbox;
    expect(inbox.idDocuments.count).toBe(2);
    expect(inbox.idDocuments.oldest.map((d: { id: string }) => d.id)).toEqual([String(annasId), String(eriksId)]);
    expect(inbox.idDocuments.oldest[0]).toMatchObject({ applicantId: annaId, applicantName: 'Anna Andersson', type: 'IDENTIFICATION', status: 'RECEIVED' });
    expect(inbox.documents).toMatchObject({ count: 1, oldest: [{ id: String(annasOther), type: 'STUDY_CERTIFICATE' }] });
    // The seed's CSN decision letter is under review.
    expect(inbox.incomeCertificates.count).toBeGreaterThanOrEqual(1);
    expect(inbox.incomeCertificates.oldest[0]).toMatchObject({ applicantName: 'Anna Andersson', status: 'IN_REVIEW' });
    const since = inbox.incomeCertificates.oldest.map((i: { waitingSince: string }) => Date.parse(i.waitingSince));
    expect([...since].sort((x, y) => x - y)).toEqual(since);

    // The seed's payslip marked missing, and Maria's rejected ID document (she has not uploaded a new one).
    expect(inbox.missingReasons.oldest[0]).toMatchObject({ applicantName: 'Anna Andersson', status: 'MISSING' });
    expect(inbox.rejectedIds).toMatchObject({ count: 1, oldest: [{ applicantName: 'Maria Eriksson', type: 'IDENTIFICATION', status: 'REJECTED' }] });

    const views = await server.services.database.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.staffUserId, staffUserId), eq(staffAuditLog.action, 'VIEW_REVIEW_INBOX')));
    const added = views.slice(viewsBefore.length);
    const queues = [inbox.documents, inbox.idDocuments, inbox.incomeCertificates, inbox.missingReasons, inbox.rejectedIds];
    const shown = new Set(queues.flatMap((q) => q.oldest).map((i: { applicantId: number }) => i.applicantId));
    expect(added.map((r) => r.applicantId).sort()).toEqual([...shown].sort());
  });

  it('staffMe names the logged-in staff member and role', async () => {
    const c = await staffLoggedIn(server, admin);
    expect((await c.graphql('{ staffMe { name role roleText } }')).json.data.staffMe).toEqual({ name: 'Ali Administratör', role: 'ADMINISTRATOR', roleText: 'Administratör' });
  });

  it('takes a rejected ID off the follow-up queue once a later ID document is uploaded, and only then', async () => {
    const c = await staffLoggedIn(server, karin);
    const rejected = async () => (await c.graphql(INBOX)).json.data.staffReviewInbox.rejectedIds;
    expect((await rejected()).count).toBe(1);
    const maria = await server.loggedIn({ email: scenarios.coApplicant.email, password: scenarios.coApplicant.password });
    // A document of another kind changes nothing; a new identity document does.
    await upload(maria, DOCUMENT_TYPE_IDS.STUDY_CERTIFICATE, 'intyg.pdf', SAMPLE_PDF);
    expect((await rejected()).count).toBe(1);
    await upload(maria, DOCUMENT_TYPE_IDS.IDENTIFICATION, 'nytt-pass.png', SAMPLE_PNG);
    expect(await rejected()).toEqual({ count: 0, oldest: [] });
  });

  it('refuses GraphQL over GET on the staff endpoint', async () => {
    const c = await staffLoggedIn(server, karin);
    const res = await c.http.get(`/staff/api/graphql?query=${encodeURIComponent('{ staffMe { name } }')}`);
    expect(res.status).toBe(404);
  });
});
