// The data of each webhook event, shaped as Nexi sends it (SolidNetsEasyClient's snapshots of real callbacks).
// Pure: the payment book wraps each in the envelope (id, merchantId, timestamp) when it is emitted.
import type { WebhookData, WebhookError, WebhookEventName } from '../types';
import type { Charge, Payment, Refund } from './payment-model';

export interface PaymentEvent {
  name: WebhookEventName;
  data: WebhookData;
}

const money = (p: Payment, amount: number) => ({ amount, currency: p.order.currency });
const event = (name: WebhookEventName, data: WebhookData): PaymentEvent => ({ name, data });

function consumerOf(p: Payment): Record<string, unknown> {
  const c = p.checkout?.consumer;
  if (!c) return {};
  return {
    firstName: c.privatePerson?.firstName,
    lastName: c.privatePerson?.lastName,
    email: c.email,
    phoneNumber: c.phoneNumber,
    country: 'SWE',
  };
}

const cardFields = (p: Payment) => ({ paymentMethod: p.card?.brand, paymentType: 'CARD' as const });

export const paymentCreated = (p: Payment) =>
  event('payment.created', {
    paymentId: p.paymentId,
    order: { reference: p.order.reference, amount: money(p, p.order.amount), orderItems: p.order.items },
    myReference: p.myReference,
  });

export const reservationCreated = (p: Payment) =>
  event('payment.reservation.created.v2', { paymentId: p.paymentId, ...cardFields(p), amount: money(p, p.order.amount) });

export const reservationFailed = (p: Payment, error: WebhookError) =>
  event('payment.reservation.failed', { paymentId: p.paymentId, amount: money(p, p.order.amount), orderItems: p.order.items, error });

export const checkoutCompleted = (p: Payment) =>
  event('payment.checkout.completed', {
    paymentId: p.paymentId,
    order: { reference: p.order.reference, amount: money(p, p.order.amount), orderItems: p.order.items },
    consumer: consumerOf(p),
  });

export const chargeCreated = (p: Payment, c: Charge) =>
  event('payment.charge.created.v2', { paymentId: p.paymentId, chargeId: c.chargeId, ...cardFields(p), orderItems: c.orderItems, amount: money(p, c.amount) });

export const chargeFailed = (p: Payment, attempt: Charge, error: WebhookError) =>
  event('payment.charge.failed', {
    paymentId: p.paymentId,
    chargeId: attempt.chargeId,
    orderItems: attempt.orderItems,
    reservationId: p.paymentId,
    amount: money(p, attempt.amount),
    error,
  });

export const cancelCreated = (p: Payment, cancelId: string, amount: number) =>
  event('payment.cancel.created', { paymentId: p.paymentId, cancelId, orderItems: p.order.items, amount: money(p, amount) });

export const refundInitiated = (p: Payment, r: Refund) =>
  event('payment.refund.initiated.v2', { paymentId: p.paymentId, refundId: r.refundId, chargeId: r.chargeId, amount: money(p, r.amount) });

export const refundCompleted = (p: Payment, r: Refund) =>
  event('payment.refund.completed', { paymentId: p.paymentId, refundId: r.refundId, amount: money(p, r.amount) });

export const refundFailed = (p: Payment, r: Refund, error: WebhookError) =>
  event('payment.refund.failed', { paymentId: p.paymentId, refundId: r.refundId, error, amount: money(p, r.amount) });
