// One questionnaire's form: the form kit's submit hook with what every questionnaire shares (spec 001 §8): the
// success toast, and 'Vi kunde inte spara dina uppgifter' for any failure that names none of the form's fields.
import { zodResolver } from '@hookform/resolvers/zod';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldIds } from '../../../components/form/formSummary';
import type { SaveOutcome } from '../../../components/form/saveOutcome';
import { useSubmitForm } from '../../../components/form/useSubmitForm';
import { showToast } from '../../../components/toast/toastStore';
import { profileMessages } from '../../../rules/profile';

export function useQuestionnaireForm<TIn extends FieldValues, TOut>(options: {
  schema: z.ZodType<TOut, TIn>;
  defaultValues: TIn;
  fieldIds: FieldIds<TIn>;
  save: (values: TOut) => Promise<SaveOutcome>;
}) {
  return useSubmitForm<TIn, TOut>({
    resolver: zodResolver(options.schema),
    defaultValues: options.defaultValues as DefaultValues<TIn>,
    fieldIds: options.fieldIds,
    save: options.save,
    successMessage: profileMessages.saved,
    onFailure: () => showToast('error', profileMessages.saveFailed),
  });
}
