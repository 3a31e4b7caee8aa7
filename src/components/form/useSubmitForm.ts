// One form's life: client validation by its zod schema (errors under the fields and a summary that takes focus),
// then the save, one at a time; the server's field errors go under the fields too, any other failure is an error
// toast (it stays until closed) or the page's own alert, and success a toast of 5 s. New forms are a schema, the
// field ids and this hook.
import type { FormEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { showToast } from '../toast/toastStore';
import type { FieldIds } from './formSummary';
import type { SaveOutcome } from './saveOutcome';
import { useFormErrors } from './useFormErrors';
import { useInFlight } from './useInFlight';

export interface SubmitFormOptions<TIn extends FieldValues, TOut, TSaved extends object> {
  resolver: Resolver<TIn, unknown, TOut>;
  defaultValues: DefaultValues<TIn>;
  /** The form's fields and their element ids, in the form's order (the summary's order). */
  fieldIds: FieldIds<TIn>;
  /** Resolves to undefined when the user cancelled the save (an upload): nothing to say then. */
  save: (values: TOut) => Promise<SaveOutcome<TSaved> | undefined>;
  /** A success toast; none when absent (the page shows its own confirmation). */
  successMessage?: string;
  /** The values the form shows after a successful save (default: what was typed). */
  afterSave?: (typed: TIn) => DefaultValues<TIn>;
  onSaved?: (outcome: { ok: true } & TSaved) => void;
  /** A failure that names none of the form's fields (default: an error toast). */
  onFailure?: (message: string) => void;
  /** False: the server's errors stay in the failure message instead of going under the fields. */
  serverErrorsOnFields?: boolean;
}

export function useSubmitForm<TIn extends FieldValues, TOut, TSaved extends object = object>(options: SubmitFormOptions<TIn, TOut, TSaved>) {
  const { resolver, defaultValues, fieldIds, save, successMessage, afterSave, onSaved, onFailure, serverErrorsOnFields = true } = options;
  const form = useForm<TIn, unknown, TOut>({ resolver, defaultValues, shouldFocusError: false });
  const { busy, run } = useInFlight();
  const { summary, countFailure, placeServerErrors } = useFormErrors(form, fieldIds);

  const submit = form.handleSubmit(async (values) => {
    const typed = form.getValues();
    const outcome = await run(() => save(values));
    if (!outcome) return;
    if (outcome.ok) {
      form.reset(afterSave ? afterSave(typed) : typed);
      if (successMessage) showToast('success', successMessage);
      onSaved?.(outcome);
      return;
    }
    if (serverErrorsOnFields && placeServerErrors(outcome.validationErrors) > 0) countFailure();
    else if (onFailure) onFailure(outcome.message);
    else showToast('error', outcome.message);
  }, countFailure);

  /** What a TextField (or another field) of the form needs: the id the summary links to, its error, its registration. */
  const fieldProps = (name: Path<TIn> & keyof TIn & string) => ({
    id: fieldIds[name],
    error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
    ...form.register(name),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => void submit(event);
  /** What FormShell needs besides its submit label. */
  const shellProps = { onSubmit, busy, summary };
  return { form, fieldProps, saving: busy, summary, onSubmit, shellProps };
}
