// The payments area's tables: orders (spec 000 §3), payments at the card provider and the provider's webhook events.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { applicants } from './account';

/** Orders (spec 000 §3). Amounts in öre. At most one unpaid queue-fee order per applicant. */
export const orders = pgTable(
  'orders',
  {
    orderId: serial('order_id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.applicantId, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    orderStatusId: integer('order_status_id').notNull(),
    amount: integer('amount').notNull(),
    lateAgencyFee: integer('late_agency_fee').notNull().default(0),
    description: text('description').notNull(),
    dueDate: date('due_date').notNull(),
    paidDate: date('paid_date'),
    feeStartDate: date('fee_start_date'),
    feeEndDate: date('fee_end_date'),
    paymentMethodId: integer('payment_method_id').notNull().default(1),
    ocr: text('ocr'),
    isCoApplicantUpgrade: boolean('is_co_applicant_upgrade').notNull().default(false),
    isRegistration: boolean('is_registration').notNull().default(false),
    /** The renewal reminder e-mail was sent (the renewal job is idempotent). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** The autopay job's first attempt at this order (set with the first claim; the retries count from it). */
    autopayAttemptedAt: timestamp('autopay_attempted_at', { withTimezone: true }),
    /**
     * Autopay attempts claimed so far. Each is claimed atomically (on the count seen) before the provider is asked, so
     * two runs or two servers never charge one attempt twice; after AUTOPAY_MAX_ATTEMPTS the order is the applicant's to
     * pay by card (server/domain/queue-fee.ts).
     */
    autopayAttempts: integer('autopay_attempts').notNull().default(0),
    /** When autopay tries this order again (3 and 7 days after the first attempt); null: not before the first, or never. */
    autopayNextAttemptAt: timestamp('autopay_next_attempt_at', { withTimezone: true }),
    /**
     * The card (unscheduled subscription) charged by the attempt autopayAttempts while its outcome is not recorded:
     * set with the claim, cleared in the transaction that records the answer. While set, the attempt is replayed with
     * its same Idempotency-Key (autopay-<orderId>-<attempt>) before any new one (server/payments/autopay-attempt.ts).
     */
    autopayInFlightCard: text('autopay_in_flight_card'),
    /** When the in-flight attempt was last sent (claimed or replayed): a replay waits AUTOPAY_REPLAY_AFTER_MS after it. */
    autopayInFlightSince: timestamp('autopay_in_flight_since', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_applicant_idx').on(t.applicantId),
    uniqueIndex('orders_one_unpaid_queue_fee_uq').on(t.applicantId).where(sql`product_id = 1 and order_status_id = 1`),
  ],
);

/**
 * Payments at the card provider, one per attempt (checkout) or autopay charge. Status: created (open at the provider),
 * paid (it paid its order), failed, cancelled (closed at the provider before any money moved), refunding (it charged an
 * order that was already paid: the refund is claimed and asked for), refunded (the provider completed it),
 * refund-failed (the provider could not refund it: for customer service).
 */
export const payments = pgTable(
  'payments',
  {
    paymentId: text('payment_id').primaryKey(),
    orderId: integer('order_id').references(() => orders.orderId, { onDelete: 'cascade' }),
    applicantId: integer('applicant_id').references(() => applicants.applicantId, { onDelete: 'cascade' }),
    /** checkout: the hosted page for an order; autopay: a charge of the stored card; card-registration: autopay set-up. */
    kind: text('kind', { enum: ['checkout', 'autopay', 'card-registration'] }).notNull(),
    status: text('status', { enum: ['created', 'paid', 'failed', 'cancelled', 'refunding', 'refunded', 'refund-failed'] }).notNull().default('created'),
    amount: integer('amount').notNull(),
    chargeId: text('charge_id'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The provider's refund of a second charge, once it answered. */
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    // One open hosted page per order: a new one closes the earlier one, and two at once cannot both be kept.
    uniqueIndex('payments_one_open_checkout_uq').on(t.orderId).where(sql`kind = 'checkout' and status = 'created'`),
  ],
);

/** Webhook events already handled (the provider delivers at least once). */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: createdAt(),
});

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
