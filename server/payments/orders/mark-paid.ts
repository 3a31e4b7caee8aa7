// What a paid order does, exactly once, inside the caller's transaction: the order is paid and the applicant's
// queue standing follows (registration → queue member with a queue date; upgrade → own queue account;
// renewal → the paid year extends).
import { ORDER_STATUSES, PRODUCTS } from '../../../src/rules/orders';
import { findApplicantById, updateApplicant } from '../../account/applicant.repository';
import type { DbOrTx } from '../../db/client';
import type { ApplicantRow, OrderRow } from '../../db/schema';
import { APPLICANT_STATUSES } from '../../domain/applicant-status';
import { paidPeriod } from '../../domain/queue-fee';
import { lockOrder, updateOrder } from './orders.repository';

/** Marks the order paid unless it already is; returns the order as it now stands and whether this call paid it. */
export async function markOrderPaid(tx: DbOrTx, orderId: number, paidDay: string): Promise<{ order: OrderRow; newlyPaid: boolean }> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new Error(`order ${orderId} not found`);
  if (order.orderStatusId === ORDER_STATUSES.PAID.orderStatusId) return { order, newlyPaid: false };
  const applicant = await findApplicantById(tx, order.applicantId);
  if (!applicant) throw new Error(`applicant of order ${orderId} not found`);

  if (order.productId !== PRODUCTS.QUEUE_FEE.productId) {
    return { order: await updateOrder(tx, orderId, { orderStatusId: ORDER_STATUSES.PAID.orderStatusId, paidDate: paidDay }), newlyPaid: true };
  }
  const joining = order.isRegistration || order.isCoApplicantUpgrade || applicant.applicantStatusId === APPLICANT_STATUSES.PENDING_PAYMENT.applicantStatusId;
  const period = order.feeStartDate && order.feeEndDate && !joining
    ? { feeStartDate: order.feeStartDate, feeEndDate: order.feeEndDate }
    : paidPeriod(paidDay, joining ? null : applicant.queueFeeValidToDate);
  const paid = await updateOrder(tx, orderId, { orderStatusId: ORDER_STATUSES.PAID.orderStatusId, paidDate: paidDay, ...period });
  const patch: Partial<ApplicantRow> = {
    hasPaid: true,
    queueFeeValidToDate: period.feeEndDate,
    pendingQueueFeeOrderDueDate: null,
  };
  if (joining) {
    Object.assign(patch, {
      applicantStatusId: APPLICANT_STATUSES.QUEUE.applicantStatusId,
      accountType: 'QUEUE_ACCOUNT',
      queueDate: applicant.queueDate ?? paidDay,
    });
  }
  await updateApplicant(tx, applicant.applicantId, patch);
  return { order: paid, newlyPaid: true };
}
