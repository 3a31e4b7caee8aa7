// A form's own alert for a failed save (useSubmitForm's alertOnFailure): the region is always there, so a screen
// reader announces what appears in it, and each new failure moves focus to it once.
import { useLayoutEffect, useRef } from 'react';

export interface ShownFailure {
  message: string;
  /** A new value for every failure, so the alert takes focus again. */
  key: number;
}

export function FailureAlert({ failure }: { failure: ShownFailure | null }) {
  const ref = useRef<HTMLDivElement>(null);
  const focusedKey = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (failure && focusedKey.current !== failure.key) {
      focusedKey.current = failure.key;
      ref.current?.focus();
    }
  });
  return (
    <div className="form__server-error" role="alert">
      {failure && (
        <div className="alert alert--error" tabIndex={-1} ref={ref}>
          <p>{failure.message}</p>
        </div>
      )}
    </div>
  );
}
