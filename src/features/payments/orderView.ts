// How an order is described to the applicant (spec 000 §3 Order), which order is the co-applicant's upgrade,
// and what the account page says about the queue fee. Pure, so orderView.test.ts holds it.
import { ORDER_STATUSES } from '../../rules/orders';
import { paymentMethodLabel } from '../../rules/paymentMethods';

export interface DetailRow {
  label: string;
  value: string;
}

/** The fields of getOrders an order card shows. */
export interface OrderFacts {
  amountFormated: string;
  netAmountFormated: string;
  vatAmountFormated: string;
  lateAgencyFee: number;
  lateAgencyFeeFormated: string;
  totalAmountFormated: string;
  dueDateFormated: string;
  feeStartDateFormated: string | null;
  feeEndDateFormated: string | null;
  ocr: string | null;
  bankgiroNumber: string;
  paymentMethod: string;
  isQueueFeeOrder: boolean;
}

export const orderLabels = {
  amount: 'Belopp',
  net: 'Belopp utan moms',
  vat: 'Moms (25 %)',
  lateFee: 'Förseningsavgift',
  total: 'Att betala',
  dueDate: 'Förfallodatum',
  period: 'Avgiften gäller',
  paymentMethod: 'Betalsätt',
  bankgiro: 'Bankgiro',
  ocr: 'OCR-nummer',
} as const;

/** A period as 'from – to', or whichever end is known, or null. */
export function periodText(start: string | null | undefined, end: string | null | undefined): string | null {
  if (start && end) return `${start} – ${end}`;
  return start || end || null;
}

/** The rows of an unpaid order: amounts (with net and VAT for the queue fee), due date, and how to pay by bank. */
export function unpaidOrderRows(order: OrderFacts): DetailRow[] {
  const rows: DetailRow[] = [{ label: orderLabels.amount, value: order.amountFormated }];
  if (order.isQueueFeeOrder) {
    rows.push({ label: orderLabels.net, value: order.netAmountFormated }, { label: orderLabels.vat, value: order.vatAmountFormated });
  }
  if (order.lateAgencyFee > 0) {
    rows.push({ label: orderLabels.lateFee, value: order.lateAgencyFeeFormated }, { label: orderLabels.total, value: order.totalAmountFormated });
  }
  rows.push({ label: orderLabels.dueDate, value: order.dueDateFormated });
  const period = periodText(order.feeStartDateFormated, order.feeEndDateFormated);
  if (period) rows.push({ label: orderLabels.period, value: period });
  rows.push({ label: orderLabels.paymentMethod, value: paymentMethodLabel(order.paymentMethod) });
  rows.push({ label: orderLabels.bankgiro, value: order.bankgiroNumber });
  if (order.ocr) rows.push({ label: orderLabels.ocr, value: order.ocr });
  return rows;
}

/** The co-applicant's upgrade order still waiting for payment, if any (so a reload still shows it). */
export function findUpgradeOrder<T extends { isCoApplicantUpgrade: boolean; orderStatusId: number }>(orders: readonly T[]): T | null {
  return orders.find((o) => o.isCoApplicantUpgrade && o.orderStatusId === ORDER_STATUSES.UNPAID.orderStatusId) ?? null;
}

export interface QueueFeeFacts {
  hasPaid: boolean;
  queueFeeValidToDate: string | null;
  pendingQueueFeeOrderDueDate: string | null;
}

export const queueFeeTexts = {
  paidUntil: (day: string) => `Köavgiften är betald till och med ${day}.`,
  nextDue: (day: string) => `Nästa köavgift ska vara betald senast ${day}.`,
  unpaid: 'Köavgiften är inte betald. Din plats i bostadskön gäller när köavgiften är betald.',
  unpaidDue: (day: string) => `Du har en obetald köavgift som ska vara betald senast ${day}.`,
} as const;

/** What the account page says about the applicant's queue fee. */
export function queueFeeStatus(facts: QueueFeeFacts): string {
  const parts: string[] = [];
  if (facts.queueFeeValidToDate) {
    parts.push(queueFeeTexts.paidUntil(facts.queueFeeValidToDate));
    if (facts.pendingQueueFeeOrderDueDate) parts.push(queueFeeTexts.nextDue(facts.pendingQueueFeeOrderDueDate));
  } else if (facts.pendingQueueFeeOrderDueDate) {
    parts.push(queueFeeTexts.unpaidDue(facts.pendingQueueFeeOrderDueDate));
  } else {
    parts.push(queueFeeTexts.unpaid);
  }
  return parts.join(' ');
}
