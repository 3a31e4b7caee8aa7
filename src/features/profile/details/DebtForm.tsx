// The debts questionnaire (spec 001 §3 Debt, §9): payment remarks and how many, debts at the Enforcement Authority and
// the balance, debt restructuring, and enforcement attempts in the last three years.
import { ChoiceGroup, YES_NO_OPTIONS } from '../../../components/form/ChoiceGroup';
import { ErrorSummary } from '../../../components/form/ErrorSummary';
import { TextField } from '../../../components/form/TextField';
import { debtSchema, type DebtInput } from '../../../rules/profile';
import { debtInput } from './detailsValues';
import { detailsTexts as t } from './detailsTexts';
import { useSaveInformation } from './profileMutations';
import { useQuestionnaireForm } from './useQuestionnaireForm';

export const DEBT_FIELD_IDS = {
  hasPaymentRemarks: 'debt-has-payment-remarks',
  paymentCount: 'debt-payment-count',
  hasDebt: 'debt-has-debt',
  debt: 'debt-debt',
  debtRestructering: 'debt-restructuring',
  seizure: 'debt-seizure',
} as const;

export function DebtForm({ initial }: { initial: DebtInput }) {
  const save = useSaveInformation();
  const ids = DEBT_FIELD_IDS;
  const { form, summary, saving, onSubmit } = useQuestionnaireForm({
    schema: debtSchema,
    defaultValues: initial,
    fieldIds: ids,
    save: (v) => save({ debt: debtInput(v) }),
  });
  const { register, watch } = form;
  const errors = form.formState.errors;
  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={saving || undefined}>
      <ErrorSummary errors={summary.errors} focusKey={summary.focusKey} />
      <ChoiceGroup id={ids.hasPaymentRemarks} legend={t.debt.hasPaymentRemarks} options={YES_NO_OPTIONS} error={errors.hasPaymentRemarks?.message} {...register('hasPaymentRemarks')} />
      {watch('hasPaymentRemarks') === 'true' && (
        <TextField id={ids.paymentCount} label={t.debt.paymentCount} inputMode="numeric" error={errors.paymentCount?.message} {...register('paymentCount')} />
      )}
      <ChoiceGroup id={ids.hasDebt} legend={t.debt.hasDebt} options={YES_NO_OPTIONS} error={errors.hasDebt?.message} {...register('hasDebt')} />
      {watch('hasDebt') === 'true' && <TextField id={ids.debt} label={t.debt.debt} inputMode="decimal" error={errors.debt?.message} {...register('debt')} />}
      <ChoiceGroup id={ids.debtRestructering} legend={t.debt.debtRestructering} options={YES_NO_OPTIONS} error={errors.debtRestructering?.message} {...register('debtRestructering')} />
      <ChoiceGroup id={ids.seizure} legend={t.debt.seizure} options={YES_NO_OPTIONS} error={errors.seizure?.message} {...register('seizure')} />
      <div className="form__actions">
        <button type="submit" className="button">
          {t.save}
        </button>
      </div>
    </form>
  );
}
