import type { OrderRow } from '../../db/schema';
import { toOrderView } from './order-view';

const row = (patch: Partial<OrderRow> = {}): OrderRow => ({
  orderId: 42,
  applicantId: 1,
  productId: 1,
  orderStatusId: 1,
  amount: 30500,
  lateAgencyFee: 0,
  description: 'Köavgift 2026-11-22 – 2027-11-21',
  dueDate: '2026-12-22',
  paidDate: null,
  feeStartDate: '2026-11-22',
  feeEndDate: '2027-11-21',
  paymentMethodId: 1,
  ocr: '00004283',
  isCoApplicantUpgrade: false,
  isRegistration: false,
  reminderSentAt: null,
  autopayAttemptedAt: null,
  autopayAttempts: 0,
  autopayNextAttemptAt: null,
  autopayInFlightCard: null,
  autopayInFlightSince: null,
  createdAt: new Date('2026-11-22T10:00:00Z'),
  ...patch,
});

describe('toOrderView', () => {
  it('shows the queue fee with net and VAT in sv-SE', () => {
    expect(toOrderView(row(), { autopayActive: false })).toMatchObject({
      amount: 305,
      amountFormated: '305 kr',
      netAmountFormated: '244 kr',
      vatAmountFormated: '61 kr',
      dueDateFormated: '2026-12-22',
      name: 'Köavgift',
      orderStatus: 'Obetald',
      isQueueFeeOrder: true,
      isAgencyFeeOrder: false,
      isPaid: false,
      bankgiroNumber: '5050-1055',
      paymentMethod: 'creditcard',
      canChangePaymentMethod: true,
    });
  });

  it.each([
    ['a paid order', { orderStatusId: 2, paidDate: '2026-11-23' }, false],
    ['an agency-fee order', { productId: 2 }, false],
    ['a cancelled order', { orderStatusId: 3 }, false],
  ])('does not let %s change payment method', (_name, patch, can) => {
    expect(toOrderView(row(patch), { autopayActive: false }).canChangePaymentMethod).toBe(can);
  });

  it('does not let an autopay customer change how a queue fee is paid', () => {
    expect(toOrderView(row(), { autopayActive: true }).canChangePaymentMethod).toBe(false);
    expect(toOrderView(row({ autopayAttempts: 2 }), { autopayActive: true }).canChangePaymentMethod).toBe(false);
  });

  it('lets an autopay customer choose how to pay a queue fee autopay has given up', () => {
    expect(toOrderView(row({ autopayAttempts: 3 }), { autopayActive: true }).canChangePaymentMethod).toBe(true);
  });

  it('adds a late agency fee to the total', () => {
    const v = toOrderView(row({ productId: 2, amount: 150000, lateAgencyFee: 6000 }), { autopayActive: false });
    expect(v).toMatchObject({ amountFormated: '1 500 kr', lateAgencyFeeFormated: '60 kr', totalAmountFormated: '1 560 kr', isAgencyFeeOrder: true });
  });
});
