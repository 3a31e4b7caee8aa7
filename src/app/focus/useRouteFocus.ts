// One mechanism for focus after a client-side navigation (a new path), used by the layout:
// - the page starts at the top, and focus goes to the new page's h1 — at once when the page has rendered it, or as
//   soon as it appears (a lazy page, a page whose heading waits for its data), with <main> holding focus meanwhile;
// - a page that focused something itself while it was put in place keeps that focus;
// - once the page is there, its title (document.title without the product name) is put in a polite live region.
// The first page load keeps the browser's own start (the skip link is the first Tab stop).
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { pageTitleOf } from '../useDocumentTitle';
import { focusIsUnclaimed, focusPageStart, focusTakenByPage, focusWithoutTabStop, pageHeading } from './pageFocus';

/** Returns the text of the live region that announces the page after a navigation. */
export function useRouteFocus(mainRef: RefObject<HTMLElement | null>): string {
  const { pathname } = useLocation();
  const shownPath = useRef<string | null>(null);
  const focusedWhenPlaced = useRef<Element | null>(null);
  const [announceCount, setAnnounceCount] = useState(0);
  const [announcement, setAnnouncement] = useState('');

  // What had focus when the new page's DOM was put in place, before any page effect could move it.
  useLayoutEffect(() => {
    focusedWhenPlaced.current = document.activeElement;
  }, [pathname]);

  useEffect(() => {
    const previous = shownPath.current;
    // Runs after the page's own effects (children first), so a page's focus is already in place here.
    if (previous === pathname) return undefined;
    shownPath.current = pathname;
    const main = mainRef.current;
    if (previous === null || !main) return undefined;

    window.scrollTo(0, 0);
    const announce = () => setAnnounceCount((n) => n + 1);
    if (focusTakenByPage(document.activeElement, focusedWhenPlaced.current, main)) {
      announce();
      return undefined;
    }
    if (focusPageStart(main) !== main) {
      announce();
      return undefined;
    }
    // No heading yet: wait for it; move focus there only if nothing else took it meanwhile.
    const observer = new MutationObserver(() => {
      const heading = pageHeading(main);
      if (!heading) return;
      observer.disconnect();
      if (focusIsUnclaimed(document.activeElement, main)) focusWithoutTabStop(heading);
      announce();
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname, mainRef]);

  // A render later than the request, so every effect of the page (its document title) has run.
  useEffect(() => {
    if (announceCount > 0) setAnnouncement(pageTitleOf(document.title));
  }, [announceCount]);

  return announcement;
}
