// The debts questionnaire (spec 001 §3 Debt, §9): payment remarks and how many, debts at the Enforcement Authority and
// the balance, debt restructuring, and enforcement attempts in the last three years.
import { ChoiceGroup, YES_NO_OPTIONS } from '../../../components/form/ChoiceGroup';
import { FormShell } from '../../../components/form/FormShell';
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
  const { form, fieldProps, shellProps } = useQuestionnaireForm({
    schema: debtSchema,
    defaultValues: initial,
    fieldIds: DEBT_FIELD_IDS,
    save: (v) => save({ debt: debtInput(v) }),
  });
  const { watch } = form;
  return (
    <FormShell {...shellProps} submitLabel={t.save}>
      <ChoiceGroup legend={t.debt.hasPaymentRemarks} options={YES_NO_OPTIONS} {...fieldProps('hasPaymentRemarks')} />
      {watch('hasPaymentRemarks') === 'true' && (
        <TextField label={t.debt.paymentCount} inputMode="numeric" {...fieldProps('paymentCount')} />
      )}
      <ChoiceGroup legend={t.debt.hasDebt} options={YES_NO_OPTIONS} {...fieldProps('hasDebt')} />
      {watch('hasDebt') === 'true' && <TextField label={t.debt.debt} inputMode="decimal" {...fieldProps('debt')} />}
      <ChoiceGroup legend={t.debt.debtRestructering} options={YES_NO_OPTIONS} {...fieldProps('debtRestructering')} />
      <ChoiceGroup legend={t.debt.seizure} options={YES_NO_OPTIONS} {...fieldProps('seizure')} />
    </FormShell>
  );
}
