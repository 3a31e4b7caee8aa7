// An applicant's own interest registrations as the applications page and the applicant's steps read them: by the
// applicant and the home (never by an id the caller names, so nobody reaches another's registration), one page at a
// time newest activity first (the index on applicant and updated_at), and the stages of the others on the same homes
// that the status flags need, for a whole page in one query.
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { preparedPerHandle } from '../db/prepared';
import { applicants, applications } from '../db/schema';
import type { Stage } from '../domain/application-stages';
import type { ApplicationRow } from './application-state';

const own = (applicantId: number, rentalObjectId: string) => and(eq(applications.applicantId, applicantId), eq(applications.rentalObjectId, rentalObjectId));

/** The stage of the applicant's registration on the home, or null when there is none. */
export async function stageOfRegistration(db: DbOrTx, applicantId: number, rentalObjectId: string): Promise<Stage | null> {
  const [row] = await db.select({ stage: applications.stage }).from(applications).where(own(applicantId, rentalObjectId));
  return (row?.stage as Stage | undefined) ?? null;
}

/** The applicant's registration on the home, if any. */
export async function findOwnRegistration(db: DbOrTx, applicantId: number, rentalObjectId: string): Promise<ApplicationRow | null> {
  const [row] = await db.select().from(applications).where(own(applicantId, rentalObjectId));
  return row ?? null;
}

/**
 * Locks the applicant's row for the rest of the transaction: two registrations (or a registration and a step) of one
 * applicant never run their checks side by side.
 */
export async function lockApplicant(tx: DbOrTx, applicantId: number): Promise<void> {
  await tx.select({ id: applicants.applicantId }).from(applicants).where(eq(applicants.applicantId, applicantId)).for('update');
}

export async function deleteRegistration(tx: DbOrTx, applicationId: number): Promise<void> {
  await tx.delete(applications).where(eq(applications.applicationId, applicationId));
}

/** One page of the applicant's registrations, newest activity first, and how many there are in all. */
export async function pageOfOwn(db: DbOrTx, applicantId: number, skip: number, take: number): Promise<{ rows: ApplicationRow[]; totalCount: number }> {
  // The total beside each row of the page (counted before the offset and limit), so one statement answers; only a
  // page past the end, which has no row to carry it, counts again.
  const page = await pageStatement(db).execute({ applicantId, skip, take });
  if (page.length > 0) return { rows: page.map((p) => p.row), totalCount: page[0]!.total };
  const [total] = skip > 0 ? await db.select({ n: count() }).from(applications).where(eq(applications.applicantId, applicantId)) : [];
  return { rows: [], totalCount: Number(total?.n ?? 0) };
}

/** Prepared (server/db/prepared.ts), as the page's other reads. */
const pageStatement = preparedPerHandle((db) =>
  db
    .select({ row: applications, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(applications)
    .where(eq(applications.applicantId, sql.placeholder('applicantId')))
    .orderBy(desc(applications.updatedAt), desc(applications.applicationId))
    .offset(sql.placeholder('skip'))
    .limit(sql.placeholder('take'))
    .prepare('own_registrations_page'),
);

/** The stages statusFlags' othersOnHome looks for: someone in the check, or sent to the landlord. */
const WATCHED_STAGES: Stage[] = ['CHECK', 'PROPOSED', 'LANDLORD_APPROVED', 'CONTRACT'];

/** The other applicants' registrations on these homes that are in a watched stage (a home may have thousands of others). */
export async function othersInWatchedStages(db: DbOrTx, applicantId: number, rentalObjectIds: readonly string[]) {
  if (rentalObjectIds.length === 0) return [];
  const rows = await othersStatement(db).execute({ ids: [...rentalObjectIds], applicantId });
  return rows.map((r) => ({ ...r, stage: r.stage as Stage }));
}

// The stages written out as applications_holding_idx names them, so the prepared statement's generic plan uses it.
const othersStatement = preparedPerHandle((db) =>
  db
    .select({ applicationId: applications.applicationId, rentalObjectId: applications.rentalObjectId, stage: applications.stage })
    .from(applications)
    .where(
      and(
        sql`${applications.rentalObjectId} = any(${sql.placeholder('ids')}::text[])`,
        ne(applications.applicantId, sql.placeholder('applicantId')),
        sql`${applications.stage} in (${sql.raw(WATCHED_STAGES.map((s) => `'${s}'`).join(', '))})`,
      ),
    )
    .orderBy(asc(applications.applicationId))
    .prepare('others_in_watched_stages'),
);
