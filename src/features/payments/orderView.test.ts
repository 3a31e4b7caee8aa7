import { completionOf } from './completion';
import { findUpgradeOrder, periodText, queueFeeStatus, unpaidOrderRows, type OrderFacts } from './orderView';
import { paymentMethodLabel, PAYMENT_METHOD_CHOICES } from '../../rules/paymentMethods';

const queueFee: OrderFacts = {
  amountFormated: '305 kr',
  netAmountFormated: '244 kr',
  vatAmountFormated: '61 kr',
  lateAgencyFee: 0,
  lateAgencyFeeFormated: '0 kr',
  totalAmountFormated: '305 kr',
  dueDateFormated: '2026-11-22',
  feeStartDateFormated: null,
  feeEndDateFormated: null,
  ocr: '10004253',
  bankgiroNumber: '5050-1055',
  paymentMethod: 'creditcard',
  isQueueFeeOrder: true,
};

describe('unpaidOrderRows', () => {
  it('shows the queue fee with net and VAT, the due date and how to pay by bank', () => {
    expect(unpaidOrderRows(queueFee)).toEqual([
      { label: 'Belopp', value: '305 kr' },
      { label: 'Belopp utan moms', value: '244 kr' },
      { label: 'Moms (25 %)', value: '61 kr' },
      { label: 'Förfallodatum', value: '2026-11-22' },
      { label: 'Betalsätt', value: 'Kort' },
      { label: 'Bankgiro', value: '5050-1055' },
      { label: 'OCR-nummer', value: '10004253' },
    ]);
  });

  it('shows an agency fee without VAT, with a late fee and its total, and the fee period', () => {
    const rows = unpaidOrderRows({
      ...queueFee,
      isQueueFeeOrder: false,
      amountFormated: '1 500 kr',
      lateAgencyFee: 60,
      lateAgencyFeeFormated: '60 kr',
      totalAmountFormated: '1 560 kr',
      feeStartDateFormated: '2026-01-01',
      feeEndDateFormated: '2026-12-31',
      paymentMethod: 'swish',
      ocr: null,
    });
    expect(rows.map((r) => r.label)).toEqual(['Belopp', 'Förseningsavgift', 'Att betala', 'Förfallodatum', 'Avgiften gäller', 'Betalsätt', 'Bankgiro']);
    expect(rows.find((r) => r.label === 'Att betala')?.value).toBe('1 560 kr');
    expect(rows.find((r) => r.label === 'Avgiften gäller')?.value).toBe('2026-01-01 – 2026-12-31');
    expect(rows.find((r) => r.label === 'Betalsätt')?.value).toBe('Swish');
  });

  it('periodText joins the ends it has', () => {
    expect(periodText('2026-01-01', '2026-12-31')).toBe('2026-01-01 – 2026-12-31');
    expect(periodText(null, '2026-12-31')).toBe('2026-12-31');
    expect(periodText(null, null)).toBeNull();
  });
});

describe('payment methods', () => {
  it('have Swedish labels in the spec order', () => {
    expect(PAYMENT_METHOD_CHOICES).toEqual([
      { value: 'creditcard', label: 'Kort' },
      { value: 'email', label: 'E-post' },
      { value: 'mail', label: 'Brev' },
      { value: 'swish', label: 'Swish' },
    ]);
    expect(paymentMethodLabel('mail')).toBe('Brev');
    expect(paymentMethodLabel('bitcoin')).toBe('bitcoin');
  });
});

describe('findUpgradeOrder', () => {
  it('finds the unpaid upgrade order only', () => {
    const orders = [
      { orderId: 1, isCoApplicantUpgrade: true, orderStatusId: 3 },
      { orderId: 2, isCoApplicantUpgrade: false, orderStatusId: 1 },
      { orderId: 3, isCoApplicantUpgrade: true, orderStatusId: 1 },
    ];
    expect(findUpgradeOrder(orders)?.orderId).toBe(3);
    expect(findUpgradeOrder(orders.slice(0, 2))).toBeNull();
    expect(findUpgradeOrder([{ orderId: 4, isCoApplicantUpgrade: true, orderStatusId: 2 }])).toBeNull();
  });
});

describe('queueFeeStatus', () => {
  it('says until when the fee is paid, and when the next is due', () => {
    expect(queueFeeStatus({ hasPaid: true, queueFeeValidToDate: '2027-05-01', pendingQueueFeeOrderDueDate: null })).toBe(
      'Köavgiften är betald till och med 2027-05-01.',
    );
    expect(queueFeeStatus({ hasPaid: true, queueFeeValidToDate: '2026-05-01', pendingQueueFeeOrderDueDate: '2026-05-01' })).toBe(
      'Köavgiften är betald till och med 2026-05-01. Nästa köavgift ska vara betald senast 2026-05-01.',
    );
  });
  it('says the fee is unpaid for a new registration', () => {
    expect(queueFeeStatus({ hasPaid: false, queueFeeValidToDate: null, pendingQueueFeeOrderDueDate: null })).toBe(
      'Köavgiften är inte betald. Din plats i bostadskön gäller när köavgiften är betald.',
    );
    expect(queueFeeStatus({ hasPaid: false, queueFeeValidToDate: null, pendingQueueFeeOrderDueDate: '2026-09-01' })).toBe(
      'Du har en obetald köavgift som ska vara betald senast 2026-09-01.',
    );
  });
});

describe('completionOf', () => {
  it('is paid when the server says so (with or without the order)', () => {
    expect(completionOf({ error: false, isCoApplicantUpgrade: false, order: { isPaid: true } })).toEqual({ kind: 'paid', isCoApplicantUpgrade: false });
    expect(completionOf({ error: false, isCoApplicantUpgrade: true, order: null })).toEqual({ kind: 'paid', isCoApplicantUpgrade: true });
  });
  it('fails on an error, no answer, or an order that is not paid', () => {
    expect(completionOf({ error: true, isCoApplicantUpgrade: false })).toEqual({ kind: 'failed' });
    expect(completionOf(null)).toEqual({ kind: 'failed' });
    expect(completionOf({ error: false, isCoApplicantUpgrade: false, order: { isPaid: false } })).toEqual({ kind: 'failed' });
  });
});
