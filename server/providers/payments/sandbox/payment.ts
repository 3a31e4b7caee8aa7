// One sandbox payment's life as pure functions: what a checkout, charge, cancel, refund or termination does to it,
// which webhook events that emits, and what it then reports (summary, state). New ids and the time come in with
// each action, so the same input always gives the same result and the tests need no mocks.
import type { OrderItem, WebhookError } from '../types';
import { CHARGE_DECLINED, magicAmountError, REFUND_DECLINED, RESERVATION_DECLINED } from './cards';
import * as ev from './events';
import type { PaymentEvent } from './events';
import type { CardUsed, Charge, Payment, Refund, RefundBehaviour, RefundState } from './payment-model';

export type { Attempt, CardUsed, Charge, Payment, Refund, RefundBehaviour, RefundState } from './payment-model';
export { REFUND_BEHAVIOURS } from './payment-model';

export type PaymentState =
  | 'created'
  | 'reservationFailed'
  | 'reserved'
  | 'partiallyCharged'
  | 'charged'
  | 'cancelled'
  | 'partiallyRefunded'
  | 'refunded'
  | 'refundPending'
  | 'terminated';

export type PaymentAction =
  /** The customer pays at the hosted page; ids for the charge (charge:true) and the stored card (create:true). */
  | { kind: 'checkout'; card: CardUsed; chargeId: string; subscriptionId: string }
  /** The customer presses Avbryt at the hosted page: the payment stays open, Nexi only redirects. */
  | { kind: 'userCancel' }
  | { kind: 'charge'; chargeId: string; amount: number; orderItems?: OrderItem[]; finalCharge?: boolean }
  | { kind: 'cancel'; cancelId: string; amount: number }
  | { kind: 'refund'; refundId: string; chargeId: string; amount: number; behaviour?: RefundBehaviour }
  /** The acquirer completes a pending refund (the merchant account has the money now). */
  | { kind: 'settleRefund'; refundId: string }
  /** POST /v1/pending-refunds/{refundId}/cancel. */
  | { kind: 'cancelRefund'; refundId: string }
  | { kind: 'terminate' }
  /** A merchant-initiated charge of a stored card, on a fresh payment: reservation and charge in one. */
  | { kind: 'chargeStoredCard'; card: CardUsed; chargeId: string };

export type Refusal =
  | 'terminated'
  | 'alreadyReserved'
  | 'notReserved'
  | 'closed'
  | 'alreadyCharged'
  | 'exceedsReservation'
  | 'cancelAmountMismatch'
  | 'noSuchCharge'
  | 'exceedsCharge'
  | 'noSuchRefund'
  | 'refundNotPending';

export type Failure = { kind: 'refused'; reason: Refusal } | { kind: 'declined'; error: WebhookError };

/** The payment after the action and the events it emits; with a failure, what went wrong (it may still emit). */
export interface Outcome {
  payment: Payment;
  events: PaymentEvent[];
  failure?: Failure;
}

const sum = (xs: { amount: number }[]) => xs.reduce((s, x) => s + x.amount, 0);

export function summaryOf(p: Payment) {
  return {
    reservedAmount: p.reservedAt ? p.order.amount : 0,
    chargedAmount: sum(p.charges),
    refundedAmount: sum(p.refunds.filter((r) => r.state === 'Completed')),
    cancelledAmount: p.cancelledAmount,
  };
}

export function stateOf(p: Payment): PaymentState {
  const s = summaryOf(p);
  if (p.terminatedAt) return 'terminated';
  if (!p.reservedAt) return p.attempts.some((a) => a.outcome === 'declined') ? 'reservationFailed' : 'created';
  if (s.cancelledAmount > 0) return 'cancelled';
  if (s.refundedAmount > 0) return s.refundedAmount >= s.chargedAmount ? 'refunded' : 'partiallyRefunded';
  if (p.refunds.some((r) => r.state === 'Pending')) return 'refundPending';
  if (s.chargedAmount === 0) return 'reserved';
  return s.chargedAmount >= s.reservedAmount ? 'charged' : 'partiallyCharged';
}

/** What is refunded or on its way back of a charge: completed and pending refunds. */
export const refundedOf = (p: Payment, chargeId: string) =>
  sum(p.refunds.filter((r) => r.chargeId === chargeId && (r.state === 'Completed' || r.state === 'Pending')));

const refuse = (payment: Payment, reason: Refusal): Outcome => ({ payment, events: [], failure: { kind: 'refused', reason } });

/** Refusals shared by everything the customer does at the hosted page. */
function checkoutGuard(p: Payment): Refusal | null {
  if (p.terminatedAt) return 'terminated';
  return p.reservedAt ? 'alreadyReserved' : null;
}

/** Refusals shared by the merchant's operations on a reservation. */
function reservationGuard(p: Payment): Refusal | null {
  if (p.terminatedAt) return 'terminated';
  if (!p.reservedAt) return 'notReserved';
  return p.closed ? 'closed' : null;
}

function decline(p: Payment, card: CardUsed, error: WebhookError, now: Date, event: PaymentEvent): Outcome {
  const payment: Payment = { ...p, attempts: [...p.attempts, { at: now, outcome: 'declined', maskedPan: card.maskedPan, errorCode: error.code }] };
  return { payment, events: [event], failure: { kind: 'declined', error } };
}

function reserve(p: Payment, card: CardUsed, now: Date): Payment {
  return { ...p, card, reservedAt: now, attempts: [...p.attempts, { at: now, outcome: 'reserved', maskedPan: card.maskedPan }] };
}

function checkout(p: Payment, a: Extract<PaymentAction, { kind: 'checkout' }>, now: Date): Outcome {
  const refused = checkoutGuard(p);
  if (refused) return refuse(p, refused);
  const error = magicAmountError(p.order.amount) ?? (a.card.behaviour === 'declineReservation' ? RESERVATION_DECLINED : null);
  if (error) return decline(p, a.card, error, now, ev.reservationFailed(p, error));
  let payment = reserve(p, a.card, now);
  if (p.storeCard) payment = { ...payment, unscheduledSubscriptionId: a.subscriptionId };
  const events = [ev.reservationCreated(payment), ev.checkoutCompleted(payment)];
  // charge:true captures at once, and does so even for the card whose later charges fail.
  if (p.checkout?.charge && p.order.amount > 0) {
    const charge: Charge = { chargeId: a.chargeId, amount: p.order.amount, at: now, orderItems: p.order.items };
    payment = { ...payment, charges: [charge], closed: true };
    events.push(ev.chargeCreated(payment, charge));
  }
  return { payment, events };
}

function charge(p: Payment, a: Extract<PaymentAction, { kind: 'charge' }>, now: Date): Outcome {
  const refused = reservationGuard(p);
  if (refused) return refuse(p, refused);
  const { reservedAmount, chargedAmount } = summaryOf(p);
  if (a.amount > reservedAmount - chargedAmount) return refuse(p, 'exceedsReservation');
  const attempt: Charge = { chargeId: a.chargeId, amount: a.amount, at: now, orderItems: a.orderItems ?? p.order.items };
  if (p.card?.behaviour === 'declineCharge') {
    return { payment: p, events: [ev.chargeFailed(p, attempt, CHARGE_DECLINED)], failure: { kind: 'declined', error: CHARGE_DECLINED } };
  }
  const closed = a.finalCharge !== false || chargedAmount + a.amount === reservedAmount;
  const payment = { ...p, charges: [...p.charges, attempt], closed };
  return { payment, events: [ev.chargeCreated(payment, attempt)] };
}

function cancel(p: Payment, a: Extract<PaymentAction, { kind: 'cancel' }>): Outcome {
  const refused = reservationGuard(p);
  if (refused) return refuse(p, refused);
  if (p.charges.length > 0) return refuse(p, 'alreadyCharged');
  if (a.amount !== p.order.amount) return refuse(p, 'cancelAmountMismatch');
  const payment = { ...p, cancelledAmount: a.amount, closed: true };
  return { payment, events: [ev.cancelCreated(payment, a.cancelId, a.amount)] };
}

function refund(p: Payment, a: Extract<PaymentAction, { kind: 'refund' }>, now: Date): Outcome {
  const c = p.charges.find((x) => x.chargeId === a.chargeId);
  if (!c) return refuse(p, 'noSuchCharge');
  if (a.amount > c.amount - refundedOf(p, c.chargeId)) return refuse(p, 'exceedsCharge');
  const behaviour = a.behaviour ?? 'complete';
  const state: RefundState = behaviour === 'complete' ? 'Completed' : behaviour === 'pending' ? 'Pending' : 'Failed';
  const r: Refund = { refundId: a.refundId, chargeId: c.chargeId, amount: a.amount, at: now, state, updatedAt: now };
  const payment = { ...p, refunds: [...p.refunds, r] };
  const initiated = ev.refundInitiated(payment, r);
  if (behaviour === 'pending') return { payment, events: [initiated] };
  return { payment, events: [initiated, behaviour === 'complete' ? ev.refundCompleted(payment, r) : ev.refundFailed(payment, r, REFUND_DECLINED)] };
}

/** A pending refund is completed by the acquirer or cancelled by the merchant; nothing else can change it. */
function changePendingRefund(p: Payment, refundId: string, state: 'Completed' | 'Cancelled', now: Date): Outcome {
  const r = p.refunds.find((x) => x.refundId === refundId);
  if (!r) return refuse(p, 'noSuchRefund');
  if (r.state !== 'Pending') return refuse(p, 'refundNotPending');
  const changed: Refund = { ...r, state, updatedAt: now };
  const payment = { ...p, refunds: p.refunds.map((x) => (x.refundId === refundId ? changed : x)) };
  // Nexi announces a completed refund; a cancelled one has no event.
  return { payment, events: state === 'Completed' ? [ev.refundCompleted(payment, changed)] : [] };
}

function chargeStoredCard(p: Payment, a: Extract<PaymentAction, { kind: 'chargeStoredCard' }>, now: Date): Outcome {
  const refused = checkoutGuard(p);
  if (refused) return refuse(p, refused);
  const attempt: Charge = { chargeId: a.chargeId, amount: p.order.amount, at: now, orderItems: p.order.items };
  const error = magicAmountError(p.order.amount) ?? (a.card.behaviour === 'approve' ? null : CHARGE_DECLINED);
  if (error) return decline(p, a.card, error, now, ev.chargeFailed(p, attempt, error));
  const payment = { ...reserve(p, a.card, now), charges: [attempt], closed: true };
  return { payment, events: [ev.chargeCreated(payment, attempt)] };
}

/** Applies an action at `now`; the payment given is never changed. */
export function act(p: Payment, action: PaymentAction, now: Date): Outcome {
  switch (action.kind) {
    case 'checkout':
      return checkout(p, action, now);
    case 'userCancel': {
      const refused = checkoutGuard(p);
      if (refused) return refuse(p, refused);
      return { payment: { ...p, attempts: [...p.attempts, { at: now, outcome: 'cancelledByUser' }] }, events: [] };
    }
    case 'charge':
      return charge(p, action, now);
    case 'cancel':
      return cancel(p, action);
    case 'refund':
      return refund(p, action, now);
    case 'settleRefund':
      return changePendingRefund(p, action.refundId, 'Completed', now);
    case 'cancelRefund':
      return changePendingRefund(p, action.refundId, 'Cancelled', now);
    case 'terminate': {
      const refused = checkoutGuard(p);
      return refused ? refuse(p, refused) : { payment: { ...p, terminatedAt: now }, events: [] };
    }
    case 'chargeStoredCard':
      return chargeStoredCard(p, action, now);
  }
}

/** A payment as created by POST /v1/payments (or by a stored-card charge), before anything happened. */
export function newPayment(fields: Pick<Payment, 'paymentId' | 'createdAt' | 'order' | 'checkoutUrl'> & Partial<Payment>): Payment {
  return { webhooks: [], storeCard: false, charges: [], refunds: [], cancelledAmount: 0, closed: false, attempts: [], ...fields };
}
