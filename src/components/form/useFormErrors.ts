// A form's errors for the error summary: counts failed submits (each one moves focus to the summary once) and puts
// the server's validation errors that name a field under that field.
import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { SummaryError } from './ErrorSummary';
import { serverFieldErrors, summaryErrorsOf, type FieldIds } from './formSummary';
import type { ValidationErrorLike } from './saveOutcome';

export interface FormErrors {
  /** Props of ErrorSummary: the errors once a submit has failed, and the focus key. */
  summary: { errors: SummaryError[]; focusKey: number };
  countFailure: () => void;
  /** Sets the server's errors on the fields they name; returns how many were placed. */
  placeServerErrors: (validationErrors: readonly ValidationErrorLike[]) => number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any output type of the resolver
export function useFormErrors<T extends FieldValues>(form: UseFormReturn<T, any, any>, fieldIds: FieldIds<T>): FormErrors {
  const [failedSubmits, setFailedSubmits] = useState(0);
  const countFailure = useCallback(() => setFailedSubmits((n) => n + 1), []);
  const { setError } = form;
  const placeServerErrors = useCallback(
    (validationErrors: readonly ValidationErrorLike[]) => {
      const placed = serverFieldErrors(validationErrors, fieldIds);
      for (const { name, message } of placed) setError(name as Path<T>, { type: 'server', message });
      return placed.length;
    },
    [fieldIds, setError],
  );
  return {
    summary: { errors: failedSubmits > 0 ? summaryErrorsOf(form.formState.errors, fieldIds) : [], focusKey: failedSubmits },
    countFailure,
    placeServerErrors,
  };
}
