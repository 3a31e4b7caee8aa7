// The autopay job's SQL: the unpaid queue fees autopay may try now, the claim of one attempt, the attempts in flight
// whose answer was never recorded (replayed with their key) and the record that an attempt's answer is known.
import { and, eq, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import { ORDER_STATUSES, PRODUCTS } from '../../src/rules/orders';
import type { DbOrTx } from '../db/client';
import { applicants, orders } from '../db/schema';
import { AUTOPAY_MAX_ATTEMPTS } from '../domain/queue-fee';

const candidate = { order: orders, subscription: applicants.autopayAgreementRef, email: applicants.email, firstName: applicants.firstName };

/**
 * Unpaid queue fees of applicants with autopay that have attempts left, no retry waiting past `now` and no attempt in
 * flight.
 */
export function listAutopayCandidates(db: DbOrTx, now: Date) {
  return db
    .select(candidate)
    .from(orders)
    .innerJoin(applicants, eq(applicants.applicantId, orders.applicantId))
    .where(
      and(
        eq(orders.productId, PRODUCTS.QUEUE_FEE.productId),
        eq(orders.orderStatusId, ORDER_STATUSES.UNPAID.orderStatusId),
        lt(orders.autopayAttempts, AUTOPAY_MAX_ATTEMPTS),
        or(isNull(orders.autopayNextAttemptAt), lte(orders.autopayNextAttemptAt, now)),
        isNull(orders.autopayInFlightCard),
        isNotNull(applicants.autopayAgreementRef),
      ),
    );
}

/**
 * Orders whose last autopay attempt is in flight (its answer never recorded) and was last sent at or before
 * `sentBefore` — paid ones too: a card payment since then makes its charge a second one, to be refunded.
 */
export function listAutopayAttemptsInFlight(db: DbOrTx, sentBefore: Date) {
  return db
    .select(candidate)
    .from(orders)
    .innerJoin(applicants, eq(applicants.applicantId, orders.applicantId))
    .where(and(isNotNull(orders.autopayInFlightCard), lte(orders.autopayInFlightSince, sentBefore)));
}

/** Claims the replay of an attempt in flight (one run of several): only while it is still in flight and not sent since. */
export async function claimAutopayReplay(db: DbOrTx, orderId: number, attempt: number, sentBefore: Date, now: Date): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ autopayInFlightSince: now })
    .where(and(eq(orders.orderId, orderId), eq(orders.autopayAttempts, attempt), isNotNull(orders.autopayInFlightCard), lte(orders.autopayInFlightSince, sentBefore)))
    .returning({ id: orders.orderId });
  return rows.length === 1;
}

/**
 * Records that the attempt's answer is known (with the payment row, in its transaction, when it charged): true once,
 * for the one run that records it.
 */
export async function settleAutopayAttempt(db: DbOrTx, orderId: number, attempt: number): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ autopayInFlightCard: null, autopayInFlightSince: null })
    .where(and(eq(orders.orderId, orderId), eq(orders.autopayAttempts, attempt), isNotNull(orders.autopayInFlightCard)))
    .returning({ id: orders.orderId });
  return rows.length === 1;
}

/**
 * Claims the order's next autopay attempt: only while its count is still the one the caller saw, it is unpaid and no
 * attempt is in flight, so of two runs (or two servers) one charges. Sets the first attempt's time (once), when the
 * next one is due, and the attempt in flight on this card since `now`.
 */
export async function claimAutopayAttempt(
  db: DbOrTx,
  orderId: number,
  seenAttempts: number,
  claim: { firstAttemptAt: Date; nextAttemptAt: Date | null; card: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({
      autopayAttempts: seenAttempts + 1,
      autopayAttemptedAt: claim.firstAttemptAt,
      autopayNextAttemptAt: claim.nextAttemptAt,
      autopayInFlightCard: claim.card,
      autopayInFlightSince: claim.now,
    })
    .where(
      and(
        eq(orders.orderId, orderId),
        eq(orders.autopayAttempts, seenAttempts),
        eq(orders.orderStatusId, ORDER_STATUSES.UNPAID.orderStatusId),
        isNull(orders.autopayInFlightCard),
      ),
    )
    .returning({ id: orders.orderId });
  return rows.length === 1;
}
