// The capital questionnaire (spec 001 §3 Capital): deposit, savings and guarantor, each amount asked when its answer is yes.
import { ChoiceGroup, YES_NO_OPTIONS } from '../../../components/form/ChoiceGroup';
import { FormShell } from '../../../components/form/FormShell';
import { TextField } from '../../../components/form/TextField';
import { capitalSchema, type CapitalInput } from '../../../rules/profile';
import { capitalInput } from './detailsValues';
import { detailsTexts as t } from './detailsTexts';
import { useSaveInformation } from './profileMutations';
import { useQuestionnaireForm } from './useQuestionnaireForm';

export const CAPITAL_FIELD_IDS = {
  deposition: 'capital-deposition',
  depositionTotal: 'capital-deposition-total',
  capital: 'capital-capital',
  capitalTotal: 'capital-capital-total',
  guarantee: 'capital-guarantee',
} as const;

export function CapitalForm({ initial }: { initial: CapitalInput }) {
  const save = useSaveInformation();
  const { form, fieldProps, shellProps } = useQuestionnaireForm({
    schema: capitalSchema,
    defaultValues: initial,
    fieldIds: CAPITAL_FIELD_IDS,
    save: (v) => save({ capital: capitalInput(v) }),
  });
  const { watch } = form;
  return (
    <FormShell {...shellProps} submitLabel={t.save}>
      <ChoiceGroup legend={t.capital.deposition} options={YES_NO_OPTIONS} {...fieldProps('deposition')} />
      {watch('deposition') === 'true' && (
        <TextField label={t.capital.depositionTotal} inputMode="decimal" {...fieldProps('depositionTotal')} />
      )}
      <ChoiceGroup legend={t.capital.capital} options={YES_NO_OPTIONS} {...fieldProps('capital')} />
      {watch('capital') === 'true' && (
        <TextField label={t.capital.capitalTotal} inputMode="decimal" {...fieldProps('capitalTotal')} />
      )}
      <ChoiceGroup legend={t.capital.guarantee} options={YES_NO_OPTIONS} {...fieldProps('guarantee')} />
    </FormShell>
  );
}
