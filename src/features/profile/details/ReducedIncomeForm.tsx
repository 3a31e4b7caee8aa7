// The reduced income requirement (spec 001 §2, §9): capital, a deposit or a guarantor; capital with its amount, which
// must cover six months of rent (judged against each home's rent when interest is registered).
import { ChoiceGroup } from '../../../components/form/ChoiceGroup';
import { FormShell } from '../../../components/form/FormShell';
import { TextField } from '../../../components/form/TextField';
import { REDUCED_INCOME_CHOICES, reducedIncomeSchema, type ReducedIncomeInput } from '../../../rules/profile';
import { reducedIncomeInput } from './detailsValues';
import { detailsTexts as t } from './detailsTexts';
import { useSaveInformation } from './profileMutations';
import { useQuestionnaireForm } from './useQuestionnaireForm';

export const REDUCED_INCOME_FIELD_IDS = {
  reducedIncomeRequirement: 'reduced-income-choice',
  capitalTotal: 'reduced-income-capital',
} as const;

const choices = REDUCED_INCOME_CHOICES.map(({ id, label }) => ({ value: id, label }));
// Without a home there is no rent to compare with: the form checks the choice and the amount's form.
const schema = reducedIncomeSchema();

export function ReducedIncomeForm({ initial }: { initial: ReducedIncomeInput }) {
  const save = useSaveInformation();
  const { form, fieldProps, shellProps } = useQuestionnaireForm({
    schema,
    defaultValues: initial,
    fieldIds: REDUCED_INCOME_FIELD_IDS,
    save: (v) => save({ reducedIncome: reducedIncomeInput(v) }),
  });
  const { watch } = form;
  return (
    <FormShell {...shellProps} submitLabel={t.save} intro={<p>{t.reducedIncome.intro}</p>}>
      <ChoiceGroup
        legend={t.reducedIncome.choice}
        options={choices}
        {...fieldProps('reducedIncomeRequirement')}
      />
      {watch('reducedIncomeRequirement') === 'CAPITAL' && (
        <TextField
          label={t.reducedIncome.capitalTotal}
          description={t.reducedIncome.capitalHint}
          inputMode="decimal"
          {...fieldProps('capitalTotal')}
        />
      )}
    </FormShell>
  );
}
