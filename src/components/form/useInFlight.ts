// One task at a time for a form or button: the button is never disabled (spec 000 §5 forms), so a second press
// while the first is under way is ignored instead. A ref decides, not the state: the state a handler sees may be
// a render old.
import { useCallback, useRef, useState } from 'react';

export interface InFlight {
  /** True while a task runs (for aria-busy). */
  busy: boolean;
  /** Runs the task unless one is running; resolves to its result, or undefined when it was ignored. */
  run: <T>(task: () => Promise<T>) => Promise<T | undefined>;
}

export function useInFlight(): InFlight {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <T,>(task: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      return await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
