import type { OrderItem } from '../types';
import { act, newPayment, stateOf, summaryOf, type CardUsed, type Payment, type PaymentAction, type RefundBehaviour } from './payment';

const T0 = new Date('2026-11-22T10:00:00Z');
const at = (s: number) => new Date(T0.getTime() + s * 1000);
const item = (gross: number): OrderItem => ({
  reference: 'KOAVGIFT',
  name: 'Köavgift',
  quantity: 1,
  unit: 'st',
  unitPrice: gross * 0.8,
  taxRate: 2500,
  taxAmount: gross * 0.2,
  grossTotalAmount: gross,
  netTotalAmount: gross * 0.8,
});
const card = (behaviour: CardUsed['behaviour']): CardUsed => ({ brand: 'Visa', maskedPan: '492500******0004', expiryDate: '1230', behaviour });
const visa = card('approve');
const declining = card('declineReservation');
const failsLater = card('declineCharge');

const open = (amount = 30500, fields: Partial<Payment> = {}): Payment =>
  newPayment({
    paymentId: 'p1',
    createdAt: T0,
    order: { items: [item(amount)], amount, currency: 'SEK', reference: 'INV-1' },
    checkout: { integrationType: 'HostedPaymentPage', returnUrl: 'https://x/klar', termsUrl: 'https://x/villkor' },
    checkoutUrl: 'http://127.0.0.1/sandbox/payments/checkout/p1',
    ...fields,
  });
const autoCharged = (amount = 30500) => open(amount, { checkout: { termsUrl: 't', returnUrl: 'r', charge: true } });

const pay = (c: CardUsed = visa): PaymentAction => ({ kind: 'checkout', card: c, chargeId: 'c1', subscriptionId: 's1' });
const charge = (amount: number, finalCharge?: boolean): PaymentAction => ({ kind: 'charge', chargeId: `c${amount}`, amount, finalCharge });
const refund = (amount: number, behaviour?: RefundBehaviour, refundId = `r${amount}`): PaymentAction => ({ kind: 'refund', refundId, chargeId: 'c1', amount, behaviour });
const settle = (refundId: string): PaymentAction => ({ kind: 'settleRefund', refundId });
const cancelRefund = (refundId: string): PaymentAction => ({ kind: 'cancelRefund', refundId });

/** Applies actions in turn (one second apart); reports the last action's failure, if any. */
function run(p: Payment, ...actions: PaymentAction[]) {
  let payment = p;
  const events: string[] = [];
  let failure: string | null = null;
  for (const [i, a] of actions.entries()) {
    const outcome = act(payment, a, at(i + 1));
    events.push(...outcome.events.map((e) => e.name));
    payment = outcome.payment;
    const f = outcome.failure;
    failure = !f ? null : f.kind === 'refused' ? `refused:${f.reason}` : `declined:${f.error.code}`;
  }
  return { payment, events, failure };
}

describe('payment life', () => {
  it.each<[string, Payment, PaymentAction[], string, string | null]>([
    ['new', open(), [], 'created', null],
    ['paid with a good card', open(), [pay()], 'reserved', null],
    ['paid with charge:true', autoCharged(), [pay()], 'charged', null],
    ['declined card', open(), [pay(declining)], 'reservationFailed', 'declined:05'],
    ['declined, then another card', open(), [pay(declining), pay()], 'reserved', null],
    ['magic amount 133 öre', open(133), [pay()], 'reservationFailed', 'declined:33'],
    ['magic amount 1 öre', open(1), [pay()], 'reservationFailed', 'declined:01'],
    ['magic amount 199 öre', open(199), [pay()], 'reservationFailed', 'declined:99'],
    ['200 öre is no magic', open(200), [pay()], 'reserved', null],
    ['card verification, 0 öre with charge:true', autoCharged(0), [pay()], 'reserved', null],
    ['customer cancels at the page', open(), [{ kind: 'userCancel' }], 'created', null],
    ['paid twice', open(), [pay(), pay()], 'reserved', 'refused:alreadyReserved'],
    ['charged in full', open(), [pay(), charge(30500)], 'charged', null],
    ['charged in part, final', open(), [pay(), charge(10000)], 'partiallyCharged', null],
    ['partial final charge closes the reservation', open(), [pay(), charge(10000), charge(100)], 'partiallyCharged', 'refused:closed'],
    ['two partial charges', open(), [pay(), charge(10000, false), charge(20500, false)], 'charged', null],
    ['charge more than reserved', open(), [pay(), charge(30600)], 'reserved', 'refused:exceedsReservation'],
    ['charge before reservation', open(), [charge(30500)], 'created', 'refused:notReserved'],
    ['charge after charge:true', autoCharged(), [pay(), charge(30500)], 'charged', 'refused:closed'],
    ['card 079, later charge', open(), [pay(failsLater), charge(30500)], 'reserved', 'declined:99'],
    ['card 079 with charge:true', autoCharged(), [pay(failsLater)], 'charged', null],
    ['cancel the reservation', open(), [pay(), { kind: 'cancel', cancelId: 'x', amount: 30500 }], 'cancelled', null],
    ['cancel part of it', open(), [pay(), { kind: 'cancel', cancelId: 'x', amount: 100 }], 'reserved', 'refused:cancelAmountMismatch'],
    ['cancel after a charge', open(), [pay(), charge(100, false), { kind: 'cancel', cancelId: 'x', amount: 30500 }], 'partiallyCharged', 'refused:alreadyCharged'],
    ['charge after cancel', open(), [pay(), { kind: 'cancel', cancelId: 'x', amount: 30500 }, charge(30500)], 'cancelled', 'refused:closed'],
    ['cancel before reservation', open(), [{ kind: 'cancel', cancelId: 'x', amount: 30500 }], 'created', 'refused:notReserved'],
    ['refund in full', autoCharged(), [pay(), { kind: 'refund', refundId: 'r', chargeId: 'c1', amount: 30500 }], 'refunded', null],
    ['refund in part', autoCharged(), [pay(), { kind: 'refund', refundId: 'r', chargeId: 'c1', amount: 500 }], 'partiallyRefunded', null],
    [
      'refund more than charged',
      autoCharged(),
      [pay(), { kind: 'refund', refundId: 'r', chargeId: 'c1', amount: 30000 }, { kind: 'refund', refundId: 'r2', chargeId: 'c1', amount: 501 }],
      'partiallyRefunded',
      'refused:exceedsCharge',
    ],
    ['refund an unknown charge', autoCharged(), [pay(), { kind: 'refund', refundId: 'r', chargeId: 'nope', amount: 1 }], 'charged', 'refused:noSuchCharge'],
    ['refund kept pending', autoCharged(), [pay(), refund(30500, 'pending')], 'refundPending', null],
    ['pending refund completed by the acquirer', autoCharged(), [pay(), refund(30500, 'pending'), settle('r30500')], 'refunded', null],
    ['pending refund cancelled', autoCharged(), [pay(), refund(30500, 'pending'), cancelRefund('r30500')], 'charged', null],
    ['a cancelled refund frees its amount', autoCharged(), [pay(), refund(30500, 'pending'), cancelRefund('r30500'), refund(30500, undefined, 'again')], 'refunded', null],
    ['a pending refund counts against the charge', autoCharged(), [pay(), refund(30000, 'pending'), refund(501)], 'refundPending', 'refused:exceedsCharge'],
    ['cancel a completed refund', autoCharged(), [pay(), refund(30500), cancelRefund('r30500')], 'refunded', 'refused:refundNotPending'],
    ['settle a cancelled refund', autoCharged(), [pay(), refund(30500, 'pending'), cancelRefund('r30500'), settle('r30500')], 'charged', 'refused:refundNotPending'],
    ['settle an unknown refund', autoCharged(), [pay(), settle('nope')], 'charged', 'refused:noSuchRefund'],
    ['refund failed by the acquirer', autoCharged(), [pay(), refund(30500, 'fail')], 'charged', null],
    ['a failed refund frees its amount', autoCharged(), [pay(), refund(30500, 'fail'), refund(30500, undefined, 'again')], 'refunded', null],
    ['terminate an open checkout', open(), [{ kind: 'terminate' }], 'terminated', null],
    ['pay after termination', open(), [{ kind: 'terminate' }, pay()], 'terminated', 'refused:terminated'],
    ['terminate after payment', open(), [pay(), { kind: 'terminate' }], 'reserved', 'refused:alreadyReserved'],
    ['stored card charged', open(), [{ kind: 'chargeStoredCard', card: visa, chargeId: 'm1' }], 'charged', null],
    ['stored card 079 charged', open(), [{ kind: 'chargeStoredCard', card: failsLater, chargeId: 'm1' }], 'reservationFailed', 'declined:99'],
    ['stored card, magic amount', open(150), [{ kind: 'chargeStoredCard', card: visa, chargeId: 'm1' }], 'reservationFailed', 'declined:50'],
  ])('%s', (_name, p, actions, state, failure) => {
    const result = run(p, ...actions);
    expect(stateOf(result.payment)).toBe(state);
    expect(result.failure).toBe(failure);
  });
});

describe('events', () => {
  it.each<[string, Payment, PaymentAction[], string[]]>([
    ['checkout', open(), [pay()], ['payment.reservation.created.v2', 'payment.checkout.completed']],
    ['checkout with charge:true', autoCharged(), [pay()], ['payment.reservation.created.v2', 'payment.checkout.completed', 'payment.charge.created.v2']],
    ['declined', open(), [pay(declining)], ['payment.reservation.failed']],
    ['charge', open(), [pay(), charge(30500)], ['payment.reservation.created.v2', 'payment.checkout.completed', 'payment.charge.created.v2']],
    ['failed charge', open(), [pay(failsLater), charge(30500)], ['payment.reservation.created.v2', 'payment.checkout.completed', 'payment.charge.failed']],
    ['cancel', open(), [pay(), { kind: 'cancel', cancelId: 'x', amount: 30500 }], ['payment.reservation.created.v2', 'payment.checkout.completed', 'payment.cancel.created']],
    [
      'refund',
      autoCharged(),
      [pay(), { kind: 'refund', refundId: 'r', chargeId: 'c1', amount: 1 }],
      ['payment.reservation.created.v2', 'payment.checkout.completed', 'payment.charge.created.v2', 'payment.refund.initiated.v2', 'payment.refund.completed'],
    ],
    ['pending refund', autoCharged(), [pay(), refund(1, 'pending')], ['payment.reservation.created.v2', 'payment.checkout.completed', 'payment.charge.created.v2', 'payment.refund.initiated.v2']],
    ['pending refund completed', autoCharged(), [pay(), refund(1, 'pending'), settle('r1')], ['payment.reservation.created.v2', 'payment.checkout.completed', 'payment.charge.created.v2', 'payment.refund.initiated.v2', 'payment.refund.completed']],
    ['pending refund cancelled', autoCharged(), [pay(), refund(1, 'pending'), cancelRefund('r1')], ['payment.reservation.created.v2', 'payment.checkout.completed', 'payment.charge.created.v2', 'payment.refund.initiated.v2']],
    ['failed refund', autoCharged(), [pay(), refund(1, 'fail')], ['payment.reservation.created.v2', 'payment.checkout.completed', 'payment.charge.created.v2', 'payment.refund.initiated.v2', 'payment.refund.failed']],
    ['user cancel', open(), [{ kind: 'userCancel' }], []],
    ['refused', open(), [charge(1)], []],
    ['stored card', open(), [{ kind: 'chargeStoredCard', card: visa, chargeId: 'm1' }], ['payment.charge.created.v2']],
    ['stored card declined', open(), [{ kind: 'chargeStoredCard', card: failsLater, chargeId: 'm1' }], ['payment.charge.failed']],
  ])('%s', (_name, p, actions, names) => {
    expect(run(p, ...actions).events).toEqual(names);
  });

  it('the charge event carries the amount, card and charge id', () => {
    const outcome = act(autoCharged(), pay(), at(1));
    expect(outcome.events[2]).toEqual({
      name: 'payment.charge.created.v2',
      data: {
        paymentId: 'p1',
        chargeId: 'c1',
        paymentMethod: 'Visa',
        paymentType: 'CARD',
        orderItems: [item(30500)],
        amount: { amount: 30500, currency: 'SEK' },
      },
    });
  });

  it('a declined reservation carries the error', () => {
    const outcome = act(open(133), pay(), at(1));
    expect(outcome.events[0]!.data.error).toEqual({ message: 'Refused by issuer (test amount 133 öre)', code: '33', source: 'Issuer' });
  });
});

describe('summary and the stored card', () => {
  it('keeps the amounts consistent', () => {
    const { payment } = run(open(), pay(), charge(10000, false), charge(20500), { kind: 'refund', refundId: 'r', chargeId: 'c10000', amount: 4000 });
    expect(summaryOf(payment)).toEqual({ reservedAmount: 30500, chargedAmount: 30500, refundedAmount: 4000, cancelledAmount: 0 });
  });

  it('counts only completed refunds as refunded, and keeps each refund’s state and time', () => {
    const { payment } = run(autoCharged(), pay(), refund(1000), refund(2000, 'pending'), refund(4000, 'fail'), refund(8000, 'pending'), cancelRefund('r8000'));
    expect(summaryOf(payment).refundedAmount).toBe(1000);
    expect(payment.refunds.map((r) => [r.refundId, r.state, r.at.toISOString(), r.updatedAt.toISOString()])).toEqual([
      ['r1000', 'Completed', at(2).toISOString(), at(2).toISOString()],
      ['r2000', 'Pending', at(3).toISOString(), at(3).toISOString()],
      ['r4000', 'Failed', at(4).toISOString(), at(4).toISOString()],
      ['r8000', 'Cancelled', at(5).toISOString(), at(6).toISOString()],
    ]);
  });

  it('a failed refund carries the acquirer’s error', () => {
    const { payment } = run(autoCharged(), pay());
    const outcome = act(payment, refund(500, 'fail'), at(9));
    expect(outcome.events[1]).toEqual({
      name: 'payment.refund.failed',
      data: { paymentId: 'p1', refundId: 'r500', error: { message: 'Refund declined by the acquirer', code: '25', source: 'Internal' }, amount: { amount: 500, currency: 'SEK' } },
    });
  });

  it('stores the card only when asked, and only once reserved', () => {
    expect(run(open(), pay()).payment.unscheduledSubscriptionId).toBeUndefined();
    expect(run(open(30500, { storeCard: true }), pay(declining)).payment.unscheduledSubscriptionId).toBeUndefined();
    expect(run(open(30500, { storeCard: true }), pay()).payment.unscheduledSubscriptionId).toBe('s1');
  });

  it('never changes the payment given', () => {
    const p = open();
    act(p, pay(), at(1));
    expect(p.reservedAt).toBeUndefined();
    expect(p.attempts).toEqual([]);
  });
});
