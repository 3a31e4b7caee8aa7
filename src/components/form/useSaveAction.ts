// A save started by a button or a one-control form (no fields to mark): one at a time, then a toast of 5 s on
// success or an error toast that stays until closed.
import { useCallback } from 'react';
import { showToast } from '../toast/toastStore';
import type { SaveOutcome } from './saveOutcome';
import { useInFlight } from './useInFlight';

export function useSaveAction() {
  const { busy, run } = useInFlight();
  /** Resolves to the outcome, or undefined when another save was still under way. */
  const save = useCallback(
    (action: () => Promise<SaveOutcome>, successMessage: string) =>
      run(async () => {
        const outcome = await action();
        if (outcome.ok) showToast('success', successMessage);
        else showToast('error', outcome.message);
        return outcome;
      }),
    [run],
  );
  return { busy, save };
}
