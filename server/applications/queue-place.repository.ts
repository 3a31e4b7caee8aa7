// The queue place in SQL (spec 001 §7): the meaning is server/domain/application-ranking.ts (estimateQueuePlace), which
// queue-place.int.test.ts compares this with on a generated queue. Nothing is counted in JavaScript, and nothing visits
// the applicants: each registration carries its applicant's rank key (rank_queue_date, kept by triggers, migration
// 0011), and the database counts the registrations ahead in one range of applications_rank_idx.
import { and, count, eq, getTableColumns, gte, isNotNull, max, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { preparedPerHandle } from '../db/prepared';
import { applicants, applicationQueueCounts, applications, isActiveStage, rentalObjects } from '../db/schema';
import { activeRegistrationsOn, summaryWith } from '../listings/listings.repository';

const own = alias(applications, 'own');
const counted = alias(applications, 'counted');

/** The month a queue date counts in, as the counts table keeps it (migration 0030's application_queue_month). */
const monthOf = (queueDate: SQLWrapper) => sql`application_queue_month(${queueDate})`;

/**
 * Those ranked ahead on a home of the rank key (queue date, registration time, id): queue members' active registrations
 * with a smaller key. The months before the key's month are summed from the counts table; inside its month they are
 * counted in one range of applications_rank_idx (a month of one home holds a few dozen, not thousands).
 */
function aheadOn(db: DbOrTx, home: SQLWrapper, key: { queueDate: SQLWrapper; appliedAt: SQLWrapper; applicationId: SQLWrapper }): SQL<number> {
  const months = db
    .select({ n: sql`coalesce(sum(${applicationQueueCounts.registrations}), 0)` })
    .from(applicationQueueCounts)
    .where(and(eq(applicationQueueCounts.rentalObjectId, home), sql`${applicationQueueCounts.queueMonth} < ${monthOf(key.queueDate)}`));
  const inMonth = db
    .select({ n: count() })
    .from(counted)
    .where(
      and(
        eq(counted.rentalObjectId, home),
        isNotNull(counted.rankQueueDate),
        isActiveStage(counted.stage),
        gte(counted.rankQueueDate, monthOf(key.queueDate)),
        sql`(${counted.rankQueueDate}, ${counted.createdAt}, ${counted.applicationId}) < (${key.queueDate}, ${key.appliedAt}, ${key.applicationId})`,
      ),
    );
  return sql<number>`((${months}) + (${inMonth}))`;
}

/** The highest place given at a home's close: one step down applications_place_idx. */
function closedOn(db: DbOrTx, home: SQLWrapper) {
  return db.select({ n: max(counted.queuePlace) }).from(counted).where(eq(counted.rentalObjectId, home));
}

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
  const [row] = await factsStatement(db).execute({ rentalObjectId, applicantId });
  return row;
}

/** queuePlaceFacts's statement, prepared (its planning took longer than running it: 1.5 ms against 0.4 ms). */
const factsStatement = preparedPerHandle((db) => {
  const applicantId = sql.placeholder('applicantId');
  const ahead = aheadOn(db, rentalObjects.rentalObjectId, {
    queueDate: applicants.queueDate,
    appliedAt: sql`coalesce(${own.createdAt}, 'infinity'::timestamptz)`,
    applicationId: sql`coalesce(${own.applicationId}, 2147483647)`,
  });
  const total = activeRegistrationsOn(db, rentalObjects.rentalObjectId);
  const closed = closedOn(db, rentalObjects.rentalObjectId);
  return summaryWith(db, {
    applicant: getTableColumns(applicants),
    own: { applicationId: own.applicationId, appliedAt: own.createdAt, stage: own.stage, queuePlace: own.queuePlace },
    total: sql<number>`(${total})`.mapWith(Number),
    ahead: sql<number | null>`case when ${own.queuePlace} is null and ${applicants.queueDate} is not null and ${rentalObjects.canCalculateQueueplace} then ${ahead} end`.mapWith(Number),
    closed: sql<number | null>`case when ${own.queuePlace} is not null then (${closed}) end`.mapWith(Number),
  })
    .leftJoin(applicants, eq(applicants.applicantId, applicantId))
    .leftJoin(own, and(eq(own.rentalObjectId, rentalObjects.rentalObjectId), eq(own.applicantId, applicantId)))
    .where(eq(rentalObjects.rentalObjectId, sql.placeholder('rentalObjectId')))
    .limit(1)
    .prepare('queue_place_facts');
});

/** The active registrations on each of several objects (queue members or not: they all count in the total), in one statement. */
export async function registrationCounts(db: DbOrTx, rentalObjectIds: readonly string[]): Promise<Map<string, number>> {
  if (!rentalObjectIds.length) return new Map();
  const rows = await countsStatement(db).execute({ ids: [...rentalObjectIds] });
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

const countsStatement = preparedPerHandle((db) =>
  db
    .select({ id: applicationQueueCounts.rentalObjectId, n: sql<number>`sum(${applicationQueueCounts.registrations})` })
    .from(applicationQueueCounts)
    .where(sql`${applicationQueueCounts.rentalObjectId} = any(${sql.placeholder('ids')}::text[])`)
    .groupBy(applicationQueueCounts.rentalObjectId)
    .prepare('queue_registration_counts'),
);

/**
 * Those ranked ahead (as queuePlaceFacts counts them) of each of an applicant's own registrations, in one statement
 * (each registration's count as queuePlaceFacts makes it): the applications page asks for a page of them at once.
 */
export async function registrationsAheadOfEach(
  db: DbOrTx,
  me: { applicantId: number; queueDate: string },
  owns: readonly { rentalObjectId: string; applicationId: number; appliedAt: Date }[],
): Promise<Map<number, number>> {
  if (!owns.length) return new Map();
  const rows = await aheadOfEachStatement(db).execute({
    queueDate: me.queueDate,
    homes: owns.map((o) => o.rentalObjectId),
    times: owns.map((o) => o.appliedAt.toISOString()),
    ids: owns.map((o) => o.applicationId),
  });
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}

const aheadOfEachStatement = preparedPerHandle((db) => {
  const mine = sql`unnest(${sql.placeholder('homes')}::text[], ${sql.placeholder('times')}::timestamptz[], ${sql.placeholder('ids')}::int[]) as mine(rental_object_id, applied_at, application_id)`;
  const ahead = aheadOn(db, sql`mine.rental_object_id`, { queueDate: sql`${sql.placeholder('queueDate')}::date`, appliedAt: sql`mine.applied_at`, applicationId: sql`mine.application_id` });
  return db
    .select({ id: sql<number>`mine.application_id`, n: sql<number>`${ahead}` })
    .from(mine)
    .prepare('queue_ahead_of_each');
});

/**
 * How many were ranked when the object's interest period closed: the places then given run 1 … N, and they stay when a
 * registration ends later (lost, cancelled), so the highest is N (one index step per home).
 */
export async function rankedAtClose(db: DbOrTx, rentalObjectIds: readonly string[]): Promise<Map<string, number>> {
  if (!rentalObjectIds.length) return new Map();
  const rows = await closedStatement(db).execute({ ids: [...rentalObjectIds] });
  return new Map(rows.map((r) => [r.id, Number(r.n ?? 0)]));
}

const closedStatement = preparedPerHandle((db) =>
  db
    .select({ id: sql<string>`home.id`, n: sql<number | null>`(${closedOn(db, sql`home.id`)})` })
    .from(sql`unnest(${sql.placeholder('ids')}::text[]) as home(id)`)
    .prepare('queue_ranked_at_close'),
);
