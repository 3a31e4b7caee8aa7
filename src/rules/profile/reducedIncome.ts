// The reduced income requirement (spec 001 §2, §5, §9): an applicant whose income is below a landlord's requirement
// may meet a reduced one with capital, a deposit or a guarantor. A choice is required; capital counts when it covers
// at least six months of rent.
import { z } from '../zod';
import { formatKronor } from '../money';
import { amountRules, checkNumber, choice, input, readNumber, type NumberInput } from './fields';
import { capitalMessages } from './capital';

/** Spec 001 §9: capital needed is at least 6 months of rent. */
export const CAPITAL_MONTHS_OF_RENT = 6;

export const REDUCED_INCOME_CHOICES = [
  { id: 'CAPITAL', label: 'Kapital' },
  { id: 'DEPOSITION', label: 'Deposition' },
  { id: 'GUARANTEE', label: 'Borgensman' },
] as const;
export type ReducedIncomeChoice = (typeof REDUCED_INCOME_CHOICES)[number]['id'];

export const reducedIncomeMessages = {
  choiceRequired: 'Du måste välja kapital, deposition eller borgensman',
  capitalTooSmall: (neededKronor: number) =>
    `Kapitalet måste motsvara minst ${CAPITAL_MONTHS_OF_RENT} månadshyror, det vill säga ${formatKronor(Math.round(neededKronor * 100))}`,
} as const;

/** The capital (kronor) that meets the requirement for a monthly rent (kronor). */
export const capitalNeeded = (monthlyRentKronor: number) => CAPITAL_MONTHS_OF_RENT * monthlyRentKronor;

/** Capital covers the rent when it is at least six months of it (kronor, both). */
export function capitalCoversRent(capitalKronor: number, monthlyRentKronor: number): boolean {
  return capitalKronor >= capitalNeeded(monthlyRentKronor);
}

/**
 * The schema for a home whose monthly rent (kronor) is known, or without one (then only the choice and the amount's
 * form are checked; the rent check waits for the home).
 */
export function reducedIncomeSchema(monthlyRentKronor?: number) {
  return z
    .object({
      reducedIncomeRequirement: choice(
        REDUCED_INCOME_CHOICES.map((c) => c.id),
        reducedIncomeMessages.choiceRequired,
      ),
      capitalTotal: input<NumberInput>(),
    })
    .superRefine((v, ctx) => {
      if (v.reducedIncomeRequirement !== 'CAPITAL') return;
      const rules = amountRules(capitalMessages.capitalTotal);
      checkNumber(ctx, 'capitalTotal', v.capitalTotal, rules);
      const capital = readNumber(v.capitalTotal, true);
      if (monthlyRentKronor !== undefined && capital !== null && capital > 0 && !capitalCoversRent(capital, monthlyRentKronor)) {
        ctx.addIssue({ code: 'custom', path: ['capitalTotal'], message: reducedIncomeMessages.capitalTooSmall(capitalNeeded(monthlyRentKronor)) });
      }
    })
    .transform((v) => ({ ...v, capitalTotal: v.reducedIncomeRequirement === 'CAPITAL' ? readNumber(v.capitalTotal, true) : null }));
}

export type ReducedIncomeInput = z.input<ReturnType<typeof reducedIncomeSchema>>;
export type ReducedIncome = z.output<ReturnType<typeof reducedIncomeSchema>>;
