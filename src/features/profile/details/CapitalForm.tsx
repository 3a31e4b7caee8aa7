// The capital questionnaire (spec 001 §3 Capital): deposit, savings and guarantor, each amount asked when its answer is yes.
import { ChoiceGroup, YES_NO_OPTIONS } from '../../../components/form/ChoiceGroup';
import { ErrorSummary } from '../../../components/form/ErrorSummary';
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
  const ids = CAPITAL_FIELD_IDS;
  const { form, summary, saving, onSubmit } = useQuestionnaireForm({
    schema: capitalSchema,
    defaultValues: initial,
    fieldIds: ids,
    save: (v) => save({ capital: capitalInput(v) }),
  });
  const { register, watch } = form;
  const errors = form.formState.errors;
  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={saving || undefined}>
      <ErrorSummary errors={summary.errors} focusKey={summary.focusKey} />
      <ChoiceGroup id={ids.deposition} legend={t.capital.deposition} options={YES_NO_OPTIONS} error={errors.deposition?.message} {...register('deposition')} />
      {watch('deposition') === 'true' && (
        <TextField id={ids.depositionTotal} label={t.capital.depositionTotal} inputMode="decimal" error={errors.depositionTotal?.message} {...register('depositionTotal')} />
      )}
      <ChoiceGroup id={ids.capital} legend={t.capital.capital} options={YES_NO_OPTIONS} error={errors.capital?.message} {...register('capital')} />
      {watch('capital') === 'true' && (
        <TextField id={ids.capitalTotal} label={t.capital.capitalTotal} inputMode="decimal" error={errors.capitalTotal?.message} {...register('capitalTotal')} />
      )}
      <ChoiceGroup id={ids.guarantee} legend={t.capital.guarantee} options={YES_NO_OPTIONS} error={errors.guarantee?.message} {...register('guarantee')} />
      <div className="form__actions">
        <button type="submit" className="button">
          {t.save}
        </button>
      </div>
    </form>
  );
}
