// What waits for a case handler's review, oldest first: documents and ID documents not yet reviewed, and income
// certificates uploaded or under review, certificates marked missing (their reason waits to be judged), and applicants
// whose latest ID document was rejected (to follow up). Counts over everything waiting, items limited.
import { aliasedTable, and, asc, count, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { applicantIncomes, applicants, documents, incomeCertificationSlots } from '../db/schema';

export interface WaitingItemRow {
  /** documentId for documents; the slot's key ("income/certificationType/slot") for certificates. */
  id: string;
  applicantId: number;
  firstName: string;
  lastName: string;
  /** The document type or the certificate's type id. */
  type: string;
  status: string;
  waitingSince: Date;
}

/**
 * A queue: its page (joined to the applicants, limited) and its count (the waiting rows alone, from the queue's partial
 * index), asked at once. A count over the joined page (count(*) over ()) would join every waiting row to its applicant.
 */
async function queue<T>(page: Promise<T[]>, total: Promise<{ n: number }[]>): Promise<{ total: number; rows: T[] }> {
  const [rows, [counted]] = await Promise.all([page, total]);
  return { total: Number(counted?.n ?? 0), rows };
}

async function waitingDocuments(db: DbOrTx, identification: boolean, limit: number) {
  const where = and(eq(documents.documentStatus, 'RECEIVED'), identification ? eq(documents.documentType, 'IDENTIFICATION') : ne(documents.documentType, 'IDENTIFICATION'));
  const page = db
    .select({
      documentId: documents.documentId,
      applicantId: documents.applicantId,
      firstName: applicants.firstName,
      lastName: applicants.lastName,
      type: documents.documentType,
      status: documents.documentStatus,
      waitingSince: documents.created,
    })
    .from(documents)
    .innerJoin(applicants, eq(applicants.applicantId, documents.applicantId))
    .where(where)
    .orderBy(asc(documents.created), asc(documents.documentId))
    .limit(limit);
  const { total, rows } = await queue(page, db.select({ n: count() }).from(documents).where(where));
  return { total, items: rows.map(({ documentId, ...r }): WaitingItemRow => ({ id: String(documentId), ...r })) };
}

export const waitingOtherDocuments = (db: DbOrTx, limit: number) => waitingDocuments(db, false, limit);
export const waitingIdDocuments = (db: DbOrTx, limit: number) => waitingDocuments(db, true, limit);

async function certificatesIn(db: DbOrTx, statuses: (typeof incomeCertificationSlots.$inferSelect.status)[], limit: number) {
  const s = incomeCertificationSlots;
  const page = db
    .select({
      applicantIncomeId: s.applicantIncomeId,
      certificationTypeId: s.certificationTypeId,
      slot: s.slot,
      applicantId: applicants.applicantId,
      firstName: applicants.firstName,
      lastName: applicants.lastName,
      status: s.status,
      waitingSince: s.updatedAt,
    })
    .from(s)
    .innerJoin(applicantIncomes, eq(applicantIncomes.applicantIncomeId, s.applicantIncomeId))
    .innerJoin(applicants, eq(applicants.applicantId, applicantIncomes.applicantId))
    .where(inArray(s.status, statuses))
    .orderBy(asc(s.updatedAt), asc(s.applicantIncomeId), asc(s.certificationTypeId), asc(s.slot))
    .limit(limit);
  const { total, rows } = await queue(page, db.select({ n: count() }).from(s).where(inArray(s.status, statuses)));
  return {
    total,
    items: rows.map(
      (r): WaitingItemRow => ({
        id: `${r.applicantIncomeId}/${r.certificationTypeId}/${r.slot}`,
        applicantId: r.applicantId,
        firstName: r.firstName,
        lastName: r.lastName,
        type: String(r.certificationTypeId),
        status: r.status,
        waitingSince: r.waitingSince,
      }),
    ),
  };
}

/** Certificates uploaded or under review. */
export const waitingCertificates = (db: DbOrTx, limit: number) => certificatesIn(db, ['RECEIVED', 'IN_REVIEW'], limit);
/** Certificates marked missing: the applicant's reason waits to be accepted or rejected. */
export const waitingMissingReasons = (db: DbOrTx, limit: number) => certificatesIn(db, ['MISSING'], limit);

/**
 * Applicants whose latest ID document (by upload) is rejected, so no new one has come since: the rejected document,
 * the oldest rejection first (waitingSince is when it was rejected). Read from the few rejected identity documents,
 * each kept when no later identity document of the same applicant exists (documents_rejected_id_idx and
 * documents_id_by_applicant_idx: at a million applicants this no longer sorts every identity document).
 */
export async function rejectedIdsToFollowUp(db: DbOrTx, limit: number) {
  const later = aliasedTable(documents, 'later_id');
  const where = and(
    eq(documents.documentType, 'IDENTIFICATION'),
    eq(documents.documentStatus, 'REJECTED'),
    notExists(
      db
        .select({ one: sql`1` })
        .from(later)
        .where(
          and(
            eq(later.applicantId, documents.applicantId),
            eq(later.documentType, 'IDENTIFICATION'),
            sql`(${later.created}, ${later.documentId}) > (${documents.created}, ${documents.documentId})`,
          ),
        ),
    ),
  );
  const page = db
    .select({
      documentId: documents.documentId,
      applicantId: documents.applicantId,
      firstName: applicants.firstName,
      lastName: applicants.lastName,
      type: documents.documentType,
      status: documents.documentStatus,
      waitingSince: sql<Date>`coalesce(${documents.reviewedAt}, ${documents.created})`.mapWith(documents.created),
    })
    .from(documents)
    .innerJoin(applicants, eq(applicants.applicantId, documents.applicantId))
    .where(where)
    .orderBy(sql`coalesce(${documents.reviewedAt}, ${documents.created}) asc`, asc(documents.documentId))
    .limit(limit);
  const { total, rows } = await queue(page, db.select({ n: count() }).from(documents).where(where));
  return { total, items: rows.map(({ documentId, ...r }): WaitingItemRow => ({ id: String(documentId), ...r })) };
}
