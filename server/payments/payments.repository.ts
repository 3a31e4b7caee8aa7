// Provider payments, handled webhook events, autopay attempts.
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { orders, payments, webhookEvents, type PaymentRow } from '../db/schema';

export async function insertPayment(db: DbOrTx, row: typeof payments.$inferInsert): Promise<void> {
  await db.insert(payments).values(row).onConflictDoNothing();
}

export async function findPayment(db: DbOrTx, paymentId: string): Promise<PaymentRow | undefined> {
  const rows = await db.select().from(payments).where(eq(payments.paymentId, paymentId)).limit(1);
  return rows[0];
}

export async function updatePayment(db: DbOrTx, paymentId: string, patch: Partial<PaymentRow>): Promise<void> {
  await db.update(payments).set(patch).where(eq(payments.paymentId, paymentId));
}

/** True the first time an event id is seen: the provider delivers at least once. */
export async function firstSighting(db: DbOrTx, eventId: string, event: string): Promise<boolean> {
  const rows = await db.insert(webhookEvents).values({ eventId, event }).onConflictDoNothing().returning({ id: webhookEvents.eventId });
  return rows.length === 1;
}

/** Claims the order's one autopay attempt; false when another run already did. */
export async function claimAutopayAttempt(db: DbOrTx, orderId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ autopayAttemptedAt: now })
    .where(and(eq(orders.orderId, orderId), isNull(orders.autopayAttemptedAt)))
    .returning({ id: orders.orderId });
  return rows.length === 1;
}
