// The queue place in SQL (spec 001 §7): the meaning is server/domain/application-ranking.ts (estimateQueuePlace), which
// queue-place.int.test.ts compares this with on a generated queue. Nothing is counted in JavaScript: the database
// counts the registrations ahead through the index on applications(rental_object_id) and the applicants' primary key.
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { applicants, applications } from '../db/schema';
import { APPLICANT_STATUSES } from '../domain/applicant-status';

/** The applicant's own registration on the object, if any (the unique index on applicant and object). */
export async function ownRegistration(db: DbOrTx, rentalObjectId: string, applicantId: number) {
  const [row] = await db
    .select({ applicationId: applications.applicationId, appliedAt: applications.createdAt })
    .from(applications)
    .where(and(eq(applications.rentalObjectId, rentalObjectId), eq(applications.applicantId, applicantId)));
  return row;
}

/** Every active registration on the object (queue members or not: they all count in the total). */
export async function registrationCount(db: DbOrTx, rentalObjectId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(applications).where(eq(applications.rentalObjectId, rentalObjectId));
  return Number(row?.n ?? 0);
}

/**
 * How many ranked registrations come before the applicant: queue members (status QUEUE with a queue date) with an
 * earlier queue date, or the same date and an earlier registration (then a lower id). `own` absent means "as if
 * registering now": everyone with the same date is ahead. Registration times compare in milliseconds, as the pure
 * module's do, so the two agree on ties.
 * No home has a tenant priority or a transfer queue with contract dates yet (no tenancy data is stored), so
 * queueTenant and queueTransfer do not reorder here; application-ranking.ts has their meaning for when they do.
 */
export async function registrationsAhead(
  db: DbOrTx,
  rentalObjectId: string,
  me: { applicantId: number; queueDate: string },
  own: { applicationId: number; appliedAt: Date } | undefined,
): Promise<number> {
  const sameDateAhead = own
    ? sql`(date_trunc('milliseconds', ${applications.createdAt}), ${applications.applicationId}) < (${own.appliedAt.toISOString()}::timestamptz, ${own.applicationId})`
    : sql`true`;
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .innerJoin(applicants, eq(applicants.applicantId, applications.applicantId))
    .where(
      and(
        eq(applications.rentalObjectId, rentalObjectId),
        ne(applications.applicantId, me.applicantId),
        eq(applicants.applicantStatusId, APPLICANT_STATUSES.QUEUE.applicantStatusId),
        sql`${applicants.queueDate} is not null`,
        sql`(${applicants.queueDate} < ${me.queueDate}::date or (${applicants.queueDate} = ${me.queueDate}::date and ${sameDateAhead}))`,
      ),
    );
  return Number(row?.n ?? 0);
}
