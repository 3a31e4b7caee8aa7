// The autopay job's SQL: the unpaid queue fees autopay may try now, and the claim of one attempt.
import { and, eq, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import { ORDER_STATUSES, PRODUCTS } from '../../src/rules/orders';
import type { DbOrTx } from '../db/client';
import { applicants, orders } from '../db/schema';
import { AUTOPAY_MAX_ATTEMPTS } from '../domain/queue-fee';

/** Unpaid queue fees of applicants with autopay that have attempts left and no retry waiting past `now`. */
export function listAutopayCandidates(db: DbOrTx, now: Date) {
  return db
    .select({ order: orders, subscription: applicants.autopayAgreementRef, email: applicants.email, firstName: applicants.firstName })
    .from(orders)
    .innerJoin(applicants, eq(applicants.applicantId, orders.applicantId))
    .where(
      and(
        eq(orders.productId, PRODUCTS.QUEUE_FEE.productId),
        eq(orders.orderStatusId, ORDER_STATUSES.UNPAID.orderStatusId),
        lt(orders.autopayAttempts, AUTOPAY_MAX_ATTEMPTS),
        or(isNull(orders.autopayNextAttemptAt), lte(orders.autopayNextAttemptAt, now)),
        isNotNull(applicants.autopayAgreementRef),
      ),
    );
}

/**
 * Claims the order's next autopay attempt: only while its count is still the one the caller saw and it is unpaid, so
 * of two runs (or two servers) one charges. Sets the first attempt's time (once) and when the next one is due.
 */
export async function claimAutopayAttempt(
  db: DbOrTx,
  orderId: number,
  seenAttempts: number,
  claim: { firstAttemptAt: Date; nextAttemptAt: Date | null },
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ autopayAttempts: seenAttempts + 1, autopayAttemptedAt: claim.firstAttemptAt, autopayNextAttemptAt: claim.nextAttemptAt })
    .where(and(eq(orders.orderId, orderId), eq(orders.autopayAttempts, seenAttempts), eq(orders.orderStatusId, ORDER_STATUSES.UNPAID.orderStatusId)))
    .returning({ id: orders.orderId });
  return rows.length === 1;
}
