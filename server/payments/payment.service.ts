// Card payments of orders through the provider's hosted page. The redirect back proves nothing: an order is
// paid only when the provider says the money is charged, and only once, whatever order the redirect, the
// webhooks and any replays arrive in. An order has one open hosted page at a time, and a charge that still
// arrives for an order already paid is refunded. Who may pay or complete an order: the applicant whose order it is
// (or staff), a holder of the order's payment link, or, for completing, whoever has the provider's payment id.
import { ORDER_STATUSES } from '../../src/rules/orders';
import { isSafeReturnUrl } from '../../src/rules/returnUrl';
import type { Db } from '../db/client';
import type { OrderRow } from '../db/schema';
import { stockholmDay, lastDayOfMonth } from '../../src/rules/calendar';
import type { Actor } from '../domain/actor';
import { failure, type Failure, type Outcome } from '../domain/outcome';
import { findOrder } from './orders/orders.repository';
import type { OrderService } from './orders/orders.service';
import { toOrderView, type OrderView } from './orders/order-view';
import { NexiError, type NexiClient } from '../providers/payments/client';
import { hostedPageUrl } from '../providers/payments/client';
import type { Payment, WebhookEnvelope, WebhookEventName } from '../providers/payments/types';
import type { PaymentSetup } from '../providers/payments/setup';
import { orderItem, orderOf } from '../providers/payments/vat';
import { verifyWebhook, type WebhookCheck } from '../providers/payments/webhooks';
import type { StandingService } from '../account/standing.service';
import { isSettled, OpenCheckouts } from './open-checkouts';
import { claimRefund, findPayment, insertOpenCheckout, markHandled, updatePayment, wasHandled } from './payments.repository';
import type { SecondChargeRefunds } from './second-charge';

export const paymentMessages = {
  failed: 'Betalningen misslyckades',
  failedLong: 'Betalningen misslyckades. Försök igen senare, och kontakta kundservice om det inte går.',
  notPayable: 'Ordern kan inte betalas',
  alreadyPaid: 'Ordern är redan betald.',
  unavailable: 'Det går inte att betala just nu, försök igen senare',
  badReturn: 'Ogiltig adress för att komma tillbaka efter betalningen',
  invalidLink: 'Betalningslänken är ogiltig',
} as const;

/** How a refund of ours ended. */
export const REFUND_EVENTS: WebhookEventName[] = ['payment.refund.completed', 'payment.refund.failed'];
const CHECKOUT_EVENTS: WebhookEventName[] = ['payment.checkout.completed', 'payment.charge.created.v2', 'payment.charge.failed', ...REFUND_EVENTS];

/** What completing an order answers: the order only to someone who may see it (not to a payment-link caller). */
export type Completion = Outcome<{ isCoApplicantUpgrade: boolean; order: OrderView | null }>;

export interface PaymentUrls {
  /** App paths (under /mypages/app) the provider returns the browser to. */
  completePath: string;
  cancelPath: string;
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
    private readonly orders: OrderService,
    private readonly standing: Pick<StandingService, 'autopayAgreed'>,
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

  /** Pays an order of the actor's (another's order is not payable: its existence is not told). */
  async payOrder(actor: Actor, orderId: number, urls: PaymentUrls, opts: { saveCard?: boolean } = {}): Promise<Outcome<{ paymentRedirectUrl: string }>> {
    return this.startPayment(await this.orders.orderFor(actor, orderId), urls, opts);
  }

  /**
   * Pays an order through the payment link of a reminder e-mail, without logging in: the link's key (an HMAC of the
   * order id) is the proof. The key travels on to the return addresses, where the completion page needs it.
   */
  async payOrderByLink(link: { orderId: number; key: string | undefined }, urls: PaymentUrls): Promise<Outcome<{ paymentRedirectUrl: string }> | (Failure & { invalidLink: true })> {
    const linked = await this.orders.orderByLink(link);
    if (!linked) return { ...failure(paymentMessages.invalidLink), invalidLink: true };
    return this.startPayment(linked.order, urls, { extraQuery: { key: link.key! } });
  }

  /**
   * Starts a hosted-page payment of an unpaid order; returns where to send the browser. The order's earlier page is
   * closed at the provider first; if it was paid meanwhile, that payment pays the order and no new page opens.
   */
  private async startPayment(order: OrderRow | undefined, urls: PaymentUrls, opts: { saveCard?: boolean; extraQuery?: Record<string, string> }): Promise<Outcome<{ paymentRedirectUrl: string }>> {
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
      const done = await this.settle(order.orderId, earlier.paymentId);
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

  /** Completes an order of the actor's after the browser returns; answers with the order as it now stands. */
  async completeOrder(actor: Actor, orderId: number, paymentId: string): Promise<Completion> {
    if (!(await this.orders.orderFor(actor, orderId))) return failure(paymentMessages.failed);
    const o = await this.settle(orderId, paymentId);
    return o.ok ? { ok: true, isCoApplicantUpgrade: o.isCoApplicantUpgrade, order: toOrderView(o.order, { autopayActive: false }) } : o;
  }

  /**
   * Completes an order for a caller who is not logged in (a payment link, or a session that ended at the provider):
   * the provider's payment id is the proof, being unguessable and bound to the order. The order itself is not told.
   */
  async completeOrderByPaymentId(orderId: number, paymentId: string): Promise<Completion> {
    const o = await this.settle(orderId, paymentId);
    return o.ok ? { ok: true, isCoApplicantUpgrade: o.isCoApplicantUpgrade, order: null } : o;
  }

  /**
   * Settles an order after the browser returns (or a webhook arrives): asks the provider, and marks the order paid
   * once when the money is there. `orderId` must be the order the payment was made for. When another payment paid the
   * order first, this one's charge is refunded (once, however often it is reported) and the order stays paid.
   */
  private async settle(orderId: number, paymentId: string): Promise<Outcome<{ isCoApplicantUpgrade: boolean; order: OrderRow }>> {
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
      const { order: paid, newlyPaid } = await this.orders.markPaid(tx, orderId, stockholmDay(this.now()));
      if (!newlyPaid) return { order: paid, secondCharge: await claimRefund(tx, paymentId) };
      await updatePayment(tx, paymentId, { status: 'paid', completedAt: this.now(), chargeId: payment.charges?.[0]?.chargeId ?? null });
      const subscription = payment.unscheduledSubscription?.unscheduledSubscriptionId;
      if (subscription) {
        await this.standing.autopayAgreed(tx, paid.applicantId, {
          ref: subscription,
          paymentReference: paymentId,
          expireDate: cardExpiryDay(payment.paymentDetails.cardDetails?.expiryDate),
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

  /** A webhook as it arrives: checked against the Authorization value we registered, then handled. */
  async receiveWebhook(authorization: string | string[] | undefined, body: unknown): Promise<WebhookCheck> {
    const check = verifyWebhook(authorization, body, this.setup.webhookAuthorization);
    if (check.ok) await this.handleWebhook(check.envelope);
    return check;
  }

  /**
   * A verified webhook: handled once per event id; charge events complete the order through the provider, refund
   * events tell how a refund of a second charge ended. The event is recorded as handled after its handling, not before:
   * a server that dies half-way (or whose handling throws) handles it again when the provider delivers it again, instead
   * of taking that delivery for a duplicate; everything below is idempotent, so two deliveries at once do no harm.
   */
  async handleWebhook(envelope: WebhookEnvelope): Promise<void> {
    if (await wasHandled(this.db, envelope.id)) return;
    await this.handle(envelope);
    await markHandled(this.db, envelope.id, envelope.event);
  }

  private async handle(envelope: WebhookEnvelope): Promise<void> {
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
      await this.settle(record.orderId, paymentId);
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
  return lastDayOfMonth(year, month);
}
