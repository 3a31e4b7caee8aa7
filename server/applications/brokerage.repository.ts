// The brokerage's SQL: a home's brokerage row (locked, so two steps on one home never interleave), the registrations on
// a home with what ranking needs, and what the deadline jobs look for.
import { and, asc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { applicants, applicationEvents, applications, brokerages, landlords, rentalObjects } from '../db/schema';
import type { ApplicationRow } from './application-state';

export type BrokerageRow = typeof brokerages.$inferSelect;

/** What the brokerage needs of a home: its reply day, ranking rules, fee and address. */
export async function findHome(db: DbOrTx, rentalObjectId: string) {
  const [row] = await db
    .select({
      rentalObjectId: rentalObjects.rentalObjectId,
      street: rentalObjects.street,
      city: rentalObjects.city,
      lastReplyDate: rentalObjects.lastReplyDate,
      canCalculateQueueplace: rentalObjects.canCalculateQueueplace,
      queueTenant: rentalObjects.queueTenant,
      queueTransfer: rentalObjects.queueTransfer,
      agencyFee: rentalObjects.agencyFee,
      landlordName: landlords.name,
    })
    .from(rentalObjects)
    .innerJoin(landlords, eq(landlords.landlordId, rentalObjects.landlordId))
    .where(eq(rentalObjects.rentalObjectId, rentalObjectId));
  return row;
}
export type BrokerageHome = NonNullable<Awaited<ReturnType<typeof findHome>>>;

/** The home's brokerage row, created if missing, locked for the rest of the transaction. */
export async function lockOrCreateBrokerage(tx: Tx, rentalObjectId: string): Promise<BrokerageRow> {
  await tx.insert(brokerages).values({ rentalObjectId }).onConflictDoNothing();
  const [row] = await tx.select().from(brokerages).where(eq(brokerages.rentalObjectId, rentalObjectId)).for('update');
  return row!;
}

/** The home's brokerage row locked, or undefined before the interest period was closed. */
export async function lockBrokerage(tx: Tx, rentalObjectId: string): Promise<BrokerageRow | undefined> {
  const [row] = await tx.select().from(brokerages).where(eq(brokerages.rentalObjectId, rentalObjectId)).for('update');
  return row;
}

export async function markPeriodClosed(tx: Tx, rentalObjectId: string, lastReplyDate: string, now: Date): Promise<void> {
  await tx
    .update(brokerages)
    .set({ periodClosedAt: now, lastReplyDate })
    .where(and(eq(brokerages.rentalObjectId, rentalObjectId), isNull(brokerages.periodClosedAt)));
}

export async function markContractSigned(tx: Tx, rentalObjectId: string, applicationId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(brokerages)
    .set({ winnerApplicationId: applicationId, contractSignedAt: now })
    .where(and(eq(brokerages.rentalObjectId, rentalObjectId), isNull(brokerages.winnerApplicationId)))
    .returning({ rentalObjectId: brokerages.rentalObjectId });
  return rows.length > 0;
}

export interface QueuedRegistration {
  row: ApplicationRow;
  queueDate: string | null;
  applicantStatusId: number;
}

/** Every registration on the home with its applicant's queue date and status, in application id order. */
export async function registrationsOnHome(db: DbOrTx, rentalObjectId: string): Promise<QueuedRegistration[]> {
  return db
    .select({ row: applications, queueDate: applicants.queueDate, applicantStatusId: applicants.applicantStatusId })
    .from(applications)
    .innerJoin(applicants, eq(applicants.applicantId, applications.applicantId))
    .where(eq(applications.rentalObjectId, rentalObjectId))
    .orderBy(asc(applications.applicationId));
}

/** Homes whose last reply day is before `today` and that still have registrations waiting at stage INTEREST. */
export async function homesDueForClosing(db: DbOrTx, today: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ rentalObjectId: applications.rentalObjectId })
    .from(applications)
    .innerJoin(rentalObjects, eq(rentalObjects.rentalObjectId, applications.rentalObjectId))
    .where(and(eq(applications.stage, 'INTEREST'), lt(rentalObjects.lastReplyDate, today)))
    .orderBy(asc(applications.rentalObjectId));
  return rows.map((r) => r.rentalObjectId);
}

/** Offers whose reply time has passed (the partial index on last_reply_time where stage = 'OFFERED'). */
export async function expiredOffers(db: DbOrTx, now: Date): Promise<number[]> {
  const rows = await db
    .select({ applicationId: applications.applicationId })
    .from(applications)
    .where(and(eq(applications.stage, 'OFFERED'), lt(applications.lastReplyTime, now)))
    .orderBy(asc(applications.applicationId));
  return rows.map((r) => r.applicationId);
}

export const REMINDER_EVENT = 'REMINDER_SENT';

/** The deadline a registration waits on an answer for: the offer's reply time, or the showing invitation's. */
const deadlineOf = sql<Date>`case when ${applications.stage} = 'OFFERED' then ${applications.lastReplyTime} else ${applications.showingLastReplyTime} end`;

const notReminded = sql`not exists (select 1 from ${applicationEvents} e where e.application_id = ${applications.applicationId} and e.type = ${REMINDER_EVENT} and (e.detail->>'deadline')::timestamptz = ${deadlineOf})`;

/**
 * Registrations waiting for the applicant's answer whose deadline falls within the next `windowMs` and who have not been
 * reminded of that deadline: offers, and showing invitations not yet answered (nor cancelled).
 */
export async function dueForReminder(db: DbOrTx, now: Date, windowMs: number): Promise<number[]> {
  const until = new Date(now.getTime() + windowMs);
  const offer = and(eq(applications.stage, 'OFFERED'), gte(applications.lastReplyTime, now), lte(applications.lastReplyTime, until));
  const showing = and(
    eq(applications.stage, 'SHOWING_INVITED'),
    isNull(applications.showingAnswer),
    eq(applications.showingCanceled, false),
    gte(applications.showingLastReplyTime, now),
    lte(applications.showingLastReplyTime, until),
  );
  const rows = await db
    .select({ applicationId: applications.applicationId })
    .from(applications)
    .where(and(sql`(${offer} or ${showing})`, notReminded))
    .orderBy(asc(applications.applicationId));
  return rows.map((r) => r.applicationId);
}

/**
 * Claims the reminder of one registration's current deadline (locks the row, re-checks, writes the history entry), so
 * a second run or a second server never reminds twice. Returns the claim's event id and the deadline, or null.
 */
export async function claimReminder(tx: Tx, applicationId: number, now: Date): Promise<{ eventId: number; row: ApplicationRow; deadline: Date } | null> {
  const [row] = await tx
    .select()
    .from(applications)
    .where(and(eq(applications.applicationId, applicationId), inArray(applications.stage, ['OFFERED', 'SHOWING_INVITED']), notReminded))
    .for('update');
  if (!row) return null;
  const deadline = row.stage === 'OFFERED' ? row.lastReplyTime : row.showingLastReplyTime;
  if (!deadline || deadline < now) return null;
  const [event] = await tx
    .insert(applicationEvents)
    .values({
      applicationId: row.applicationId,
      applicantId: row.applicantId,
      rentalObjectId: row.rentalObjectId,
      type: REMINDER_EVENT,
      fromStage: row.stage,
      toStage: row.stage,
      detail: { deadline: deadline.toISOString() },
      actor: 'system',
      at: now,
    })
    .returning({ eventId: applicationEvents.eventId });
  return { eventId: event!.eventId, row, deadline };
}

/** Gives a reminder claim back (the e-mail could not be sent), so the next run tries again. */
export async function releaseReminder(db: DbOrTx, eventId: number): Promise<void> {
  await db.delete(applicationEvents).where(and(eq(applicationEvents.eventId, eventId), eq(applicationEvents.type, REMINDER_EVENT)));
}

/** What a brokerage e-mail says about one registration: the applicant's name and address, the home, the state. */
export async function noticeFacts(db: DbOrTx, applicationId: number) {
  const [row] = await db
    .select({
      application: applications,
      email: applicants.email,
      firstName: applicants.firstName,
      street: rentalObjects.street,
      city: rentalObjects.city,
    })
    .from(applications)
    .innerJoin(applicants, eq(applicants.applicantId, applications.applicantId))
    .innerJoin(rentalObjects, eq(rentalObjects.rentalObjectId, applications.rentalObjectId))
    .where(eq(applications.applicationId, applicationId));
  return row;
}
