// The queue place in SQL (spec 001 §7): the meaning is server/domain/application-ranking.ts (estimateQueuePlace), which
// queue-place.int.test.ts compares this with on a generated queue. Nothing is counted in JavaScript, and nothing visits
// the applicants: each registration carries its applicant's rank key (rank_queue_date, kept by triggers, migration
// 0011), and the database counts the registrations ahead in one range of applications_rank_idx.
import { and, count, eq, getTableColumns, inArray, isNotNull, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { applicants, applications, rentalObjects } from '../db/schema';
import { ACTIVE_STAGES } from '../domain/application-stages';
import { summaryWith } from '../listings/listings.repository';

const active = inArray(applications.stage, [...ACTIVE_STAGES]);

const own = alias(applications, 'own');
const counted = alias(applications, 'counted');

/**
 * Everything the detail page's queue place is made of, in one statement (one round trip: docs/performance.md): the
 * object's summary, the applicant, their own registration on it (the unique index on applicant and object), the total
 * of active registrations, and only where the answer may need it the count of those ranked ahead (no fixed place yet,
 * a queue date, a home that ranks) or the highest place given at the close (a fixed place). No row: no such object.
 *
 * Those ahead: ranked registrations (queue members' active ones) with an earlier queue date, or the same date and an
 * earlier registration, then a lower id. Without an own registration it is "as if registering now": everyone with the
 * same date is ahead, which the row comparison gives with an infinitely late registration. Registration times are stored
 * to the millisecond, as the pure module compares them, so the two agree on ties. The applicant's own row needs no
 * condition of its own: it is the compared key itself (a strict comparison), and without one they have no row here.
 * No home has a tenant priority or a transfer queue with contract dates yet (no tenancy data is stored), so
 * queueTenant and queueTransfer do not reorder here; application-ranking.ts has their meaning for when they do.
 */
export async function queuePlaceFacts(db: DbOrTx, rentalObjectId: string, applicantId: number) {
  const ahead = db
    .select({ n: count() })
    .from(counted)
    .where(
      and(
        eq(counted.rentalObjectId, rentalObjects.rentalObjectId),
        isNotNull(counted.rankQueueDate),
        inArray(counted.stage, [...ACTIVE_STAGES]),
        sql`(${counted.rankQueueDate}, ${counted.createdAt}, ${counted.applicationId}) < (${applicants.queueDate}, coalesce(${own.createdAt}, 'infinity'::timestamptz), coalesce(${own.applicationId}, 2147483647))`,
      ),
    );
  const total = db.select({ n: count() }).from(counted).where(and(eq(counted.rentalObjectId, rentalObjects.rentalObjectId), inArray(counted.stage, [...ACTIVE_STAGES])));
  const closed = db.select({ n: max(counted.queuePlace) }).from(counted).where(eq(counted.rentalObjectId, rentalObjects.rentalObjectId));
  const [row] = await summaryWith(db, {
    applicant: getTableColumns(applicants),
    own: { applicationId: own.applicationId, appliedAt: own.createdAt, stage: own.stage, queuePlace: own.queuePlace },
    total: sql<number>`(${total})`.mapWith(Number),
    ahead: sql<number | null>`case when ${own.queuePlace} is null and ${applicants.queueDate} is not null and ${rentalObjects.canCalculateQueueplace} then (${ahead}) end`.mapWith(Number),
    closed: sql<number | null>`case when ${own.queuePlace} is not null then (${closed}) end`.mapWith(Number),
  })
    .leftJoin(applicants, eq(applicants.applicantId, applicantId))
    .leftJoin(own, and(eq(own.rentalObjectId, rentalObjects.rentalObjectId), eq(own.applicantId, applicantId)))
    .where(eq(rentalObjects.rentalObjectId, rentalObjectId))
    .limit(1);
  return row;
}

/** The active registrations on each of several objects (queue members or not: they all count in the total), in one statement. */
export async function registrationCounts(db: DbOrTx, rentalObjectIds: readonly string[]): Promise<Map<string, number>> {
  if (!rentalObjectIds.length) return new Map();
  const rows = await db
    .select({ id: applications.rentalObjectId, n: count() })
    .from(applications)
    .where(and(inArray(applications.rentalObjectId, [...rentalObjectIds]), active))
    .groupBy(applications.rentalObjectId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/**
 * Those ranked ahead (as queuePlaceFacts counts them) of each of an applicant's own registrations, in one statement (one count per registration, each
 * in its own range of applications_rank_idx): the applications page asks for a page of them at once.
 */
export async function registrationsAheadOfEach(
  db: DbOrTx,
  me: { applicantId: number; queueDate: string },
  owns: readonly { rentalObjectId: string; applicationId: number; appliedAt: Date }[],
): Promise<Map<number, number>> {
  if (!owns.length) return new Map();
  const mine = sql.join(
    owns.map((o) => sql`(${o.rentalObjectId}::text, ${o.appliedAt.toISOString()}::timestamptz, ${o.applicationId}::int)`),
    sql`, `,
  );
  const key = sql`(${applications.rankQueueDate}, ${applications.createdAt}, ${applications.applicationId})`;
  const counted = db
    .select({ n: count() })
    .from(applications)
    .where(and(sql`${applications.rentalObjectId} = mine.rental_object_id`, isNotNull(applications.rankQueueDate), active, sql`${key} < (${me.queueDate}::date, mine.applied_at, mine.application_id)`));
  const result = await db.execute(
    sql`select mine.application_id as id, (${counted}) as n from (values ${mine}) as mine(rental_object_id, applied_at, application_id)`,
  );
  const rows = ((result as unknown as { rows?: { id: number; n: number | string }[] }).rows ?? (result as unknown as { id: number; n: number | string }[]));
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}

/**
 * How many were ranked when the object's interest period closed: the places then given run 1 … N, and they stay when a
 * registration ends later (lost, cancelled), so the highest is N.
 */
export async function rankedAtClose(db: DbOrTx, rentalObjectIds: readonly string[]): Promise<Map<string, number>> {
  if (!rentalObjectIds.length) return new Map();
  const rows = await db
    .select({ id: applications.rentalObjectId, n: max(applications.queuePlace) })
    .from(applications)
    .where(inArray(applications.rentalObjectId, [...rentalObjectIds]))
    .groupBy(applications.rentalObjectId);
  return new Map(rows.map((r) => [r.id, Number(r.n ?? 0)]));
}
