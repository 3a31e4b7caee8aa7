// An applicant's orders: list, payment method, cancelling a queue-fee order, the co-applicant upgrade order.
import { ORDER_STATUSES, paymentMethodByName, PRODUCTS, QUEUE_FEE_ORE } from '../../../src/rules/orders';
import { findApplicantById, updateApplicant } from '../../account/applicant.repository';
import type { Db } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import { addDays, isoDay } from '../../../src/rules/calendar';
import { APPLICANT_STATUSES } from '../../domain/applicant-status';
import { failure, type Outcome } from '../../domain/outcome';
import { findOrder, findUnpaidQueueFeeOrder, insertOrder, listOrders, setPaymentMethodOfUnpaidQueueFeeOrders, updateOrder } from './orders.repository';
import { orderView } from './order-view';

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
    private readonly now: () => Date = () => new Date(),
  ) {}

  async orders(applicantId: number) {
    const [rows, applicant] = await Promise.all([listOrders(this.db, applicantId), findApplicantById(this.db, applicantId)]);
    return rows.map((r) => orderView(r, { autopayActive: !!applicant?.autopayAgreementRef }));
  }

  /** An order of the caller's own, or undefined: nobody sees another's order. */
  async ownOrder(applicantId: number, orderId: number): Promise<OrderRow | undefined> {
    const row = await findOrder(this.db, orderId);
    return row?.applicantId === applicantId ? row : undefined;
  }

  async setPaymentMethod(applicantId: number, paymentType: string): Promise<Outcome> {
    const method = paymentMethodByName(paymentType);
    if (!method) return failure(orderMessages.unknownPaymentMethod, [{ code: 'paymentType', text: orderMessages.unknownPaymentMethod }]);
    await this.db.transaction(async (tx) => {
      await updateApplicant(tx, applicantId, { paymentMethodId: method.paymentMethodId });
      await setPaymentMethodOfUnpaidQueueFeeOrders(tx, applicantId, method.paymentMethodId);
    });
    return { ok: true };
  }

  /** A co-applicant asks to become a paying applicant: a queue-fee order marked as the upgrade. */
  async createUpgradeOrder(applicantId: number): Promise<Outcome<{ orderId: number }>> {
    return this.db.transaction(async (tx): Promise<Outcome<{ orderId: number }>> => {
      const applicant = await findApplicantById(tx, applicantId);
      if (applicant?.applicantStatusId !== APPLICANT_STATUSES.COAPPLICANT.applicantStatusId) return failure(orderMessages.upgradeNotCoApplicant);
      if (await findUnpaidQueueFeeOrder(tx, applicantId)) return failure(orderMessages.upgradeExists);
      const today = isoDay(this.now());
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
  async cancelQueueFeeOrder(applicantId: number, orderId: number): Promise<Outcome<{ message: string }>> {
    const order = await this.ownOrder(applicantId, orderId);
    const cancellable = order && order.productId === PRODUCTS.QUEUE_FEE.productId && order.orderStatusId === ORDER_STATUSES.UNPAID.orderStatusId && order.isCoApplicantUpgrade;
    if (!order || !cancellable) return failure(order?.isCoApplicantUpgrade ? orderMessages.upgradeCancelFailed : orderMessages.cancelFailed);
    await updateOrder(this.db, orderId, { orderStatusId: ORDER_STATUSES.CANCELLED.orderStatusId });
    return { ok: true, message: orderMessages.upgradeCancelled };
  }
}
