// Runs an asynchronous step once per key (a completion, a redirect) and gives its result. Strict Mode's
// second effect run reuses the first run's promise instead of starting the step again. `start` must not
// reject: it returns its failures as values.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

export function useOneShot<T>(key: string | null, start: () => Promise<T>): T | undefined {
  const [result, setResult] = useState<{ key: string; value: T } | null>(null);
  const pending = useRef<{ key: string; promise: Promise<T> } | null>(null);
  const startRef = useRef(start);
  useLayoutEffect(() => {
    startRef.current = start;
  });

  useEffect(() => {
    if (key === null) return;
    if (pending.current?.key !== key) pending.current = { key, promise: startRef.current() };
    let active = true;
    void pending.current.promise.then((value) => {
      if (active) setResult({ key, value });
    });
    return () => {
      active = false;
    };
  }, [key]);

  return result !== null && result.key === key ? result.value : undefined;
}
