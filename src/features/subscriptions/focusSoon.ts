// Focus that lands after the layout's own focus move: on a change of path the app layout focuses <main> in its
// effect, which runs after the page's effects, so the page's focus is given a task later.
import { useEffect, type DependencyList, type RefObject } from 'react';

export function focusSoon(find: () => HTMLElement | null | undefined): () => void {
  const timer = window.setTimeout(() => find()?.focus(), 0);
  return () => window.clearTimeout(timer);
}

/** Focuses the element when the component mounts and whenever deps change. */
export function useFocusSoon(ref: RefObject<HTMLElement | null>, deps: DependencyList): void {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => focusSoon(() => ref.current), deps);
}
