// The pre-check (checkApplication's answer) as validateApplication returns it: the same, with money in kronor.
import type { ApplicationCheck, Criterion, IncomeCalculation } from '../domain/application-eligibility';

const kronor = (ore: number) => ore / 100;

function incomeCalculationView(c: IncomeCalculation) {
  return {
    ...c,
    persons: c.persons.map((p) => ({ ...p, total: kronor(p.total), lines: p.lines.map((l) => ({ ...l, total: kronor(l.total) })) })),
    total: kronor(c.total),
    required: kronor(c.required),
  };
}

const criterionView = (c: Criterion) => ({ ...c, incomeCalculation: c.incomeCalculation && incomeCalculationView(c.incomeCalculation) });

export type ApplicationValidationView = ReturnType<typeof toValidationView>;

export function toValidationView(check: ApplicationCheck) {
  return {
    ...check,
    criteria: { general: check.criteria.general.map(criterionView), income: check.criteria.income.map(criterionView), special: check.criteria.special.map(criterionView) },
  };
}
