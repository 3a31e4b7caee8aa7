// Saved searches and the record of objects already e-mailed for them: all subscription SQL lives here.
import { and, asc, eq, gt, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { applicants, rentalObjects, subscriptionNotifications, subscriptions, type SubscriptionFilterJson, type SubscriptionRow } from '../db/schema';
import { APPLICANT_STATUSES } from '../domain/applicant-status';

export function listOwn(db: DbOrTx, applicantId: number): Promise<SubscriptionRow[]> {
  return db.select().from(subscriptions).where(eq(subscriptions.applicantId, applicantId)).orderBy(asc(subscriptions.subscriptionId));
}

/** A saved search of the applicant's own, or undefined (another's is never found). */
export async function findOwn(db: DbOrTx, applicantId: number, subscriptionId: number): Promise<SubscriptionRow | undefined> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.subscriptionId, subscriptionId), eq(subscriptions.applicantId, applicantId)))
    .limit(1);
  return rows[0];
}

/** Locks the applicant's row so two saves at once cannot both pass the limit of five. */
export async function lockApplicant(db: DbOrTx, applicantId: number): Promise<void> {
  await db.select({ id: applicants.applicantId }).from(applicants).where(eq(applicants.applicantId, applicantId)).for('update');
}

export async function countOwn(db: DbOrTx, applicantId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(subscriptions).where(eq(subscriptions.applicantId, applicantId));
  return row?.n ?? 0;
}

export async function insertSubscription(
  db: DbOrTx,
  row: { applicantId: number; name: string; sendNotifications: boolean; filter: SubscriptionFilterJson; createdAt: Date; expiresAt: Date },
): Promise<SubscriptionRow> {
  const [inserted] = await db.insert(subscriptions).values(row).returning();
  if (!inserted) throw new Error('insert into subscriptions returned nothing');
  return inserted;
}

export async function updateOwn(
  db: DbOrTx,
  applicantId: number,
  subscriptionId: number,
  patch: Partial<Pick<SubscriptionRow, 'name' | 'sendNotifications' | 'filter' | 'expiresAt'>>,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set(patch)
    .where(and(eq(subscriptions.subscriptionId, subscriptionId), eq(subscriptions.applicantId, applicantId)))
    .returning();
  return row;
}

export async function deleteOwn(db: DbOrTx, applicantId: number, subscriptionId: number): Promise<boolean> {
  const rows = await db
    .delete(subscriptions)
    .where(and(eq(subscriptions.subscriptionId, subscriptionId), eq(subscriptions.applicantId, applicantId)))
    .returning({ id: subscriptions.subscriptionId });
  return rows.length > 0;
}

/** Saved searches that notify and have not expired, of applicants with an e-mail and an open account. */
export function listNotifying(db: DbOrTx, now: Date) {
  return db
    .select({
      subscriptionId: subscriptions.subscriptionId,
      applicantId: subscriptions.applicantId,
      name: subscriptions.name,
      filter: subscriptions.filter,
      createdAt: subscriptions.createdAt,
      email: applicants.email,
      firstName: applicants.firstName,
    })
    .from(subscriptions)
    .innerJoin(applicants, eq(applicants.applicantId, subscriptions.applicantId))
    .where(
      and(
        eq(subscriptions.sendNotifications, true),
        gt(subscriptions.expiresAt, now),
        isNotNull(applicants.email),
        ne(applicants.applicantStatusId, APPLICANT_STATUSES.DEREGISTERED.applicantStatusId),
      ),
    )
    .orderBy(asc(subscriptions.applicantId), asc(subscriptions.subscriptionId));
}

/** What has been e-mailed for the applicants' saved searches (all of them, notifying or not). */
export function listSentForApplicants(db: DbOrTx, applicantIds: number[]) {
  if (applicantIds.length === 0) return Promise.resolve([]);
  return db
    .select({ applicantId: subscriptions.applicantId, rentalObjectId: subscriptionNotifications.rentalObjectId, sentAt: subscriptionNotifications.sentAt })
    .from(subscriptionNotifications)
    .innerJoin(subscriptions, eq(subscriptions.subscriptionId, subscriptionNotifications.subscriptionId))
    .where(inArray(subscriptions.applicantId, applicantIds));
}

/** Claims objects for a mail before it is sent; returns only the rows this call claimed. */
export function claimSent(db: DbOrTx, rows: { subscriptionId: number; rentalObjectId: string; sentAt: Date }[]) {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insert(subscriptionNotifications)
    .values(rows)
    .onConflictDoNothing()
    .returning({ subscriptionId: subscriptionNotifications.subscriptionId, rentalObjectId: subscriptionNotifications.rentalObjectId });
}

/** Gives claims back when the mail could not be sent (the objects are then tried again on the next run). */
export async function releaseSent(db: DbOrTx, rows: { subscriptionId: number; rentalObjectId: string }[]): Promise<void> {
  for (const r of rows) {
    await db
      .delete(subscriptionNotifications)
      .where(and(eq(subscriptionNotifications.subscriptionId, r.subscriptionId), eq(subscriptionNotifications.rentalObjectId, r.rentalObjectId)));
  }
}

/**
 * Removes the mail log's rows of homes whose last day for registering interest is before `closedBefore` (a day): the
 * mail lists only homes open for interest, so such a row can no longer keep a home from being mailed twice. Returns how
 * many. (Rows of removed saved searches go with them: on delete cascade.)
 */
export async function pruneSentLog(db: DbOrTx, closedBefore: string): Promise<number> {
  const closed = db.select({ id: rentalObjects.rentalObjectId }).from(rentalObjects).where(lt(rentalObjects.lastReplyDate, closedBefore));
  const rows = await db
    .delete(subscriptionNotifications)
    .where(inArray(subscriptionNotifications.rentalObjectId, closed))
    .returning({ id: subscriptionNotifications.subscriptionId });
  return rows.length;
}
