// A query's result as a page renders it: when data arrives, the page first keeps showing its loading state and then
// renders the data in a transition, which React renders in slices. Apollo hands results to React through
// useSyncExternalStore, whose updates React always renders at once: a page that mounts forms or lists when its data
// arrives made one long task of it (blocking time on a slow phone).
import { useDeferredValue } from 'react';

export function useDeferredResult<R extends { data?: unknown; loading: boolean }>(result: R): R {
  const data = useDeferredValue(result.data);
  return { ...result, data, loading: result.loading || data !== result.data };
}
