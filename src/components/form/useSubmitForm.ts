// One form's life: client validation by its zod schema (errors under the fields and a summary that takes focus),
// then the save, one at a time; the server's field errors go under the fields too, any other failure is an error
// toast (it stays until closed) or the page's own alert, and success a toast of 5 s. New forms are a schema, the
// field ids and this hook.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { showToast } from '../toast/toastStore';
import type { SummaryError } from './ErrorSummary';
import type { ShownFailure } from './FailureAlert';
import type { FieldIds } from './formSummary';
import type { FailedOutcome, SaveOutcome } from './saveOutcome';
import { useFormErrors } from './useFormErrors';
import { useInFlight } from './useInFlight';

export interface SubmitFormOptions<TIn extends FieldValues, TOut, TSaved extends object> {
  resolver: Resolver<TIn, unknown, TOut>;
  defaultValues: DefaultValues<TIn>;
  /** The form's fields and their element ids, in the form's order (the summary's order). */
  fieldIds: FieldIds<TIn>;
  /** Resolves to undefined when there is nothing for the form to say: the user cancelled the save (an upload), or
   * the page has moved on by itself (another step). */
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
  /** True: every failure's message goes to the form's own alert (`failure`, for FailureAlert), which takes focus
   * instead of the summary; the server's field errors still go under their fields. Cleared when a save starts. */
  alertOnFailure?: boolean;
  /** With alertOnFailure: a failure the form shows from the start (a save made elsewhere on the page, e.g. another
   * step, whose answer sends the user back to this form). */
  initialFailure?: FailedOutcome | null;
  /** Errors of inputs that are not among the form's values (a chosen file). While any stands, a submit fails as a
   * field error does; those standing at the last submit join the summary. */
  extraErrors?: readonly SummaryError[];
}

export function useSubmitForm<TIn extends FieldValues, TOut, TSaved extends object = object>(options: SubmitFormOptions<TIn, TOut, TSaved>) {
  const { resolver, defaultValues, fieldIds, save, successMessage, afterSave, onSaved, onFailure, serverErrorsOnFields = true } = options;
  const { alertOnFailure = false, initialFailure = null, extraErrors = [] } = options;
  const form = useForm<TIn, unknown, TOut>({ resolver, defaultValues, shouldFocusError: false });
  const { busy, run } = useInFlight();
  const { summary: fieldSummary, countFailure, placeServerErrors } = useFormErrors(form, fieldIds);

  // The alert's failure; its key only grows, so every failure takes focus once.
  const failureCount = useRef(initialFailure ? 1 : 0);
  const [failure, setFailure] = useState<ShownFailure | null>(initialFailure && { message: initialFailure.message, key: 1 });
  const showFailure = (message: string) => {
    failureCount.current += 1;
    setFailure({ message, key: failureCount.current });
  };
  useEffect(() => {
    if (initialFailure && serverErrorsOnFields) placeServerErrors(initialFailure.validationErrors);
    // Only the first render's failure: a later one comes from this form's own saves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const [extraAtSubmit, setExtraAtSubmit] = useState(false);
  const failSubmit = () => {
    setExtraAtSubmit(extraErrors.length > 0);
    countFailure();
  };

  const submit = form.handleSubmit(async (values) => {
    if (extraErrors.length > 0) return failSubmit();
    setExtraAtSubmit(false);
    const typed = form.getValues();
    const outcome = await run(() => {
      if (alertOnFailure) setFailure(null);
      return save(values);
    });
    if (!outcome) return;
    if (outcome.ok) {
      form.reset(afterSave ? afterSave(typed) : typed);
      if (successMessage) showToast('success', successMessage);
      onSaved?.(outcome);
      return;
    }
    if (alertOnFailure) {
      if (serverErrorsOnFields) placeServerErrors(outcome.validationErrors);
      showFailure(outcome.message);
    } else if (serverErrorsOnFields && placeServerErrors(outcome.validationErrors) > 0) countFailure();
    else if (onFailure) onFailure(outcome.message);
    else showToast('error', outcome.message);
  }, failSubmit);

  const summary =
    extraAtSubmit && fieldSummary.focusKey > 0 && extraErrors.length > 0 ? { ...fieldSummary, errors: [...fieldSummary.errors, ...extraErrors] } : fieldSummary;

  /** What a TextField (or another field) of the form needs: the id the summary links to, its error, its registration. */
  const fieldProps = (name: Path<TIn> & keyof TIn & string) => ({
    id: fieldIds[name],
    error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
    ...form.register(name),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => void submit(event);
  /** A lazy resolver (lazyResolver) starts its download when the form first takes focus. */
  const onFocus = 'preload' in resolver && typeof resolver.preload === 'function' ? (resolver.preload as () => void) : undefined;
  /** What FormShell needs besides its submit label. */
  const shellProps = { onSubmit, busy, summary, onFocus };
  return { form, fieldProps, saving: busy, summary, onSubmit, shellProps, failure };
}
