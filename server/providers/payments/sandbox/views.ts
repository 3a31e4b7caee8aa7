// A payment as the tester sees it, on the tester page and as JSON for tests: the facts, the derived state and
// every webhook delivery with its status.
import { stateOf, summaryOf, type Attempt, type Payment, type PaymentState, type RefundState } from './payment';
import type { Delivery, WebhookQueue } from './webhook-queue';

export interface PaymentView {
  paymentId: string;
  reference?: string;
  myReference?: string;
  amount: number;
  currency: string;
  state: PaymentState;
  summary: ReturnType<typeof summaryOf>;
  createdAt: string;
  checkoutUrl: string;
  /** charge:true at checkout. */
  autoCharge: boolean;
  card?: { brand: string; maskedPan: string };
  charges: { chargeId: string; amount: number; created: string }[];
  refunds: { refundId: string; chargeId: string; amount: number; created: string; state: RefundState }[];
  attempts: (Omit<Attempt, 'at'> & { at: string })[];
  unscheduledSubscriptionId?: string;
  /** Set when this payment is a merchant-initiated charge of that stored card. */
  fromSubscription?: string;
  deliveries: Delivery[];
}

export function paymentView(p: Payment, webhooks: WebhookQueue): PaymentView {
  return {
    paymentId: p.paymentId,
    reference: p.order.reference,
    myReference: p.myReference,
    amount: p.order.amount,
    currency: p.order.currency,
    state: stateOf(p),
    summary: summaryOf(p),
    createdAt: p.createdAt.toISOString(),
    checkoutUrl: p.checkoutUrl,
    autoCharge: p.checkout?.charge === true,
    card: p.card && { brand: p.card.brand, maskedPan: p.card.maskedPan },
    charges: p.charges.map((c) => ({ chargeId: c.chargeId, amount: c.amount, created: c.at.toISOString() })),
    refunds: p.refunds.map((r) => ({ refundId: r.refundId, chargeId: r.chargeId, amount: r.amount, created: r.at.toISOString(), state: r.state })),
    attempts: p.attempts.map((a) => ({ ...a, at: a.at.toISOString() })),
    unscheduledSubscriptionId: p.unscheduledSubscriptionId,
    fromSubscription: p.fromSubscription,
    deliveries: webhooks.list(p.paymentId),
  };
}
