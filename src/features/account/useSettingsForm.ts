// One account form's life: client validation by its zod schema (errors under the fields and a
// summary that takes focus), then the save; the server's field errors go under the fields too,
// any other failure is an error toast (it stays until closed), success a toast of 5 s.
import { useRef, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { SummaryError } from '../../components/ErrorSummary';
import { showToast } from '../../app/toast/toastStore';
import { serverFieldErrors, summaryErrorsOf, type FieldIds } from '../../components/formSummary';
import type { SaveOutcome } from './saveOutcome';

export interface SettingsFormOptions<TIn extends FieldValues, TOut> {
  resolver: Resolver<TIn, unknown, TOut>;
  defaultValues: DefaultValues<TIn>;
  fieldIds: FieldIds<TIn>;
  save: (values: TOut) => Promise<SaveOutcome>;
  successMessage: string;
  /** The values the form shows after a successful save (default: what was typed). */
  afterSave?: (typed: TIn) => DefaultValues<TIn>;
}

export function useSettingsForm<TIn extends FieldValues, TOut>({ resolver, defaultValues, fieldIds, save, successMessage, afterSave }: SettingsFormOptions<TIn, TOut>) {
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const form = useForm<TIn, unknown, TOut>({ resolver, defaultValues, shouldFocusError: false });

  const submit = form.handleSubmit(
    async (values) => {
      // The button is never disabled; a second press while saving is ignored instead. A ref, not the state:
      // the state seen by this handler may be a render old.
      if (inFlight.current) return;
      inFlight.current = true;
      setSaving(true);
      const typed = form.getValues();
      const outcome = await save(values).finally(() => {
        inFlight.current = false;
        setSaving(false);
      });
      if (outcome.ok) {
        form.reset(afterSave ? afterSave(typed) : typed);
        showToast('success', successMessage);
        return;
      }
      // Errors that name a field go under it (and into the summary); any other is a toast.
      const fieldErrors = serverFieldErrors(outcome.validationErrors, fieldIds);
      for (const { name, message } of fieldErrors) form.setError(name as Path<TIn>, { type: 'server', message });
      if (fieldErrors.length > 0) setFailedSubmits((n) => n + 1);
      else showToast('error', outcome.message);
    },
    () => setFailedSubmits((n) => n + 1),
  );

  const summary: { errors: SummaryError[]; focusKey: number } = {
    errors: failedSubmits > 0 ? summaryErrorsOf(form.formState.errors, fieldIds) : [],
    focusKey: failedSubmits,
  };

  return { form, saving, summary, onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event) };
}
