// The pre-check's income calculation, line by line: each person's incomes with whether and why each counts, an
// income verified by the bank marked as such, and why a co-applicant's incomes are or are not pooled.
import type { CriterionFieldsFragment } from '../../../graphql/__generated__/hooks';
import { formatKronor } from '../../../rules/money';
import { interestTexts as t } from './interestTexts';

type Calculation = NonNullable<CriterionFieldsFragment['incomeCalculation']>;

const kr = (kronor: number) => formatKronor(Math.round(kronor * 100));

export function IncomeCalculationLines({ calculation }: { calculation: Calculation }) {
  return (
    <>
      <p>
        {t.incomeSummary(kr(calculation.total), kr(calculation.required))}
        {calculation.poolingNote ? ` ${calculation.poolingNote}` : ''}
      </p>
      {calculation.persons.map((p) => (
        <ul key={p.role} className="interest-dialog__list" aria-label={t.incomesOf(p.name)}>
          {p.lines.map((l, i) => (
            <li key={i}>
              {l.text}: {t.perMonth(kr(l.total))}
              {l.verified && <span className="interest-dialog__verified"> {t.verifiedByBank}</span>}
              <br />
              <span className="interest-dialog__note">{l.note}</span>
            </li>
          ))}
        </ul>
      ))}
    </>
  );
}
