// An applicant's orders: list, payment method, cancelling a queue-fee order, the co-applicant upgrade order, and
// marking an order paid (the account area moves the applicant's standing). Who may see or change an order is decided
// here: the applicant whose order it is, or staff; a payment link's key stands in for the applicant.
import { ORDER_STATUSES, paymentMethodByName, PRODUCTS, QUEUE_FEE_ORE } from '../../../src/rules/orders';
import { findApplicantById } from '../../account/applicant.repository';
import type { StandingService } from '../../account/standing.service';
import type { Db, DbOrTx } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import { addDays, stockholmDay } from '../../../src/rules/calendar';
import { mayActFor, ownApplicantId, type Actor } from '../../domain/actor';
import { APPLICANT_STATUSES } from '../../domain/applicant-status';
import { failure, type Outcome } from '../../domain/outcome';
import { findOrder, findUnpaidQueueFeeOrder, insertOrder, listOrders, lockOrder, setPaymentMethodOfUnpaidQueueFeeOrders, updateOrder } from './orders.repository';
import { toOrderView } from './order-view';
import { isValidPaymentLinkKey } from './payment-link';

export const orderMessages = {
  unknownPaymentMethod: 'Välj ett av betalsätten kort, e-post, brev eller Swish',
  upgradeExists: 'Det finns redan en order för din uppgradering.',
  upgradeNotCoApplicant: 'Bara ett medsökandekonto kan uppgraderas till ett eget kökonto.',
  upgradeCancelled: 'Kontouppgraderingen avbröts',
  upgradeCancelFailed: 'Något gick fel när uppgraderingen skulle avbrytas',
  cancelFailed: 'Det gick inte att avbryta köavgiften. Försök igen senare eller kontakta kundservice.',
  notFound: 'Ordern finns inte',
} as const;

/** Days a co-applicant has to pay the upgrade order. */
export const UPGRADE_PAYMENT_DAYS = 30;

export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly standing: Pick<StandingService, 'queueFeePaid' | 'paymentMethodChosen'>,
    private readonly opts: { paymentLinkSecret: string },
    private readonly now: () => Date = () => new Date(),
  ) {}

  async orders(actor: Actor) {
    const applicantId = ownApplicantId(actor);
    const [rows, applicant] = await Promise.all([listOrders(this.db, applicantId), findApplicantById(this.db, applicantId)]);
    return rows.map((r) => toOrderView(r, { autopayActive: !!applicant?.autopayAgreementRef }));
  }

  /** An order the actor may act on, or undefined: an applicant never learns whether another's order exists. */
  async orderFor(actor: Actor, orderId: number): Promise<OrderRow | undefined> {
    const row = await findOrder(this.db, orderId);
    return row && mayActFor(actor, row.applicantId) ? row : undefined;
  }

  /** The order of a payment link (undefined if gone), or null when its key is not the order's: numbers cannot be walked. */
  async orderByLink(link: { orderId: number; key: string | undefined }): Promise<{ order: OrderRow | undefined } | null> {
    if (!Number.isInteger(link.orderId) || !isValidPaymentLinkKey(this.opts.paymentLinkSecret, link.orderId, link.key)) return null;
    return { order: await findOrder(this.db, link.orderId) };
  }

  /**
   * Marks the order paid unless it already is, inside the caller's transaction (the order row is locked, so this
   * happens once); a queue fee moves the applicant's standing. Returns the order as it now stands and whether this
   * call paid it.
   */
  async markPaid(tx: DbOrTx, orderId: number, paidDay: string): Promise<{ order: OrderRow; newlyPaid: boolean }> {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new Error(`order ${orderId} not found`);
    if (order.orderStatusId === ORDER_STATUSES.PAID.orderStatusId) return { order, newlyPaid: false };
    const period = order.productId === PRODUCTS.QUEUE_FEE.productId ? await this.standing.queueFeePaid(tx, order, paidDay) : {};
    return { order: await updateOrder(tx, orderId, { orderStatusId: ORDER_STATUSES.PAID.orderStatusId, paidDate: paidDay, ...period }), newlyPaid: true };
  }

  async setPaymentMethod(actor: Actor, paymentType: string): Promise<Outcome> {
    const applicantId = ownApplicantId(actor);
    const method = paymentMethodByName(paymentType);
    if (!method) return failure(orderMessages.unknownPaymentMethod, [{ code: 'paymentType', text: orderMessages.unknownPaymentMethod }]);
    await this.db.transaction(async (tx) => {
      await this.standing.paymentMethodChosen(tx, applicantId, method.paymentMethodId);
      await setPaymentMethodOfUnpaidQueueFeeOrders(tx, applicantId, method.paymentMethodId);
    });
    return { ok: true };
  }

  /** A co-applicant asks to become a paying applicant: a queue-fee order marked as the upgrade. */
  async createUpgradeOrder(actor: Actor): Promise<Outcome<{ orderId: number }>> {
    const applicantId = ownApplicantId(actor);
    return this.db.transaction(async (tx): Promise<Outcome<{ orderId: number }>> => {
      const applicant = await findApplicantById(tx, applicantId);
      if (applicant?.applicantStatusId !== APPLICANT_STATUSES.COAPPLICANT.applicantStatusId) return failure(orderMessages.upgradeNotCoApplicant);
      if (await findUnpaidQueueFeeOrder(tx, applicantId)) return failure(orderMessages.upgradeExists);
      const today = stockholmDay(this.now());
      const order = await insertOrder(tx, {
        applicantId,
        productId: PRODUCTS.QUEUE_FEE.productId,
        orderStatusId: ORDER_STATUSES.UNPAID.orderStatusId,
        amount: QUEUE_FEE_ORE,
        description: 'Köavgift – uppgradering till eget kökonto',
        dueDate: addDays(today, UPGRADE_PAYMENT_DAYS),
        paymentMethodId: applicant.paymentMethodId,
        isCoApplicantUpgrade: true,
      });
      return { ok: true, orderId: order.orderId };
    });
  }

  /** Cancels an unpaid queue-fee order: the upgrade order (clearing the upgrade) or an unpaid registration's order. */
  async cancelQueueFeeOrder(actor: Actor, orderId: number): Promise<Outcome<{ message: string }>> {
    const order = await this.orderFor(actor, orderId);
    const cancellable = order && order.productId === PRODUCTS.QUEUE_FEE.productId && order.orderStatusId === ORDER_STATUSES.UNPAID.orderStatusId && order.isCoApplicantUpgrade;
    if (!order || !cancellable) return failure(order?.isCoApplicantUpgrade ? orderMessages.upgradeCancelFailed : orderMessages.cancelFailed);
    await updateOrder(this.db, orderId, { orderStatusId: ORDER_STATUSES.CANCELLED.orderStatusId });
    return { ok: true, message: orderMessages.upgradeCancelled };
  }
}
