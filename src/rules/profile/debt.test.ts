import { debtMessages as m, debtSchema, PAYMENT_REMARKS_MAX } from './debt';
import { profileMessages } from './fields';
import { problemsOf } from './testing';

const none = { hasPaymentRemarks: 'false', hasDebt: 'false', debtRestructering: 'false', seizure: 'false' };
const choice = profileMessages.choiceRequired;

describe('debts', () => {
  it('accepts a debt-free applicant', () => {
    expect(debtSchema.parse(none)).toEqual({ hasPaymentRemarks: false, paymentCount: null, hasDebt: false, debt: null, debtRestructering: false, seizure: false });
  });

  it('accepts remarks and a debt with their numbers', () => {
    expect(debtSchema.parse({ ...none, hasPaymentRemarks: true, paymentCount: 2, hasDebt: 'true', debt: '12 500', seizure: true })).toMatchObject({
      paymentCount: 2,
      debt: 12500,
      seizure: true,
    });
  });

  it('needs every choice before saving', () => {
    expect(problemsOf(debtSchema, {})).toEqual([`hasPaymentRemarks: ${choice}`, `hasDebt: ${choice}`, `debtRestructering: ${choice}`, `seizure: ${choice}`]);
  });

  it.each([
    [{ debtRestructering: '' }, 'debtRestructering', choice],
    [{ seizure: 'ja' }, 'seizure', choice],
    [{ hasPaymentRemarks: 'true' }, 'paymentCount', m.paymentCount.required],
    [{ hasPaymentRemarks: 'true', paymentCount: 'två' }, 'paymentCount', m.paymentCount.notNumber],
    [{ hasPaymentRemarks: 'true', paymentCount: '1,5' }, 'paymentCount', m.paymentCount.notNumber],
    [{ hasPaymentRemarks: 'true', paymentCount: '0' }, 'paymentCount', m.paymentCount.outOfRange],
    [{ hasPaymentRemarks: 'true', paymentCount: String(PAYMENT_REMARKS_MAX + 1) }, 'paymentCount', m.paymentCount.outOfRange],
    [{ hasDebt: 'true', debt: ' ' }, 'debt', m.debt.required],
    [{ hasDebt: 'true', debt: 'mycket' }, 'debt', m.debt.notNumber],
    [{ hasDebt: 'true', debt: '0' }, 'debt', m.debt.notPositive],
    [{ hasDebt: 'true', debt: '\u22121000' }, 'debt', m.debt.notPositive],
    [{ hasDebt: 'true', debt: '1000000001' }, 'debt', m.debt.tooLarge],
  ])('%o → %s: %s', (change, path, message) => {
    expect(problemsOf(debtSchema, { ...none, ...change })).toEqual([`${path}: ${message}`]);
  });

  it.each([
    [{ hasPaymentRemarks: 'true', paymentCount: '1' }],
    [{ hasPaymentRemarks: 'true', paymentCount: String(PAYMENT_REMARKS_MAX) }],
    [{ hasPaymentRemarks: 'false', paymentCount: 'ignored' }],
    [{ hasDebt: 'false', debt: '-5' }],
  ])('accepts %o', (change) => {
    expect(problemsOf(debtSchema, { ...none, ...change })).toEqual([]);
  });
});
