// The sandbox's payments as Nexi's API shows them: GET /v1/payments/{id} and GET /v1/unscheduledsubscriptions/{id}.
// Like Nexi, it leaves out what has not happened yet (no chargedAmount before a charge, no charges list …).
import type { Payment as WirePayment, Summary, UnscheduledSubscriptionDetails, PaymentDetails } from '../types';
import { summaryOf, type CardUsed, type Payment } from './payment';
import type { StoredCard } from './payment-book';

const cardDetails = (card: CardUsed): PaymentDetails => ({
  paymentType: 'CARD',
  paymentMethod: card.brand,
  cardDetails: { maskedPan: card.maskedPan, expiryDate: card.expiryDate },
});

function summary(p: Payment): Summary {
  const s = summaryOf(p);
  return {
    ...(p.reservedAt ? { reservedAmount: s.reservedAmount } : {}),
    ...(p.charges.length ? { chargedAmount: s.chargedAmount } : {}),
    ...(s.refundedAmount ? { refundedAmount: s.refundedAmount } : {}),
    ...(s.cancelledAmount ? { cancelledAmount: s.cancelledAmount } : {}),
  };
}

export function toWirePayment(p: Payment): WirePayment {
  return {
    paymentId: p.paymentId,
    summary: summary(p),
    consumer: p.checkout?.consumer,
    paymentDetails: p.card ? cardDetails(p.card) : {},
    orderDetails: { amount: p.order.amount, currency: p.order.currency, reference: p.order.reference },
    checkout: { url: p.checkoutUrl, cancelUrl: p.checkout?.cancelUrl },
    created: p.createdAt.toISOString(),
    charges: p.charges.length
      ? p.charges.map((c) => ({ chargeId: c.chargeId, amount: c.amount, created: c.at.toISOString(), orderItems: c.orderItems }))
      : undefined,
    refunds: p.refunds.length
      ? p.refunds.map((r) => ({ refundId: r.refundId, amount: r.amount, state: r.state, lastUpdated: r.updatedAt.toISOString() }))
      : undefined,
    terminated: p.terminatedAt?.toISOString(),
    unscheduledSubscription: p.unscheduledSubscriptionId ? { unscheduledSubscriptionId: p.unscheduledSubscriptionId } : undefined,
    myReference: p.myReference,
  };
}

export const toSubscriptionDetails = (s: StoredCard): UnscheduledSubscriptionDetails => ({
  unscheduledSubscriptionId: s.unscheduledSubscriptionId,
  paymentDetails: cardDetails(s.card),
});
