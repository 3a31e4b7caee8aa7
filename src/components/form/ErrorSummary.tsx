// Lists a form's errors as links to the fields and takes focus when a submit fails, so keyboard
// and screen-reader users learn what to fix (pattern from GOV.UK / Aksel).
import { useId, useLayoutEffect, useRef } from 'react';

export interface SummaryError {
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  errors: SummaryError[];
  /** Counts failed submits (0 = none yet); each new value moves focus to the summary once. */
  focusKey: number;
  title?: string;
}

export function ErrorSummary({ errors, focusKey, title = 'Formuläret innehåller fel' }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const hasErrors = errors.length > 0;

  const focusedKey = useRef(0);

  // Focus once per failed submit (the errors may arrive a render later than the key), never
  // while the user is fixing the fields.
  useLayoutEffect(() => {
    if (hasErrors && focusKey !== focusedKey.current && ref.current) {
      focusedKey.current = focusKey;
      ref.current.focus();
    }
  });

  if (!hasErrors) return null;
  return (
    <div className="error-summary" role="group" aria-labelledby={headingId} tabIndex={-1} ref={ref}>
      <h2 className="error-summary__title" id={headingId}>
        {title}
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => {
                const target = document.getElementById(error.fieldId);
                if (!target) return;
                event.preventDefault();
                target.focus();
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
