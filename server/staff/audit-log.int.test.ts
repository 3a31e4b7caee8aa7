// The audit log of staff changes: a review by staff writes exactly one row in the review's own transaction; a refused
// or failed review writes none; the table refuses updates and deletes.
import { and, eq, sql } from 'drizzle-orm';
import { DOCUMENT_TYPE_IDS } from '../../src/rules/upload';
import { applicantIncomes, documents, incomeCertificationSlots, staffAuditLog } from '../db/schema';
import { scenarios } from '../db/seed/scenarios';
import { applicantActor, ForbiddenError, staffActor } from '../domain/actor';
import { CERTIFICATION_TYPES } from '../domain/income-certifications';
import { SAMPLE_PNG } from '../documents/sample-files';
import { useTestServer } from '../test/harness';

const server = useTestServer();
const anna = { email: scenarios.payingApplicant.email, password: scenarios.payingApplicant.password };
const KARIN = staffActor(1, 'handlaggare', 'test');

const db = () => server.services.database.db;
const auditRows = () => db().select().from(staffAuditLog).orderBy(staffAuditLog.auditId);

async function uploadedIdDocument(): Promise<{ documentId: number; applicantId: number }> {
  const a = await server.loggedIn(anna);
  const res = await a.multipart('/mypages/api/documents', { description: 'Pass', documentTypeId: String(DOCUMENT_TYPE_IDS.IDENTIFICATION) }, [
    { field: 'file', name: 'pass.png', type: 'application/octet-stream', content: SAMPLE_PNG },
  ]);
  expect(res.status).toBe(200);
  const [row] = await db().select().from(documents).where(eq(documents.documentId, res.json.document.documentId));
  return { documentId: row!.documentId, applicantId: row!.applicantId };
}

describe('document review', () => {
  it('an approval by staff writes exactly one audit row: who, what, which applicant, when, before and after', async () => {
    const { documentId, applicantId } = await uploadedIdDocument();
    const before = await auditRows();
    const outcome = await server.services.documentReview.review(KARIN, documentId, { approve: true });
    expect(outcome.ok).toBe(true);
    const added = (await auditRows()).slice(before.length);
    expect(added).toEqual([
      expect.objectContaining({
        staffUserId: 1,
        action: 'DOCUMENT_APPROVE',
        applicantId,
        subject: `document:${documentId}`,
        at: server.clock.now,
        before: { documentStatus: 'RECEIVED', disapprovalReason: null },
        after: { documentStatus: 'APPROVED', disapprovalReason: null },
      }),
    ]);
  });

  it('a rejection records its reason; refused reviews (no reason, already reviewed, not staff) write nothing', async () => {
    const { documentId } = await uploadedIdDocument();
    const before = (await auditRows()).length;
    expect((await server.services.documentReview.review(KARIN, documentId, { approve: false, reason: '  ' })).ok).toBe(false);
    await expect(server.services.documentReview.review(applicantActor(1, 's'), documentId, { approve: true })).rejects.toBeInstanceOf(ForbiddenError);
    expect((await auditRows()).length).toBe(before);
    expect((await server.services.documentReview.review(KARIN, documentId, { approve: false, reason: 'Bilden är suddig' })).ok).toBe(true);
    const rows = await auditRows();
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({ action: 'DOCUMENT_REJECT', after: { documentStatus: 'REJECTED', disapprovalReason: 'Bilden är suddig' } });
    expect((await server.services.documentReview.review(KARIN, documentId, { approve: true })).ok).toBe(false);
    expect((await auditRows()).length).toBe(before + 1);
  });

  it('the row is in the change’s transaction: when writing it fails, the review is rolled back too', async () => {
    const { documentId } = await uploadedIdDocument();
    const before = (await auditRows()).length;
    await db().execute(sql.raw(`CREATE FUNCTION audit_fails() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit write failed'; END $$`));
    await db().execute(sql.raw('CREATE TRIGGER audit_fails BEFORE INSERT ON staff_audit_log FOR EACH ROW EXECUTE FUNCTION audit_fails()'));
    try {
      await expect(server.services.documentReview.review(KARIN, documentId, { approve: true })).rejects.toThrow();
    } finally {
      await db().execute(sql.raw('DROP TRIGGER audit_fails ON staff_audit_log'));
      await db().execute(sql.raw('DROP FUNCTION audit_fails()'));
    }
    const [row] = await db().select().from(documents).where(eq(documents.documentId, documentId));
    expect(row!.documentStatus).toBe('RECEIVED');
    expect((await auditRows()).length).toBe(before);
  });
});

describe('certificate review', () => {
  it('an approval by staff writes exactly one row with the slot’s state before and after; a refused step writes none', async () => {
    // The seed's CSN decision letter, under review.
    const [slot] = await db()
      .select({ applicantIncomeId: incomeCertificationSlots.applicantIncomeId, applicantId: applicantIncomes.applicantId })
      .from(incomeCertificationSlots)
      .innerJoin(applicantIncomes, eq(applicantIncomes.applicantIncomeId, incomeCertificationSlots.applicantIncomeId))
      .where(and(eq(incomeCertificationSlots.status, 'IN_REVIEW'), eq(incomeCertificationSlots.certificationTypeId, CERTIFICATION_TYPES.DECISION)));
    const key = { applicantIncomeId: slot!.applicantIncomeId, certificationTypeId: CERTIFICATION_TYPES.DECISION, slot: 1 };
    const before = (await auditRows()).length;
    expect((await server.services.certificationReview.review(KARIN, key, { type: 'APPROVE' })).ok).toBe(true);
    const rows = await auditRows();
    expect(rows.slice(before)).toEqual([
      expect.objectContaining({
        staffUserId: 1,
        action: 'CERTIFICATION_APPROVE',
        applicantId: slot!.applicantId,
        subject: `certification:${key.applicantIncomeId}/${key.certificationTypeId}/1`,
        before: { status: 'IN_REVIEW', missingReason: null, rejectedReason: null },
        after: { status: 'APPROVED', missingReason: null, rejectedReason: null },
      }),
    ]);
    // An approved slot is locked: rejecting it now is refused and writes nothing.
    expect((await server.services.certificationReview.review(KARIN, key, { type: 'REJECT', reason: 'Fel år' })).ok).toBe(false);
    await expect(server.services.certificationReview.review(applicantActor(1, 's'), key, { type: 'REJECT', reason: 'x' })).rejects.toBeInstanceOf(ForbiddenError);
    expect((await auditRows()).length).toBe(before + 1);
  });
});

describe('the audit log is append-only', () => {
  it('refuses to update or delete a row', async () => {
    const [row] = await auditRows();
    expect(row).toBeDefined();
    await expect(db().update(staffAuditLog).set({ action: 'X' }).where(eq(staffAuditLog.auditId, row!.auditId))).rejects.toThrow();
    await expect(db().delete(staffAuditLog).where(eq(staffAuditLog.auditId, row!.auditId))).rejects.toThrow();
    expect(await db().select().from(staffAuditLog).where(eq(staffAuditLog.auditId, row!.auditId))).toEqual([row]);
  });
});
