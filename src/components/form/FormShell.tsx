// The frame every kit form shares: a form the browser does not validate (the schema does), busy while saving, its
// error summary first and one submit button last. The fields go between.
import type { FormEvent, ReactNode } from 'react';
import { ErrorSummary } from './ErrorSummary';
import type { FormErrors } from './useFormErrors';

export interface FormShellProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** When focus enters the form (a lazy resolver's download starts). */
  onFocus?: () => void;
  busy: boolean;
  summary: FormErrors['summary'];
  submitLabel: string;
  /** The form's own class beside 'form'. */
  className?: string;
  /** Shown above the error summary (a form's introduction). */
  intro?: ReactNode;
  /** More buttons after the submit button (a cancel). */
  actions?: ReactNode;
  children: ReactNode;
}

export function FormShell({ onSubmit, onFocus, busy, summary, submitLabel, className, intro, actions, children }: FormShellProps) {
  return (
    <form className={className ? `form ${className}` : 'form'} noValidate onSubmit={onSubmit} onFocus={onFocus} aria-busy={busy || undefined}>
      {intro}
      <ErrorSummary errors={summary.errors} focusKey={summary.focusKey} />
      {children}
      <div className="form__actions">
        <button type="submit" className="button">
          {submitLabel}
        </button>
        {actions}
      </div>
    </form>
  );
}
