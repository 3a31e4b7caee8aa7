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
    .select({ applicationId: applications.applicationId, appliedAt: applications.createdAt, stage: applications.stage, queuePlace: applications.queuePlace })
    .from(applications)
    .where(and(eq(applications.rentalObjectId, rentalObjectId), eq(applications.applicantId, applicantId)));
  return row;
}

/** Every active registration on the object (queue members or not: they all count in the total). */
export async function registrationCount(db: DbOrTx, rentalObjectId: string): Promise<number> {
  return (await registrationCounts(db, [rentalObjectId])).get(rentalObjectId) ?? 0;
}

/** registrationCount of several objects in one statement (an applicant's page of registrations). */
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
  if (own) return (await registrationsAheadOfEach(db, me, [{ rentalObjectId, ...own }])).get(own.applicationId) ?? 0;
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.rentalObjectId, rentalObjectId), ranked(me.applicantId), sql`${applications.rankQueueDate} <= ${me.queueDate}::date`));
  return Number(row?.n ?? 0);
}

/** The ranked registrations of others on the object: those a place is counted among. */
const ranked = (applicantId: number) => and(isNotNull(applications.rankQueueDate), active, ne(applications.applicantId, applicantId));

/**
 * registrationsAhead for each of an applicant's own registrations, in one statement (one count per registration, each
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
    .where(and(sql`${applications.rentalObjectId} = mine.rental_object_id`, ranked(me.applicantId), sql`${key} < (${me.queueDate}::date, mine.applied_at, mine.application_id)`));
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
