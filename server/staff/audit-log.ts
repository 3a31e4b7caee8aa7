// The staff audit log's writer: every staff change is written by the service making it, inside the change's own
// transaction (a failed or refused change rolls its row back with it), and every staff view of an applicant's personal
// data by the staff query that shows it. Rows are only ever inserted (the table refuses updates and deletes).
import type { DbOrTx } from '../db/client';
import { staffAuditLog } from '../db/schema';
import type { Actor } from '../domain/actor';

export interface AuditEntry {
  /** What was done, in capitals: DOCUMENT_APPROVE, CERTIFICATION_REJECT, VIEW_REVIEW_INBOX … */
  action: string;
  /** The applicant it concerned; null when it concerned no single applicant. */
  applicantId: number | null;
  /** What it was done to, e.g. "document:12". */
  subject?: string;
  before?: unknown;
  after?: unknown;
}

/** Writes one row when the actor is staff (an applicant's own change is not a staff change and writes nothing). */
export async function writeAudit(tx: DbOrTx, actor: Actor, entry: AuditEntry, at: Date): Promise<void> {
  if (actor.kind !== 'staff') return;
  await tx.insert(staffAuditLog).values({
    staffUserId: actor.staffUserId,
    action: entry.action,
    applicantId: entry.applicantId,
    subject: entry.subject ?? null,
    at,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** A staff view of applicants' personal data: one row per applicant shown, written before the data is returned. */
export async function recordViews(tx: DbOrTx, actor: Actor, action: string, applicantIds: readonly number[], at: Date, subject?: string): Promise<void> {
  if (actor.kind !== 'staff' || applicantIds.length === 0) return;
  const unique = [...new Set(applicantIds)];
  await tx.insert(staffAuditLog).values(
    unique.map((applicantId) => ({ staffUserId: actor.staffUserId, action, applicantId, subject: subject ?? null, at, before: null, after: null })),
  );
}
