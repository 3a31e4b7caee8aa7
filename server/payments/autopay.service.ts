// Autopay (spec 000 §4, §8): the card is registered as an unscheduled subscription at the provider, and queue
// fees are charged to it about 30 days before they are due — each attempt once, however often the job runs. A failed
// charge is tried again 3 and 7 days after the first attempt; when the last fails the applicant is e-mailed and pays
// the order by card (docs/decisions.md, Autopay). Each attempt is charged exactly once across crashes: a stable
// Idempotency-Key, marked in flight before the provider is asked, replayed until its answer is recorded (issue 15).
import { findApplicantById, updateApplicant } from '../account/applicant.repository';
import type { Db } from '../db/client';
import { mayActFor, ownApplicantId, type Actor } from '../domain/actor';
import { stockholmDay } from '../../src/rules/calendar';
import { failure, type Outcome } from '../domain/outcome';
import { AUTOPAY_MAX_ATTEMPTS, autopayChargeDay, autopayNextAttemptAt } from '../domain/queue-fee';
import type { Mailer } from '../providers/mail/mailer';
import { NexiError, hostedPageUrl, type NexiClient } from '../providers/payments/client';
import type { UnscheduledChargeResponse } from '../providers/payments/types';
import { orderItem, orderOf } from '../providers/payments/vat';
import type { OrderService } from './orders/orders.service';
import type { PaymentSetup } from '../providers/payments/setup';
import { cardExpiryDay, notificationsFor, REFUND_EVENTS } from './payment.service';
import { AUTOPAY_REPLAY_AFTER_MS, autopayAttemptKey, autopayDeclineKnown } from './autopay-attempt';
import { claimAutopayAttempt, claimAutopayReplay, listAutopayAttemptsInFlight, listAutopayCandidates, settleAutopayAttempt } from './autopay.repository';
import { findPayment, insertPayment } from './payments.repository';
import type { SecondChargeRefunds } from './second-charge';

export const autopayMessages = {
  cannotRegister: 'Det går inte att registrera just nu, försök igen senare',
  cannotSave: 'Det gick inte att spara just nu, var vänlig och försök igen',
  notYours: 'Du kan bara se ditt eget autogiro',
  notYoursToSave: 'Du kan bara spara ditt eget autogiro',
} as const;

export class AutopayService {
  constructor(
    private readonly db: Db,
    private readonly orders: Pick<OrderService, 'markPaid'>,
    private readonly client: () => NexiClient,
    private readonly mailer: Mailer,
    private readonly setup: PaymentSetup,
    private readonly refunds: SecondChargeRefunds,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Starts the card registration: a zero-amount card check that creates an unscheduled subscription. */
  async create(actor: Actor, urls: { redirectPath: string; cancelPath: string }): Promise<Outcome<{ autopayAgreementRef: string; redirectUrl: string; paymentReference: string }>> {
    const applicantId = ownApplicantId(actor);
    const app = (path: string) => `${this.setup.publicUrl.replace(/\/$/, '')}/mypages/app${path}`;
    try {
      const created = await this.client().createPayment({
        order: orderOf(`AUTOGIRO-${applicantId}`, [orderItem({ reference: 'AUTOGIRO', name: 'Registrering av kort för autogiro', unitGross: 0, taxRate: 0 })]),
        checkout: {
          integrationType: 'HostedPaymentPage',
          returnUrl: app(urls.redirectPath),
          cancelUrl: app(urls.cancelPath),
          termsUrl: this.setup.termsUrl,
          charge: false,
          merchantHandlesConsumerData: true,
        },
        unscheduledSubscription: { create: true },
        myReference: `autopay-${applicantId}`,
      });
      if (!created.hostedPaymentPageUrl) return failure(autopayMessages.cannotRegister);
      await insertPayment(this.db, { paymentId: created.paymentId, applicantId, kind: 'card-registration', amount: 0 });
      return { ok: true, autopayAgreementRef: created.paymentId, paymentReference: created.paymentId, redirectUrl: this.setup.browserUrl(hostedPageUrl(created.hostedPaymentPageUrl, 'sv-SE')) };
    } catch (err) {
      if (!(err instanceof NexiError)) throw err;
      return failure(autopayMessages.cannotRegister);
    }
  }

  /**
   * After the card page: stores the subscription the registration created (agreementRef = the payment reference).
   * The applicant is the actor's own unless named; only staff may name another.
   */
  async save(actor: Actor, agreementRef: string, named?: number | null): Promise<Outcome> {
    const applicantId = named ?? ownApplicantId(actor);
    if (!mayActFor(actor, applicantId)) return failure(autopayMessages.notYoursToSave);
    const record = await findPayment(this.db, agreementRef);
    if (!record || record.applicantId !== applicantId || record.kind !== 'card-registration') return failure(autopayMessages.cannotSave);
    try {
      const payment = await this.client().getPayment(agreementRef);
      const subscription = payment.unscheduledSubscription?.unscheduledSubscriptionId;
      if (!subscription) return failure(autopayMessages.cannotSave);
      await updateApplicant(this.db, applicantId, {
        autopayAgreementRef: subscription,
        autopayPaymentReference: agreementRef,
        autopayExpireDate: cardExpiryDay(payment.paymentDetails.cardDetails?.expiryDate),
      });
      return { ok: true };
    } catch {
      return failure(autopayMessages.cannotSave);
    }
  }

  async remove(actor: Actor): Promise<Outcome> {
    const applicantId = ownApplicantId(actor);
    await updateApplicant(this.db, applicantId, { autopayAgreementRef: null, autopayExpireDate: null, autopayPaymentReference: null });
    return { ok: true };
  }

  async hasActive(actor: Actor, named?: number | null): Promise<Outcome<{ hasActiveAutopayAgreement: boolean }>> {
    const applicantId = named ?? ownApplicantId(actor);
    if (!mayActFor(actor, applicantId)) return failure(autopayMessages.notYours);
    const a = await findApplicantById(this.db, applicantId);
    const today = stockholmDay(this.now());
    const active = !!a?.autopayAgreementRef && (!a.autopayExpireDate || a.autopayExpireDate >= today);
    return { ok: true, hasActiveAutopayAgreement: active };
  }

  /** Whether the card registration with this reference produced a usable subscription. */
  async hasVerification(actor: Actor, paymentReference: string): Promise<boolean> {
    const record = await findPayment(this.db, paymentReference);
    if (!record?.applicantId || !mayActFor(actor, record.applicantId)) return false;
    try {
      return !!(await this.client().getPayment(paymentReference)).unscheduledSubscription?.unscheduledSubscriptionId;
    } catch {
      return false;
    }
  }

  /**
   * The autopay job: charges every due, unpaid queue fee of applicants with autopay — the first attempt from 30 days
   * before the due date, the retries when their day has come — each attempt once. First it replays, with the same
   * Idempotency-Key, every attempt whose answer was never recorded (a crash or no answer): the provider charges it at
   * most once, and its answer is recorded as if it had come the first time; a declined one lets the next attempt
   * follow on its day, in this same run.
   */
  async chargeDue(): Promise<string> {
    const now = this.now();
    const today = stockholmDay(now);
    const tally: Tally = { charged: 0, failed: 0, gaveUp: 0, unanswered: 0 };
    const sentBefore = new Date(now.getTime() - AUTOPAY_REPLAY_AFTER_MS);
    for (const c of await listAutopayAttemptsInFlight(this.db, sentBefore)) {
      const { order } = c;
      if (!(await claimAutopayReplay(this.db, order.orderId, order.autopayAttempts, sentBefore, now))) continue;
      await this.attempt(c, order.autopayInFlightCard!, order.autopayAttempts, today, tally);
    }
    for (const c of await listAutopayCandidates(this.db, now)) {
      const { order, subscription } = c;
      if (!subscription || autopayChargeDay(order.dueDate) > today) continue;
      const firstAttemptAt = order.autopayAttemptedAt ?? now;
      const attempt = order.autopayAttempts + 1;
      const claim = { firstAttemptAt, nextAttemptAt: autopayNextAttemptAt(firstAttemptAt, attempt), card: subscription, now };
      if (!(await claimAutopayAttempt(this.db, order.orderId, order.autopayAttempts, claim))) continue;
      await this.attempt(c, subscription, attempt, today, tally);
    }
    const { charged, failed, gaveUp, unanswered } = tally;
    return `charged ${charged}, failed ${failed}${gaveUp ? ` (${gaveUp} given up)` : ''}${unanswered ? `, ${unanswered} unanswered` : ''}`;
  }

  /**
   * Sends one claimed attempt (first or replayed: the same request under the same key) and records its answer once.
   * Without a final answer the attempt stays in flight for the next run.
   */
  private async attempt(c: AutopayCandidate, card: string, attempt: number, today: string, tally: Tally): Promise<void> {
    const { order, email, firstName } = c;
    const total = order.amount + order.lateAgencyFee;
    let result: UnscheduledChargeResponse;
    try {
      result = await this.client().chargeUnscheduledSubscription(
        card,
        {
          order: orderOf(order.ocr ?? String(order.orderId), [orderItem({ reference: `ORDER-${order.orderId}`, name: order.description.slice(0, 128), unitGross: total })]),
          myReference: autopayAttemptKey(order.orderId, attempt),
          // Should this charge turn out to be a second one, its refund reports back here.
          notifications: notificationsFor(this.setup, REFUND_EVENTS),
        },
        { idempotencyKey: autopayAttemptKey(order.orderId, attempt) },
      );
    } catch (err) {
      if (!(err instanceof NexiError)) throw err;
      if (!autopayDeclineKnown(err)) {
        tally.unanswered++;
        return;
      }
      if (!(await settleAutopayAttempt(this.db, order.orderId, attempt))) return;
      tally.failed++;
      // The last attempt: autopay gives the order up; the applicant pays it by card (the order now says so).
      if (attempt < AUTOPAY_MAX_ATTEMPTS) return;
      tally.gaveUp++;
      if (email) {
        await this.mailer.send({
          to: email,
          subject: 'Autogirodragningen misslyckades',
          text: `Hej ${firstName}!\n\nVi har försökt dra köavgiften (${(total / 100).toFixed(0)} kr) från ditt registrerade kort ${AUTOPAY_MAX_ATTEMPTS} gånger utan att lyckas.\n\nBetala avgiften med kort senast ${order.dueDate} på Mina sidor under Betalningar, annars riskerar du att förlora din kötid. Kontakta kundservice om det inte går.`,
        });
      }
      return;
    }
    // A card payment may have paid the order since it was picked: then this charge is a second one, refunded.
    const secondCharge = await this.db.transaction(async (tx) => {
      if (!(await settleAutopayAttempt(tx, order.orderId, attempt))) return null;
      const { newlyPaid } = await this.orders.markPaid(tx, order.orderId, today);
      const status = newlyPaid ? 'paid' : 'refunding';
      await insertPayment(tx, { paymentId: result.paymentId, orderId: order.orderId, applicantId: order.applicantId, kind: 'autopay', amount: total, status, chargeId: result.chargeId, completedAt: this.now() });
      return !newlyPaid;
    });
    if (secondCharge === null) return; // another run recorded this answer
    if (secondCharge) await this.refunds.refund({ orderId: order.orderId, paymentId: result.paymentId, charges: [{ chargeId: result.chargeId, amount: total }] });
    tally.charged++;
  }
}

type Tally = Record<'charged' | 'failed' | 'gaveUp' | 'unanswered', number>;
type AutopayCandidate = Awaited<ReturnType<typeof listAutopayCandidates>>[number];
