// Adding or changing one income (spec 001 §3 Income, §5): the type from getIncomeCategories' groups, the monthly
// income after tax, the end date when the type requires one, and the name the type asks for under its own title
// (the employer, the business …). The rules are the server's (incomeSchema); success toasts name the save.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { FormShell } from '../../components/form/FormShell';
import type { SaveOutcome } from '../../components/form/saveOutcome';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { useSubmitForm } from '../../components/form/useSubmitForm';
import type { GetIncomeCategoriesQuery, IncomeInput as IncomeVariables } from '../../graphql/__generated__/hooks';
import { stockholmDay } from '../../rules/calendar';
import { incomeSchema, type IncomeInput, type IncomeType, type IncomeValues } from '../../rules/incomes';
import { incomesTexts as t } from './incomesTexts';

type Category = GetIncomeCategoriesQuery['getIncomeCategories']['incomeCategories'][number];

export interface IncomeFormProps {
  /** Prefixes the fields' ids: several forms may be open on the page. */
  idPrefix: string;
  categories: readonly Category[];
  initial: IncomeInput;
  /** The income being changed (absent when adding). */
  applicantIncomeId?: number;
  save: (income: IncomeVariables) => Promise<SaveOutcome>;
  successMessage: string;
  onDone: () => void;
}

/** The form's values of a saved income (all text, as typed). */
export function incomeFormValues(income?: { incomeTypeId: number; incomeMonthly: number; validTo: string | null; incomeName: string | null }): IncomeInput {
  return {
    incomeTypeId: income ? String(income.incomeTypeId) : '',
    // Kept in öre; typed in kronor.
    incomeMonthly: income ? String(income.incomeMonthly / 100) : '',
    validTo: income?.validTo ?? '',
    incomeName: income?.incomeName ?? '',
  };
}

export function IncomeForm({ idPrefix, categories, initial, applicantIncomeId, save, successMessage, onDone }: IncomeFormProps) {
  const ids = {
    incomeTypeId: `${idPrefix}-type`,
    incomeMonthly: `${idPrefix}-monthly`,
    validTo: `${idPrefix}-valid-to`,
    incomeName: `${idPrefix}-name`,
  } as const;
  const incomeTypes = useMemo(() => categories.flatMap((c) => c.incomeTypes) as IncomeType[], [categories]);
  const currentIncomeTypeId = applicantIncomeId === undefined ? null : Number(initial.incomeTypeId);
  const schema = useMemo(() => incomeSchema({ today: stockholmDay(new Date()), currentIncomeTypeId, incomeTypes }), [currentIncomeTypeId, incomeTypes]);
  const { form, fieldProps, shellProps } = useSubmitForm<IncomeInput, IncomeValues>({
    resolver: zodResolver(schema),
    defaultValues: initial,
    fieldIds: ids,
    save: (v) =>
      save({
        applicantIncomeId,
        incomeTypeId: v.incomeTypeId,
        incomeMonthly: String(v.incomeMonthly),
        validTo: v.validTo,
        incomeName: v.incomeName,
      }),
    successMessage,
    onSaved: onDone,
  });
  const type = incomeTypes.find((it) => String(it.incomeTypeId) === String(form.watch('incomeTypeId')));
  // A disabled type is offered only to the income that has it.
  const groups = categories.map((c) => ({
    label: c.name,
    options: c.incomeTypes.filter((it) => !it.disabled || it.incomeTypeId === currentIncomeTypeId).map((it) => ({ value: String(it.incomeTypeId), label: it.name })),
  }));

  return (
    <FormShell
      {...shellProps}
      className="income-form"
      submitLabel={t.save}
      actions={
        <button type="button" className="button button--secondary" onClick={onDone}>
          {t.cancel}
        </button>
      }
    >
      <SelectField label={t.type} placeholder={t.choose} options={[]} groups={groups} description={type?.description} {...fieldProps('incomeTypeId')} />
      <TextField label={t.monthly} inputMode="decimal" autoComplete="off" {...fieldProps('incomeMonthly')} />
      {type?.requiresValidTo && <TextField label={t.validTo} description={t.validToDescription} type="date" {...fieldProps('validTo')} />}
      {type?.title && (
        <TextField label={type.title} description={type.titleDescription ?? undefined} placeholder={type.titlePlaceholder ?? undefined} {...fieldProps('incomeName')} />
      )}
    </FormShell>
  );
}
