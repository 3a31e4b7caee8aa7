// What one opened review item needs beyond the documents' and incomes' own queries: the applicant's name and e-mail,
// earlier decisions on the same document type (documents) or certificate slot (the audit log's review rows), and the
// staff members' names. All SQL of the review area's item page.
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applicants, documents, incomeCertificationDocuments, staffAuditLog, staffUsers } from '../../db/schema';
import type { DocumentRow } from '../../documents/documents.repository';
import type { SlotKeyOf } from '../../incomes/incomes.repository';

export interface ApplicantContact {
  applicantId: number;
  firstName: string;
  lastName: string;
  email: string | null;
}

export async function findApplicantContact(db: DbOrTx, applicantId: number): Promise<ApplicantContact | null> {
  const [row] = await db
    .select({ applicantId: applicants.applicantId, firstName: applicants.firstName, lastName: applicants.lastName, email: applicants.email })
    .from(applicants)
    .where(eq(applicants.applicantId, applicantId));
  return row ?? null;
}

export interface DecisionRow {
  approved: boolean;
  reason: string | null;
  at: Date;
  staffName: string | null;
  fileName: string | null;
}

/** The applicant's reviewed documents of this type (this one included once reviewed), the latest decision first. */
export async function documentDecisions(db: DbOrTx, doc: Pick<DocumentRow, 'applicantId' | 'documentType'>): Promise<DecisionRow[]> {
  const rows = await db
    .select({ status: documents.documentStatus, reason: documents.disapprovalReason, at: documents.reviewedAt, staffName: staffUsers.name, fileName: documents.name })
    .from(documents)
    .leftJoin(staffUsers, eq(staffUsers.staffUserId, documents.reviewedByStaffUserId))
    .where(and(eq(documents.applicantId, doc.applicantId), eq(documents.documentType, doc.documentType), isNotNull(documents.reviewedAt)))
    .orderBy(desc(documents.reviewedAt), desc(documents.documentId));
  return rows.map((r) => ({ approved: r.status === 'APPROVED', reason: r.status === 'REJECTED' ? r.reason : null, at: r.at ?? new Date(0), staffName: r.staffName, fileName: r.fileName }));
}

export const certificationSubject = (k: SlotKeyOf) => `certification:${k.applicantIncomeId}/${k.certificationTypeId}/${k.slot}`;

/** The approvals and rejections of this certificate slot, from the audit log (each is written with its step). */
export async function certificationDecisions(db: DbOrTx, k: SlotKeyOf): Promise<DecisionRow[]> {
  const rows = await db
    .select({ action: staffAuditLog.action, after: staffAuditLog.after, at: staffAuditLog.at, staffName: staffUsers.name })
    .from(staffAuditLog)
    .leftJoin(staffUsers, eq(staffUsers.staffUserId, staffAuditLog.staffUserId))
    .where(and(eq(staffAuditLog.subject, certificationSubject(k)), inArray(staffAuditLog.action, ['CERTIFICATION_APPROVE', 'CERTIFICATION_REJECT'])))
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.auditId));
  return rows.map((r) => ({
    approved: r.action === 'CERTIFICATION_APPROVE',
    reason: r.action === 'CERTIFICATION_REJECT' ? ((r.after as { rejectedReason?: string | null } | null)?.rejectedReason ?? null) : null,
    at: r.at,
    staffName: r.staffName,
    fileName: null,
  }));
}

/** The files of one certificate slot, oldest first. */
export function slotDocuments(db: DbOrTx, k: SlotKeyOf) {
  const d = incomeCertificationDocuments;
  return db
    .select()
    .from(d)
    .where(and(eq(d.applicantIncomeId, k.applicantIncomeId), eq(d.certificationTypeId, k.certificationTypeId), eq(d.slot, k.slot)))
    .orderBy(d.created, d.documentId);
}
