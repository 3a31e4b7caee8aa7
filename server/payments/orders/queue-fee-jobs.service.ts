// The queue fee's yearly life, as idempotent jobs: renewal orders with a reminder e-mail, queue time lost six
// months after an unpaid due date, and registrations that lapse when not paid within 60 days. The applicant's
// standing changes are the account area's (StandingService), asked for inside each order's transaction.
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { ORDER_STATUSES, PRODUCTS, QUEUE_FEE_ORE } from '../../../src/rules/orders';
import { formatKronor } from '../../../src/rules/money';
import type { StandingService } from '../../account/standing.service';
import type { Db } from '../../db/client';
import { applicants, orders } from '../../db/schema';
import { addDays, addYears, stockholmDay } from '../../../src/rules/calendar';
import { APPLICANT_STATUSES } from '../../domain/applicant-status';
import { queueTimeLostDay, renewalOrderDay } from '../../domain/queue-fee';
import type { Mailer } from '../../providers/mail/mailer';
import { paymentLinkPath } from './payment-link';
import { findUnpaidQueueFeeOrder, insertOrder, updateOrder } from './orders.repository';

export class QueueFeeJobs {
  constructor(
    private readonly db: Db,
    private readonly standing: Pick<StandingService, 'renewalOrdered' | 'queueTimeLost' | 'registrationLapsed'>,
    private readonly mailer: Mailer,
    private readonly opts: { publicUrl: string; paymentLinkSecret: string },
    private readonly now: () => Date = () => new Date(),
  ) {}

  private link(orderId: number) {
    return `${this.opts.publicUrl.replace(/\/$/, '')}${paymentLinkPath(this.opts.paymentLinkSecret, orderId)}`;
  }

  /** Creates next year's queue-fee order 45 days before the paid year ends, and mails the payment link. */
  async createRenewalOrders(): Promise<string> {
    const today = stockholmDay(this.now());
    const members = await this.db
      .select()
      .from(applicants)
      .where(and(eq(applicants.applicantStatusId, APPLICANT_STATUSES.QUEUE.applicantStatusId), eq(applicants.hasPaid, true), isNotNull(applicants.queueFeeValidToDate)));
    let created = 0;
    for (const a of members) {
      const validTo = a.queueFeeValidToDate!;
      if (renewalOrderDay(validTo) > today) continue;
      const order = await this.db.transaction(async (tx) => {
        if (await findUnpaidQueueFeeOrder(tx, a.applicantId)) return null;
        const start = addDays(validTo, 1);
        const row = await insertOrder(tx, {
          applicantId: a.applicantId,
          productId: PRODUCTS.QUEUE_FEE.productId,
          orderStatusId: ORDER_STATUSES.UNPAID.orderStatusId,
          amount: QUEUE_FEE_ORE,
          description: `Köavgift ${start} – ${addDays(addYears(start, 1), -1)}`,
          dueDate: validTo,
          feeStartDate: start,
          feeEndDate: addDays(addYears(start, 1), -1),
          paymentMethodId: a.paymentMethodId,
        });
        await this.standing.renewalOrdered(tx, a.applicantId, validTo);
        return row;
      });
      if (!order) continue;
      created++;
      if (a.email) {
        const autopay = a.autopayAgreementRef ? '\n\nDu har autogiro: vi drar avgiften från ditt registrerade kort ungefär 30 dagar före förfallodagen.' : '';
        await this.mailer.send({
          to: a.email,
          subject: 'Dags att betala köavgiften',
          text: `Hej ${a.firstName}!\n\nDin köavgift på ${formatKronor(order.amount)} för nästa år ska vara betald senast ${order.dueDate}. Betala med kort här:\n\n${this.link(order.orderId)}\n\nDu kan också betala till bankgiro 5050-1055 med OCR-nummer ${order.ocr}.${autopay}\n\nOm avgiften inte betalas förlorar du din kötid sex månader efter förfallodagen.`,
        });
        await updateOrder(this.db, order.orderId, { reminderSentAt: this.now() });
      }
    }
    return `created ${created}`;
  }

  /** Six months after an unpaid renewal's due date the queue time is lost (the account stays; a new fee rejoins). */
  async loseQueueTime(): Promise<string> {
    const today = stockholmDay(this.now());
    const unpaid = await this.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.productId, PRODUCTS.QUEUE_FEE.productId),
          eq(orders.orderStatusId, ORDER_STATUSES.UNPAID.orderStatusId),
          eq(orders.isRegistration, false),
          eq(orders.isCoApplicantUpgrade, false),
          lte(orders.dueDate, today),
        ),
      );
    let lost = 0;
    for (const order of unpaid) {
      if (queueTimeLostDay(order.dueDate) > today) continue;
      await this.db.transaction(async (tx) => {
        await updateOrder(tx, order.orderId, { orderStatusId: ORDER_STATUSES.CANCELLED.orderStatusId });
        await this.standing.queueTimeLost(tx, order.applicantId);
      });
      lost++;
    }
    return `queue time lost for ${lost}`;
  }

  /** A registration not paid by its due date (60 days) lapses: the account closes like one that left the queue. */
  async lapseRegistrations(): Promise<string> {
    const today = stockholmDay(this.now());
    const lapsed = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.isRegistration, true), eq(orders.orderStatusId, ORDER_STATUSES.UNPAID.orderStatusId), lte(orders.dueDate, addDays(today, -1)), isNull(orders.paidDate)));
    for (const order of lapsed) {
      await this.db.transaction(async (tx) => {
        await updateOrder(tx, order.orderId, { orderStatusId: ORDER_STATUSES.CANCELLED.orderStatusId });
        await this.standing.registrationLapsed(tx, order.applicantId, this.now());
      });
    }
    return `lapsed ${lapsed.length}`;
  }
}
