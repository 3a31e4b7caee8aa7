// An order row as the spec's Order (spec 000 §3): kronor for amounts, sv-SE formatted variants, net and VAT.
import { formatDay, formatKronor, splitVat } from '../../../src/rules/money';
import { BANKGIRO_NUMBER, ORDER_STATUSES, paymentMethodById, PRODUCTS } from '../../../src/rules/orders';
import type { OrderRow } from '../../db/schema';
import { autopayGaveUp } from '../../domain/queue-fee';

const productOf = (productId: number) => Object.values(PRODUCTS).find((p) => p.productId === productId) ?? PRODUCTS.QUEUE_FEE;
const statusOf = (id: number) => Object.values(ORDER_STATUSES).find((s) => s.orderStatusId === id) ?? ORDER_STATUSES.UNPAID;

/** The order as the orders service shows it (the spec's Order: the schema's type needs no conversion). */
export type OrderView = ReturnType<typeof toOrderView>;

export function toOrderView(row: OrderRow, opts: { autopayActive: boolean }) {
  const product = productOf(row.productId);
  const status = statusOf(row.orderStatusId);
  const method = paymentMethodById(row.paymentMethodId);
  const { net, vat } = splitVat(row.amount);
  const isPaid = row.orderStatusId === ORDER_STATUSES.PAID.orderStatusId;
  const isQueueFeeOrder = row.productId === PRODUCTS.QUEUE_FEE.productId;
  const total = row.amount + row.lateAgencyFee;
  return {
    orderId: row.orderId,
    amount: row.amount / 100,
    amountFormated: formatKronor(row.amount),
    netAmount: net / 100,
    netAmountFormated: formatKronor(net),
    vatAmount: vat / 100,
    vatAmountFormated: formatKronor(vat),
    lateAgencyFee: row.lateAgencyFee / 100,
    lateAgencyFeeFormated: formatKronor(row.lateAgencyFee),
    totalAmount: total / 100,
    totalAmountFormated: formatKronor(total),
    description: row.description,
    dueDate: row.dueDate,
    dueDateFormated: row.dueDate,
    paidDate: row.paidDate,
    paidDateFormated: formatDay(row.paidDate),
    feeStartDate: row.feeStartDate,
    feeStartDateFormated: formatDay(row.feeStartDate),
    feeEndDate: row.feeEndDate,
    feeEndDateFormated: formatDay(row.feeEndDate),
    ocr: row.ocr,
    orderStatus: status.orderStatus,
    orderStatusId: status.orderStatusId,
    paymentMethod: method.paymentMethod,
    paymentMethodId: method.paymentMethodId,
    product: product.product,
    productId: product.productId,
    name: product.name,
    isPaid,
    isQueueFeeOrder,
    isAgencyFeeOrder: row.productId === PRODUCTS.AGENCY_FEE.productId,
    isCoApplicantUpgrade: row.isCoApplicantUpgrade,
    bankgiroNumber: BANKGIRO_NUMBER,
    // Autopay pays queue fees by card; otherwise (or once autopay has given the order up) the applicant may pick how to
    // pay an unpaid queue fee.
    canChangePaymentMethod:
      !isPaid && isQueueFeeOrder && row.orderStatusId === ORDER_STATUSES.UNPAID.orderStatusId && !(opts.autopayActive && !autopayGaveUp(row.autopayAttempts)),
  };
}
