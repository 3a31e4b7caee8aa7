// The sandbox's payments and stored cards, in memory (it is a stand-in, restarted freely). It gives each action
// its new ids and the time, keeps the result, and hands the events to the webhook queue in Nexi's envelope.
import { randomBytes } from 'node:crypto';
import type { CreatePaymentRequest, UnscheduledChargeRequest, WebhookEnvelope } from '../types';
import type { PaymentEvent } from './events';
import { paymentCreated } from './events';
import { act, newPayment, type CardUsed, type Outcome, type Payment, type PaymentAction, type RefundBehaviour } from './payment';
import type { WebhookQueue } from './webhook-queue';

/** Payment, charge, refund, subscription and event ids: 32 hex digits, as Nexi's. */
export const newId = (): string => randomBytes(16).toString('hex');

/** A card stored by a checkout with unscheduledSubscription.create. */
export interface StoredCard {
  unscheduledSubscriptionId: string;
  /** The checkout that stored it. */
  paymentId: string;
  card: CardUsed;
}

export class PaymentBook {
  private readonly payments = new Map<string, Payment>();
  private readonly cards = new Map<string, StoredCard>();
  /** What the acquirer does with the next refunds (the tester's switch). */
  refundBehaviour: RefundBehaviour = 'complete';

  constructor(
    readonly now: () => Date,
    private readonly webhooks: WebhookQueue,
    private readonly merchantId: number,
  ) {}

  /** A new payment; checkoutUrl: where its hosted page is, which depends on how the caller reached us. */
  create(request: CreatePaymentRequest, checkoutUrl: (paymentId: string) => string): Payment {
    const paymentId = newId();
    const payment = newPayment({
      paymentId,
      createdAt: this.now(),
      order: request.order,
      checkout: request.checkout,
      checkoutUrl: checkoutUrl(paymentId),
      webhooks: request.notifications?.webhooks ?? [],
      myReference: request.myReference,
      storeCard: request.unscheduledSubscription?.create === true,
    });
    this.payments.set(paymentId, payment);
    this.emit(payment, [paymentCreated(payment)]);
    return payment;
  }

  get(paymentId: string): Payment | undefined {
    return this.payments.get(paymentId);
  }

  findByCharge(chargeId: string): Payment | undefined {
    for (const p of this.payments.values()) if (p.charges.some((c) => c.chargeId === chargeId)) return p;
    return undefined;
  }

  findByRefund(refundId: string): Payment | undefined {
    for (const p of this.payments.values()) if (p.refunds.some((r) => r.refundId === refundId)) return p;
    return undefined;
  }

  /** Refunds (part of) a charge as the acquirer is set to: at once, pending, or failing. */
  refund(payment: Payment, chargeId: string, amount: number): Outcome & { refundId: string } {
    const refundId = newId();
    return { ...this.apply(payment, { kind: 'refund', refundId, chargeId, amount, behaviour: this.refundBehaviour }), refundId };
  }

  /** The acquirer completes every pending refund (the merchant account has the money now); returns how many. */
  settlePendingRefunds(): number {
    let settled = 0;
    for (const p of this.list()) {
      for (const r of p.refunds.filter((x) => x.state === 'Pending')) {
        if (!this.apply(this.payments.get(p.paymentId)!, { kind: 'settleRefund', refundId: r.refundId }).failure) settled++;
      }
    }
    return settled;
  }

  storedCard(unscheduledSubscriptionId: string): StoredCard | undefined {
    return this.cards.get(unscheduledSubscriptionId);
  }

  /** Every payment, newest first. */
  list(): Payment[] {
    return [...this.payments.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  /** Applies an action, keeps the result and sends its webhooks. */
  apply(payment: Payment, action: PaymentAction): Outcome {
    const outcome = act(payment, action, this.now());
    this.payments.set(payment.paymentId, outcome.payment);
    const stored = outcome.payment.unscheduledSubscriptionId;
    if (stored && outcome.payment.card && !this.cards.has(stored)) {
      this.cards.set(stored, { unscheduledSubscriptionId: stored, paymentId: payment.paymentId, card: outcome.payment.card });
    }
    this.emit(outcome.payment, outcome.events);
    return outcome;
  }

  /** A merchant-initiated charge of a stored card: a new payment carries it, failed or not. */
  chargeStoredCard(stored: StoredCard, request: UnscheduledChargeRequest, checkoutUrl: (paymentId: string) => string): Outcome {
    const paymentId = newId();
    const payment = newPayment({
      paymentId,
      createdAt: this.now(),
      order: request.order,
      checkoutUrl: checkoutUrl(paymentId),
      webhooks: request.notifications?.webhooks ?? [],
      myReference: request.myReference,
      fromSubscription: stored.unscheduledSubscriptionId,
    });
    this.payments.set(paymentId, payment);
    return this.apply(payment, { kind: 'chargeStoredCard', card: stored.card, chargeId: newId() });
  }

  private emit(payment: Payment, events: PaymentEvent[]): void {
    for (const { name, data } of events) {
      const envelope: WebhookEnvelope = { id: newId(), merchantId: this.merchantId, timestamp: this.now().toISOString(), event: name, data };
      for (const hook of payment.webhooks) {
        if (hook.eventName === name) this.webhooks.enqueue(payment.paymentId, envelope, hook);
      }
    }
  }
}
