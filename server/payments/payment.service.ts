// Card payments of orders through the provider's hosted page. The redirect back proves nothing: an order is
// paid only when the provider says the money is charged, and only once, whatever order the redirect, the
// webhooks and any replays arrive in. An order has one open hosted page at a time, and a charge that still
// arrives for an order already paid is refunded.
import { ORDER_STATUSES } from '../../src/rules/orders';
import { isSafeReturnUrl } from '../../src/rules/returnUrl';
import type { Db } from '../db/client';
import type { OrderRow } from '../db/schema';
import { isoDay } from '../../src/rules/calendar';
import { failure, type Outcome } from '../domain/outcome';
import { findOrder } from './orders/orders.repository';
import { NexiError, type NexiClient } from '../providers/payments/client';
import { hostedPageUrl } from '../providers/payments/client';
import type { Payment, WebhookEnvelope, WebhookEventName } from '../providers/payments/types';
import { orderItem, orderOf } from '../providers/payments/vat';
import { updateApplicant } from '../account/applicant.repository';
import { markOrderPaid } from './orders/mark-paid';
import { isSettled, OpenCheckouts } from './open-checkouts';
import { claimRefund, findPayment, firstSighting, insertOpenCheckout, updatePayment } from './payments.repository';
import type { SecondChargeRefunds } from './second-charge';

export const paymentMessages = {
  failed: 'Betalningen misslyckades',
  failedLong: 'Betalningen misslyckades. Försök igen senare, och kontakta kundservice om det inte går.',
  notPayable: 'Ordern kan inte betalas',
  alreadyPaid: 'Ordern är redan betald.',
  unavailable: 'Det går inte att betala just nu, försök igen senare',
  badReturn: 'Ogiltig adress för att komma tillbaka efter betalningen',
} as const;

/** How a refund of ours ended. */
export const REFUND_EVENTS: WebhookEventName[] = ['payment.refund.completed', 'payment.refund.failed'];
const CHECKOUT_EVENTS: WebhookEventName[] = ['payment.checkout.completed', 'payment.charge.created.v2', 'payment.charge.failed', ...REFUND_EVENTS];

export interface PaymentUrls {
  /** App paths (under /mypages/app) the provider returns the browser to. */
  completePath: string;
  cancelPath: string;
}

export interface PaymentSetup {
  publicUrl: string;
  /** The address to send the browser to for the provider's page (our own sandbox is reached through PUBLIC_URL). */
  browserUrl: (providerUrl: string) => string;
  webhookBaseUrl: () => string;
  webhookAuthorization: string;
  termsUrl: string;
}

/** Our webhook for these events, as a payment request registers it. */
export function notificationsFor(setup: PaymentSetup, events: WebhookEventName[]) {
  const url = `${setup.webhookBaseUrl()}/hooks/payments`;
  return { webhooks: events.map((eventName) => ({ eventName, url, authorization: setup.webhookAuthorization })) };
}

const withParam = (url: string, key: string, value: string | number) => `${url}${url.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(String(value))}`;

export class PaymentService {
  private readonly openCheckouts: OpenCheckouts;

  constructor(
    private readonly db: Db,
    private readonly client: () => NexiClient,
    private readonly setup: PaymentSetup,
    private readonly refunds: SecondChargeRefunds,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.openCheckouts = new OpenCheckouts(db, client, now);
  }

  private appUrl(path: string) {
    return `${this.setup.publicUrl.replace(/\/$/, '')}/mypages/app${path}`;
  }

  /**
   * Starts a hosted-page payment of an unpaid order; returns where to send the browser. The order's earlier page is
   * closed at the provider first; if it was paid meanwhile, that payment pays the order and no new page opens.
   */
  async payOrder(order: OrderRow | undefined, urls: PaymentUrls, opts: { saveCard?: boolean; extraQuery?: Record<string, string> } = {}): Promise<Outcome<{ paymentRedirectUrl: string }>> {
    if (!order || order.orderStatusId !== ORDER_STATUSES.UNPAID.orderStatusId) return failure(paymentMessages.notPayable);
    if (!isSafeReturnUrl(urls.completePath) || !isSafeReturnUrl(urls.cancelPath)) return failure(paymentMessages.badReturn);
    let returnUrl = withParam(this.appUrl(urls.completePath), 'orderId', order.orderId);
    let cancelUrl = withParam(this.appUrl(urls.cancelPath), 'orderId', order.orderId);
    for (const [k, v] of Object.entries(opts.extraQuery ?? {})) {
      returnUrl = withParam(returnUrl, k, v);
      cancelUrl = withParam(cancelUrl, k, v);
    }
    const earlier = await this.openCheckouts.closeAll(order.orderId);
    if (earlier.kind === 'unreachable') return failure(paymentMessages.unavailable);
    if (earlier.kind === 'charged') {
      const done = await this.completeOrder(order.orderId, earlier.paymentId);
      return failure(done.ok ? paymentMessages.alreadyPaid : paymentMessages.unavailable);
    }
    const total = order.amount + order.lateAgencyFee;
    try {
      const created = await this.client().createPayment({
        order: orderOf(order.ocr ?? String(order.orderId), [orderItem({ reference: `ORDER-${order.orderId}`, name: order.description.slice(0, 128), unitGross: total })]),
        checkout: { integrationType: 'HostedPaymentPage', returnUrl, cancelUrl, termsUrl: this.setup.termsUrl, charge: true, merchantHandlesConsumerData: true },
        notifications: notificationsFor(this.setup, CHECKOUT_EVENTS),
        ...(opts.saveCard ? { unscheduledSubscription: { create: true } } : {}),
        myReference: `order-${order.orderId}`,
      });
      if (!created.hostedPaymentPageUrl) return failure(paymentMessages.unavailable);
      // Another payOrder of this order opened its page at the same moment: that one stays, this one is closed.
      if (!(await insertOpenCheckout(this.db, { paymentId: created.paymentId, orderId: order.orderId, applicantId: order.applicantId, amount: total }))) {
        await this.openCheckouts.discard(created.paymentId);
        return failure(paymentMessages.unavailable);
      }
      return { ok: true, paymentRedirectUrl: this.setup.browserUrl(hostedPageUrl(created.hostedPaymentPageUrl, 'sv-SE')) };
    } catch (err) {
      if (!(err instanceof NexiError)) throw err;
      return failure(paymentMessages.unavailable);
    }
  }

  /**
   * Completes an order after the browser returns (or a webhook arrives): asks the provider, and marks the order paid
   * once when the money is there. `orderId` must be the order the payment was made for. When another payment paid the
   * order first, this one's charge is refunded (once, however often it is reported) and the order stays paid.
   */
  async completeOrder(orderId: number, paymentId: string): Promise<Outcome<{ isCoApplicantUpgrade: boolean; order: OrderRow }>> {
    const record = await findPayment(this.db, paymentId);
    if (!record || record.orderId !== orderId) return failure(paymentMessages.failed);
    let payment: Payment;
    try {
      payment = await this.client().getPayment(paymentId);
    } catch {
      return failure(paymentMessages.unavailable);
    }
    if (!isSettled(payment, record.amount)) {
      const order = await findOrder(this.db, orderId);
      if (order?.orderStatusId === ORDER_STATUSES.PAID.orderStatusId) return { ok: true, isCoApplicantUpgrade: order.isCoApplicantUpgrade, order };
      return failure(paymentMessages.failedLong);
    }
    const { order, secondCharge } = await this.db.transaction(async (tx) => {
      const { order: paid, newlyPaid } = await markOrderPaid(tx, orderId, isoDay(this.now()));
      if (!newlyPaid) return { order: paid, secondCharge: await claimRefund(tx, paymentId) };
      await updatePayment(tx, paymentId, { status: 'paid', completedAt: this.now(), chargeId: payment.charges?.[0]?.chargeId ?? null });
      const subscription = payment.unscheduledSubscription?.unscheduledSubscriptionId;
      if (subscription) {
        await updateApplicant(tx, paid.applicantId, {
          autopayAgreementRef: subscription,
          autopayPaymentReference: paymentId,
          autopayExpireDate: cardExpiryDay(payment.paymentDetails.cardDetails?.expiryDate),
        });
      }
      return { order: paid, secondCharge: false };
    });
    if (secondCharge) {
      const charges = (payment.charges ?? []).map((c) => ({ chargeId: c.chargeId, amount: c.amount }));
      await this.refunds.refund({ orderId, paymentId, charges });
    }
    return { ok: true, isCoApplicantUpgrade: order.isCoApplicantUpgrade, order };
  }

  /**
   * A verified webhook: handled once per event id; charge events complete the order through the provider, refund
   * events tell how a refund of a second charge ended.
   */
  async handleWebhook(envelope: WebhookEnvelope): Promise<void> {
    if (!(await firstSighting(this.db, envelope.id, envelope.event))) return;
    const paymentId = envelope.data.paymentId;
    const record = await findPayment(this.db, paymentId);
    if (!record?.orderId) return;
    if (envelope.event === 'payment.refund.completed' || envelope.event === 'payment.refund.failed') {
      await this.refunds.finished(paymentId, { refundId: envelope.data.refundId, failed: envelope.event === 'payment.refund.failed', code: envelope.data.error?.code });
      return;
    }
    if (envelope.event === 'payment.charge.failed') {
      await updatePayment(this.db, paymentId, { status: 'failed', completedAt: this.now() });
      return;
    }
    if (envelope.event === 'payment.charge.created.v2' || envelope.event === 'payment.checkout.completed') {
      await this.completeOrder(record.orderId, paymentId);
    }
  }
}

/** Nexi's card expiry "MMYY" as the last day of that month. */
export function cardExpiryDay(expiry: string | undefined): string | null {
  const m = /^(\d{2})\/?(\d{2})$/.exec(expiry ?? '');
  if (!m) return null;
  const year = 2000 + Number(m[2]);
  const month = Number(m[1]);
  if (month < 1 || month > 12) return null;
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}
