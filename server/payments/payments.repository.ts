// Provider payments, handled webhook events, and the refunds of second charges. (Autopay's attempts: autopay.repository.ts.)
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { payments, webhookEvents, type PaymentRow } from '../db/schema';

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

/** Whether a webhook event was handled already (the provider delivers at least once). */
export async function wasHandled(db: DbOrTx, eventId: string): Promise<boolean> {
  const rows = await db.select({ id: webhookEvents.eventId }).from(webhookEvents).where(eq(webhookEvents.eventId, eventId)).limit(1);
  return rows.length === 1;
}

/** Records a webhook event as handled (a second record of the same event changes nothing). */
export async function markHandled(db: DbOrTx, eventId: string, event: string): Promise<void> {
  await db.insert(webhookEvents).values({ eventId, event }).onConflictDoNothing();
}

/** The order's hosted pages still open at the provider (one, unless rows predate the one-open-page index). */
export async function listOpenCheckouts(db: DbOrTx, orderId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, 'checkout'), eq(payments.status, 'created')));
}

/** Records a new open hosted page; false when the order already has one (another payOrder got there first). */
export async function insertOpenCheckout(db: DbOrTx, row: Omit<typeof payments.$inferInsert, 'kind' | 'status'> & { orderId: number }): Promise<boolean> {
  const rows = await db
    .insert(payments)
    .values({ ...row, kind: 'checkout', status: 'created' })
    .onConflictDoNothing()
    .returning({ id: payments.paymentId });
  return rows.length === 1;
}

/** An open hosted page the provider closed (terminated, or its reservation cancelled) before any money moved. */
export async function markClosed(db: DbOrTx, paymentId: string, at: Date): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'cancelled', completedAt: at })
    .where(and(eq(payments.paymentId, paymentId), eq(payments.status, 'created')));
}

/**
 * Claims a payment that charged an order someone else already paid for a refund: true when this caller must ask the
 * provider, which is the first to claim it and anyone after a request that got no refund id (the provider's
 * Idempotency-Key makes that repeat refund nothing twice).
 */
export async function claimRefund(db: DbOrTx, paymentId: string): Promise<boolean> {
  const claimed = await db
    .update(payments)
    .set({ status: 'refunding' })
    .where(and(eq(payments.paymentId, paymentId), inArray(payments.status, ['created', 'failed', 'cancelled'])))
    .returning({ id: payments.paymentId });
  if (claimed.length === 1) return true;
  const row = await findPayment(db, paymentId);
  return row?.status === 'refunding' && !row.refundId;
}

/** The provider's refund id, once it answered (the status moves on with the refund's webhooks). */
export async function setRefundId(db: DbOrTx, paymentId: string, refundId: string): Promise<void> {
  await db.update(payments).set({ refundId }).where(eq(payments.paymentId, paymentId));
}

/** The provider says how a refund we asked for ended; returns the payment when this changed it. */
export async function finishRefund(
  db: DbOrTx,
  paymentId: string,
  outcome: { status: 'refunded' | 'refund-failed'; refundId: string | undefined; at: Date },
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status: outcome.status, ...(outcome.status === 'refunded' ? { refundedAt: outcome.at } : {}), ...(outcome.refundId ? { refundId: outcome.refundId } : {}) })
    .where(and(eq(payments.paymentId, paymentId), eq(payments.status, 'refunding')))
    .returning();
  return row;
}
