// Nexi Checkout (Nets Easy) Payment API v1 on the wire: request and response bodies, the payment object and
// the webhook envelope. Shared by the client (which speaks it) and the sandbox (which serves it), so both agree
// by construction. Amounts are integers in minor units (öre); ids are 32 hex digits without dashes.

/** Nexi may add values at any time; callers must cope with ones they do not know. */
export type Unknown = string & {};

export interface OrderItem {
  reference: string;
  name: string;
  quantity: number;
  unit: string;
  /** Net price of one unit, excluding VAT. */
  unitPrice: number;
  /** Percent × 100: 2500 is 25 %. */
  taxRate?: number;
  taxAmount?: number;
  grossTotalAmount: number;
  netTotalAmount: number;
}

export interface Order {
  items: OrderItem[];
  /** Σ items' grossTotalAmount. */
  amount: number;
  /** ISO 4217, e.g. SEK. */
  currency: string;
  reference?: string;
}

export type IntegrationType = 'HostedPaymentPage' | 'EmbeddedCheckout';

export interface Consumer {
  reference?: string;
  email?: string;
  phoneNumber?: { prefix: string; number: string };
  privatePerson?: { firstName?: string; lastName?: string };
  company?: { name?: string; contact?: { firstName?: string; lastName?: string } };
}

export interface CheckoutRequest {
  integrationType?: IntegrationType;
  /** Where the hosted page sends the browser after a completed payment, with paymentid=<id> appended. */
  returnUrl?: string;
  /** Where the hosted page's cancel button leads. */
  cancelUrl?: string;
  termsUrl: string;
  /** The embedded checkout's page; required for EmbeddedCheckout. */
  url?: string;
  /** Charge at once when the reservation succeeds. */
  charge?: boolean;
  merchantHandlesConsumerData?: boolean;
  consumer?: Consumer;
}

export const WEBHOOK_EVENT_NAMES = [
  'payment.created',
  'payment.reservation.created',
  'payment.reservation.created.v2',
  'payment.reservation.failed',
  'payment.checkout.completed',
  'payment.charge.created.v2',
  'payment.charge.failed',
  'payment.refund.initiated.v2',
  'payment.refund.failed',
  'payment.refund.completed',
  'payment.cancel.created',
  'payment.cancel.failed',
] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENT_NAMES)[number];

export interface WebhookRegistration {
  eventName: WebhookEventName;
  url: string;
  /** 8–32 alphanumerics; Nexi sends it back verbatim as the Authorization header of each callback. */
  authorization: string;
}

export interface Notifications {
  webhooks: WebhookRegistration[];
}

export interface CreatePaymentRequest {
  order: Order;
  checkout: CheckoutRequest;
  notifications?: Notifications;
  /** Card on file for merchant-initiated charges later (autopay). */
  unscheduledSubscription?: { create: boolean };
  /** ≤ 36 characters. */
  myReference?: string;
}

export interface CreatePaymentResponse {
  paymentId: string;
  /** Present for HostedPaymentPage. */
  hostedPaymentPageUrl?: string;
}

export interface Summary {
  reservedAmount?: number;
  chargedAmount?: number;
  refundedAmount?: number;
  cancelledAmount?: number;
}

export type PaymentType = 'CARD' | 'INVOICE' | 'A2A' | 'INSTALLMENT' | 'WALLET' | 'PREPAID-INVOICE' | Unknown;

export interface PaymentDetails {
  paymentType?: PaymentType;
  /** Visa, MasterCard … */
  paymentMethod?: string;
  cardDetails?: { maskedPan: string; expiryDate: string };
}

export interface ChargeDetails {
  chargeId: string;
  amount: number;
  created: string;
  orderItems?: OrderItem[];
}

export type RefundState = 'Pending' | 'Cancelled' | 'Failed' | 'Completed' | 'Expired' | Unknown;

export interface RefundDetails {
  refundId: string;
  amount: number;
  state: RefundState;
  lastUpdated: string;
  orderItems?: OrderItem[];
}

/** The `payment` of GET /v1/payments/{paymentId}. Nexi leaves out what has not happened yet. */
export interface Payment {
  paymentId: string;
  summary: Summary;
  consumer?: Consumer;
  paymentDetails: PaymentDetails;
  orderDetails: { amount: number; currency: string; reference?: string };
  checkout: { url: string; cancelUrl?: string };
  created: string;
  charges?: ChargeDetails[];
  refunds?: RefundDetails[];
  /** When the checkout was terminated before completion. */
  terminated?: string;
  unscheduledSubscription?: { unscheduledSubscriptionId: string };
  myReference?: string;
}

export interface GetPaymentResponse {
  payment: Payment;
}

export interface ChargeRequest {
  amount: number;
  /** Only for a partial charge. */
  orderItems?: OrderItem[];
  /** False keeps the rest of the reservation for a later charge. Default true. */
  finalCharge?: boolean;
  myReference?: string;
}

export interface ChargeResponse {
  chargeId: string;
}

export interface CancelRequest {
  /** The whole reserved amount. */
  amount: number;
  orderItems?: OrderItem[];
}

export interface RefundRequest {
  amount: number;
  orderItems?: OrderItem[];
  myReference?: string;
}

export interface RefundResponse {
  refundId: string;
}

/** A merchant-initiated charge of a stored card: POST /v1/unscheduledsubscriptions/{id}/charges. */
export interface UnscheduledChargeRequest {
  order: Order;
  notifications?: Notifications;
  myReference?: string;
}

/** A new payment carries the charge. */
export interface UnscheduledChargeResponse {
  paymentId: string;
  chargeId: string;
}

export interface UnscheduledSubscriptionDetails {
  unscheduledSubscriptionId: string;
  paymentDetails: PaymentDetails;
}

/** Nexi's answer to a request it could not read: field paths to messages (HTTP 400). */
export interface ValidationErrorBody {
  errors: Record<string, string[]>;
}

/**
 * Nexi's answer to anything else that failed (4xx/5xx). A declined charge of a stored card (402) comes this way
 * too, with the acquirer's or issuer's code.
 */
export interface ErrorBody {
  message: string;
  code: string;
  source: string;
}

/** The failure of an unscheduled subscription charge. */
export type UnscheduledChargeFailure = ErrorBody;

export interface WebhookAmount {
  amount: number;
  currency: string;
}

export interface WebhookError {
  message: string;
  code: string;
  source: string;
}

/** One payload shape with what each event carries; see providers.md §3.5 for which event has which fields. */
export interface WebhookData {
  paymentId: string;
  chargeId?: string;
  refundId?: string;
  cancelId?: string;
  reservationId?: string;
  paymentMethod?: string;
  paymentType?: PaymentType;
  amount?: WebhookAmount;
  orderItems?: OrderItem[];
  /** payment.created and payment.checkout.completed. */
  order?: { reference?: string; amount: WebhookAmount; orderItems: OrderItem[] };
  consumer?: Record<string, unknown>;
  /** The *.failed events. */
  error?: WebhookError;
  myReference?: string;
}

export interface WebhookEnvelope {
  /** The event's id: the same on every retry, so a receiver deduplicates on it. */
  id: string;
  merchantId: number;
  /** ISO 8601. */
  timestamp: string;
  event: WebhookEventName | Unknown;
  data: WebhookData;
}
