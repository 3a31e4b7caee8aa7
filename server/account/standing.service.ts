// The applicant's standing: what their pages show (indicators, warnings and blocks, queue times) and every change the
// queue fee's life makes to it (paid, renewal ordered, queue time lost, registration lapsed, how the fee is paid, a
// saved card for autopay). The payments area asks for these changes here, inside its own transaction, and never
// writes an applicant row itself.
import type { Db, DbOrTx } from '../db/client';
import type { ApplicantRow } from '../db/schema';
import { stockholmDay } from '../../src/rules/calendar';
import { ownApplicantId, type Actor } from '../domain/actor';
import { APPLICANT_STATUSES } from '../domain/applicant-status';
import { indicatorsOf, isBlockInForce, type Indicators } from '../domain/indicators';
import { paidPeriod } from '../domain/queue-fee';
import { listOrders } from '../payments/orders/orders.repository';
import { listOwn } from '../subscriptions/subscriptions.repository';
import { readIdDocumentFacts, readProfileFacts } from '../profile/profile-facts';
import { deleteApplicantSessions } from '../session/session.repository';
import { findApplicantById, updateApplicant } from './applicant.repository';
import type { CoApplicantService } from './co-applicant.service';
import { listUnendedBlocks, listValidWarnings } from './standing.repository';

export class StandingService {
  constructor(
    private readonly db: Db,
    private readonly coApplicants: CoApplicantService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async indicators(actor: Actor): Promise<Indicators> {
    const applicantId = ownApplicantId(actor);
    const [applicant, request, orders, subscriptions, idDocuments, profile] = await Promise.all([
      findApplicantById(this.db, applicantId),
      this.coApplicants.request(actor),
      listOrders(this.db, applicantId),
      listOwn(this.db, applicantId),
      readIdDocumentFacts(this.db, applicantId),
      readProfileFacts(this.db, applicantId),
    ]);
    return indicatorsOf(
      {
        pendingQueueFeeOrderDueDate: applicant?.pendingQueueFeeOrderDueDate ?? null,
        orders,
        subscriptions,
        coApplicantRequestWaiting: request.coApplicantRequestFound,
        idDocuments,
        profile,
      },
      this.now(),
    );
  }

  async warningsAndBlocks(actor: Actor) {
    const applicantId = ownApplicantId(actor);
    const today = stockholmDay(this.now());
    const [warnings, blocks] = await Promise.all([listValidWarnings(this.db, applicantId, today), listUnendedBlocks(this.db, applicantId, today)]);
    return {
      warnings: warnings.map((w) => ({ reason: w.reason, created: w.created, validFromDate: w.validFromDate, validToDate: w.validToDate })),
      blocks: blocks.map((b) => ({ landlord: b.landlord, start: b.start, end: b.end, reason: b.reason })),
      applicantMyPagesBlock: blocks.filter((b) => isBlockInForce(b, today)).map((b) => ({ landlord: b.landlord ?? '' })),
    };
  }

  /**
   * A queue fee was paid (inside the caller's transaction): the paid year moves on, and a joining payment (the
   * registration, the co-applicant upgrade, or an applicant waiting to pay) makes a queue account with a queue date
   * (kept if it had one). Returns the period the fee pays for; the order records it.
   */
  async queueFeePaid(
    tx: DbOrTx,
    fee: { applicantId: number; isRegistration: boolean; isCoApplicantUpgrade: boolean; feeStartDate: string | null; feeEndDate: string | null },
    paidDay: string,
  ): Promise<{ feeStartDate: string; feeEndDate: string }> {
    const applicant = await findApplicantById(tx, fee.applicantId);
    if (!applicant) throw new Error('the applicant of a paid queue fee was not found');
    const joining = fee.isRegistration || fee.isCoApplicantUpgrade || applicant.applicantStatusId === APPLICANT_STATUSES.PENDING_PAYMENT.applicantStatusId;
    const period = fee.feeStartDate && fee.feeEndDate && !joining
      ? { feeStartDate: fee.feeStartDate, feeEndDate: fee.feeEndDate }
      : paidPeriod(paidDay, joining ? null : applicant.queueFeeValidToDate);
    const patch: Partial<ApplicantRow> = { hasPaid: true, queueFeeValidToDate: period.feeEndDate, pendingQueueFeeOrderDueDate: null };
    if (joining) Object.assign(patch, { applicantStatusId: APPLICANT_STATUSES.QUEUE.applicantStatusId, accountType: 'QUEUE_ACCOUNT', queueDate: applicant.queueDate ?? paidDay });
    await updateApplicant(tx, applicant.applicantId, patch);
    return period;
  }

  /** Next year's queue-fee order is out (inside the caller's transaction): the pages show its due date until it is paid. */
  async renewalOrdered(tx: DbOrTx, applicantId: number, dueDate: string): Promise<void> {
    await updateApplicant(tx, applicantId, { pendingQueueFeeOrderDueDate: dueDate });
  }

  /**
   * Six months after an unpaid renewal's due date (inside the caller's transaction): the queue time is lost; the
   * account stays, waiting for a new fee to rejoin the queue.
   */
  async queueTimeLost(tx: DbOrTx, applicantId: number): Promise<void> {
    await updateApplicant(tx, applicantId, {
      queueDate: null,
      hasPaid: false,
      queueFeeValidToDate: null,
      pendingQueueFeeOrderDueDate: null,
      applicantStatusId: APPLICANT_STATUSES.PENDING_PAYMENT.applicantStatusId,
    });
  }

  /** A registration not paid in time lapses (inside the caller's transaction): the account closes and its sessions end. */
  async registrationLapsed(tx: DbOrTx, applicantId: number, at: Date): Promise<void> {
    await updateApplicant(tx, applicantId, { applicantStatusId: APPLICANT_STATUSES.DEREGISTERED.applicantStatusId, passwordHash: null, deregisteredAt: at });
    await deleteApplicantSessions(tx, applicantId);
  }

  /** How the applicant pays their queue fees (inside the caller's transaction, which moves the unpaid orders along). */
  async paymentMethodChosen(tx: DbOrTx, applicantId: number, paymentMethodId: number): Promise<void> {
    await updateApplicant(tx, applicantId, { paymentMethodId });
  }

  /** A card payment saved the card for autopay (inside the caller's transaction): later queue fees are drawn from it. */
  async autopayAgreed(tx: DbOrTx, applicantId: number, agreement: { ref: string; paymentReference: string; expireDate: string | null }): Promise<void> {
    await updateApplicant(tx, applicantId, {
      autopayAgreementRef: agreement.ref,
      autopayPaymentReference: agreement.paymentReference,
      autopayExpireDate: agreement.expireDate,
    });
  }

  /** A co-applicant account has no queue time of its own. */
  async queueTimes(actor: Actor) {
    const a = await findApplicantById(this.db, ownApplicantId(actor));
    if (!a?.queueDate || a.applicantStatusId === APPLICANT_STATUSES.COAPPLICANT.applicantStatusId) return [];
    return [{ name: 'Bostadskön', queueDate: a.queueDate, type: 'QUEUE' }];
  }
}
