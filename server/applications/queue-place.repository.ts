// The queue place in SQL (spec 001 §7): the meaning is server/domain/application-ranking.ts (estimateQueuePlace), which
// queue-place.int.test.ts compares this with on a generated queue. Nothing is counted in JavaScript, and nothing visits
// the applicants: each registration carries its applicant's rank key (rank_queue_date, kept by triggers, migration
// 0011), and the database counts the registrations ahead in one range of applications_rank_idx.
import { and, count, eq, inArray, isNotNull, max, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { applications } from '../db/schema';
import { ACTIVE_STAGES } from '../domain/application-stages';

const active = inArray(applications.stage, [...ACTIVE_STAGES]);

/** The applicant's own registration on the object, if any (the unique index on applicant and object). */
export async function ownRegistration(db: DbOrTx, rentalObjectId: string, applicantId: number) {
  const [row] = await db
    .select({ applicationId: applications.applicationId, appliedAt: applications.createdAt, stage: applications.stage })
    .from(applications)
    .where(and(eq(applications.rentalObjectId, rentalObjectId), eq(applications.applicantId, applicantId)));
  return row;
}

/** Every active registration on the object (queue members or not: they all count in the total). */
export async function registrationCount(db: DbOrTx, rentalObjectId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.rentalObjectId, rentalObjectId), active));
  return Number(row?.n ?? 0);
}

/**
 * How many ranked registrations come before the applicant: active registrations of queue members (status QUEUE with
 * a queue date) with an earlier queue date, or the same date and an earlier registration (then a lower id). `own`
 * absent means "as if registering now": everyone with the same date is ahead. Registration times are stored to the
 * millisecond, as the pure module compares them, so the two agree on ties.
 * No home has a tenant priority or a transfer queue with contract dates yet (no tenancy data is stored), so
 * queueTenant and queueTransfer do not reorder here; application-ranking.ts has their meaning for when they do.
 */
export async function registrationsAhead(
  db: DbOrTx,
  rentalObjectId: string,
  me: { applicantId: number; queueDate: string },
  own: { applicationId: number; appliedAt: Date } | undefined,
): Promise<number> {
  const key = sql`(${applications.rankQueueDate}, ${applications.createdAt}, ${applications.applicationId})`;
  const ahead = own
    ? sql`${key} < (${me.queueDate}::date, ${own.appliedAt.toISOString()}::timestamptz, ${own.applicationId})`
    : sql`${applications.rankQueueDate} <= ${me.queueDate}::date`;
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.rentalObjectId, rentalObjectId), isNotNull(applications.rankQueueDate), active, ne(applications.applicantId, me.applicantId), ahead));
  return Number(row?.n ?? 0);
}

/**
 * How many were ranked when the object's interest period closed: the places then given run 1 … N, and they stay when a
 * registration ends later (lost, cancelled), so the highest is N.
 */
export async function rankedAtClose(db: DbOrTx, rentalObjectId: string): Promise<number> {
  const [row] = await db.select({ n: max(applications.queuePlace) }).from(applications).where(eq(applications.rentalObjectId, rentalObjectId));
  return Number(row?.n ?? 0);
}
