// Focus on an element when a part of the page is shown (a form or a map opened by a navigation within the page) and
// whenever `deps` change. It runs in the component's own effect, so the layout's focus after a navigation leaves it
// in place (useRouteFocus): no timers needed.
import { useEffect, type DependencyList, type RefObject } from 'react';

export function useFocusOnShow(ref: RefObject<HTMLElement | null>, deps: DependencyList): void {
  useEffect(() => {
    ref.current?.focus();
    // The caller names when to focus again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
