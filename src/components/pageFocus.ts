// Where focus goes when the page changes under the user (docs/decisions.md 'Focus follows navigation'): the new
// page's h1 (made focusable for scripts only), or <main> — the skip link's target — while the page has none yet.
// Pages that move focus themselves (a form heading, an anchor) keep it: the layout only takes focus that nobody took.

/** The page's heading: the first h1 inside the main area. */
export function pageHeading(main: HTMLElement): HTMLElement | null {
  return main.querySelector('h1');
}

/** Calls `found` with the element as soon as `find` returns one (now, or when the main area changes). */
export function whenPresent(main: HTMLElement, find: () => HTMLElement | null, found: (element: HTMLElement) => void): () => void {
  const now = find();
  if (now) {
    found(now);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const element = find();
    if (!element) return;
    observer.disconnect();
    found(element);
  });
  observer.observe(main, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * Where reading goes on when the element that had focus is gone: the page's heading, or the main area while the page
 * has none yet (a lazy page still loading) — then the heading as soon as it comes, unless something else took focus.
 */
export function focusPageStart(doc: Document = document): void {
  const main = doc.querySelector<HTMLElement>('main');
  if (!main) return;
  // The main area first (in the same task as the heading when it is there: only the heading is announced).
  focusWithoutTabStop(main);
  whenPresent(main, () => pageHeading(main), (heading) => {
    if (focusIsUnclaimed(doc.activeElement, main)) focusWithoutTabStop(heading);
  });
}

/** Focuses an element that may not be focusable by itself (a heading); by default without scrolling (the layout scrolls). */
export function focusWithoutTabStop(element: HTMLElement, { scroll = false }: { scroll?: boolean } = {}): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: !scroll });
}

/**
 * True when something other than the layout moved focus since the navigation: a page's own effect focused an element
 * of the main area, or a dialog holds focus. `before` is what had focus when the new page was put in place.
 */
export function focusTakenByPage(active: Element | null, before: Element | null, main: HTMLElement): boolean {
  if (!active || active === document.body || active === main || active === before) return false;
  return main.contains(active) || active.closest('[aria-modal="true"]') !== null;
}

/** Focus sits where the layout put it (or nowhere), so it may still be moved to the heading. */
export function focusIsUnclaimed(active: Element | null, main: HTMLElement): boolean {
  return !active || active === document.body || active === main;
}
