// The debts questionnaire (spec 001 §3 Debt, §5, §9): payment remarks and how many, debts at the Enforcement
// Authority and their balance, debt restructuring, and enforcement attempts in the last three years. Each question
// needs an answer; a count or an amount is asked only when its answer is yes.
import { z } from '../zod';
import { amountRules, checkNumber, countRules, input, readNumber, yesNo, type NumberInput } from './fields';

/** Spec 001 §9: enforcement attempts are looked at for three years. */
export const ENFORCEMENT_YEARS = 3;
/** A count of payment remarks above this is a typing mistake. */
export const PAYMENT_REMARKS_MAX = 999;

export const debtMessages = {
  paymentCount: {
    required: 'Du måste ange antal betalningsanmärkningar',
    notNumber: 'Antal betalningsanmärkningar måste anges i siffror',
    outOfRange: `Antal betalningsanmärkningar måste vara mellan 1 och ${PAYMENT_REMARKS_MAX}`,
  },
  debt: {
    required: 'Du måste ange hur stor skulden är',
    notNumber: 'Skulden måste anges i siffror',
    notPositive: 'Skulden kan inte vara noll eller negativ',
    tooLarge: 'Skulden är för stor',
  },
} as const;

export const debtSchema = z
  .object({
    /** Has payment remarks (betalningsanmärkningar); paymentCount says how many. */
    hasPaymentRemarks: yesNo(),
    paymentCount: input<NumberInput>(),
    /** Has debts at the Enforcement Authority (Kronofogden); debt is the balance in kronor. */
    hasDebt: yesNo(),
    debt: input<NumberInput>(),
    debtRestructering: yesNo(),
    /** Enforcement attempts (utmätningsförsök) in the last ENFORCEMENT_YEARS years. */
    seizure: yesNo(),
  })
  .superRefine((v, ctx) => {
    if (v.hasPaymentRemarks) checkNumber(ctx, 'paymentCount', v.paymentCount, countRules(debtMessages.paymentCount, 1, PAYMENT_REMARKS_MAX));
    if (v.hasDebt) checkNumber(ctx, 'debt', v.debt, amountRules(debtMessages.debt));
  })
  .transform((v) => ({
    ...v,
    paymentCount: v.hasPaymentRemarks ? readNumber(v.paymentCount) : null,
    debt: v.hasDebt ? readNumber(v.debt, true) : null,
  }));

export type DebtInput = z.input<typeof debtSchema>;
export type Debt = z.output<typeof debtSchema>;
