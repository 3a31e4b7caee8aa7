// The shape of one sandbox payment (its card, charges, refunds, hosted-page attempts): data only, shared by the
// payment's pure life (payment.ts) and the webhook events it emits (events.ts).
import type { CheckoutRequest, Order, OrderItem, WebhookRegistration } from '../types';
import type { CardBehaviour } from './cards';

export interface CardUsed {
  brand: 'Visa' | 'MasterCard';
  maskedPan: string;
  /** MMYY, as Nexi reports it. */
  expiryDate: string;
  behaviour: CardBehaviour;
}

export interface Charge {
  chargeId: string;
  amount: number;
  at: Date;
  orderItems: OrderItem[];
}

/** Nexi's refund states; the sandbox never lets one expire. */
export type RefundState = 'Pending' | 'Completed' | 'Failed' | 'Cancelled';

/**
 * What the sandbox's acquirer does with a refund: complete it at once; keep it pending, as Nexi does while the
 * merchant account lacks the money, until it is settled or cancelled; or fail it.
 */
export type RefundBehaviour = 'complete' | 'pending' | 'fail';
export const REFUND_BEHAVIOURS: readonly RefundBehaviour[] = ['complete', 'pending', 'fail'];

export interface Refund {
  refundId: string;
  chargeId: string;
  amount: number;
  at: Date;
  state: RefundState;
  /** When the state last changed. */
  updatedAt: Date;
}

/** What happened at the hosted page, for the tester's eyes. */
export interface Attempt {
  at: Date;
  outcome: 'reserved' | 'declined' | 'cancelledByUser';
  maskedPan?: string;
  errorCode?: string;
}

export interface Payment {
  paymentId: string;
  createdAt: Date;
  order: Order;
  /** Absent for a payment made by charging a stored card. */
  checkout?: CheckoutRequest;
  /** Where the hosted page for this payment is. */
  checkoutUrl: string;
  webhooks: WebhookRegistration[];
  myReference?: string;
  /** Store the card for merchant-initiated charges (unscheduledSubscription.create). */
  storeCard: boolean;
  /** Set when the payment is a merchant-initiated charge of this stored card. */
  fromSubscription?: string;
  card?: CardUsed;
  reservedAt?: Date;
  charges: Charge[];
  refunds: Refund[];
  cancelledAmount: number;
  /** A final charge or a cancel closes the reservation. */
  closed: boolean;
  terminatedAt?: Date;
  attempts: Attempt[];
  unscheduledSubscriptionId?: string;
}
