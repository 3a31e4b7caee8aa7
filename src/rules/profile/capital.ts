// The capital questionnaire (spec 001 §3 Capital, §5): whether the applicant can pay a deposit, has savings, and has
// a guarantor, with the amounts. Each question needs an answer; an amount is asked only when its answer is yes.
import { z } from '../zod';
import { amountRules, checkNumber, readNumber, yesNo, input, type AmountMessages, type NumberInput } from './fields';

export const capitalMessages = {
  depositionTotal: {
    required: 'Du måste ange hur stor deposition du kan betala',
    notNumber: 'Depositionen måste anges i siffror',
    notPositive: 'Depositionen kan inte vara noll eller negativ',
    tooLarge: 'Depositionen är för stor',
  },
  capitalTotal: {
    required: 'Du måste ange hur stort kapital du har',
    notNumber: 'Kapitalet måste anges i siffror',
    notPositive: 'Kapitalet kan inte vara noll eller negativt',
    tooLarge: 'Kapitalet är för stort',
  },
} as const satisfies Record<string, AmountMessages>;

export const capitalSchema = z
  .object({
    deposition: yesNo(),
    depositionTotal: input<NumberInput>(),
    capital: yesNo(),
    capitalTotal: input<NumberInput>(),
    guarantee: yesNo(),
  })
  .superRefine((v, ctx) => {
    if (v.deposition) checkNumber(ctx, 'depositionTotal', v.depositionTotal, amountRules(capitalMessages.depositionTotal));
    if (v.capital) checkNumber(ctx, 'capitalTotal', v.capitalTotal, amountRules(capitalMessages.capitalTotal));
  })
  .transform((v) => ({
    ...v,
    depositionTotal: v.deposition ? readNumber(v.depositionTotal, true) : null,
    capitalTotal: v.capital ? readNumber(v.capitalTotal, true) : null,
  }));

export type CapitalInput = z.input<typeof capitalSchema>;
export type Capital = z.output<typeof capitalSchema>;
