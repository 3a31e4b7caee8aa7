// One mechanism for focus after a client-side navigation, used by the layout:
// - a new path: the page starts at the top and focus goes to the new page's h1 — at once when the page has rendered
//   it, or as soon as it appears (a lazy page, a heading that waits for its data), with <main> (the skip link's
//   target) holding focus meanwhile; a page that focused something itself while it was put in place keeps that focus
//   (and the view shows it);
// - a navigation that carries a focus request (focusRequest.ts) puts focus on that element once it is there, in view;
// - then the page's title (document.title without the product name) is put in a polite live region.
// Other navigations (a changed query string) leave focus alone; the first page load keeps the browser's own start.
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { pageTitleOf } from '../documentTitle';
import { findFocusTarget, focusRequestOf } from './focusRequest';
import { focusIsUnclaimed, focusTakenByPage, focusWithoutTabStop, pageHeading, whenPresent } from '../pageFocus';

/** Returns the text of the live region that announces the page after a navigation. */
export function useRouteFocus(mainRef: RefObject<HTMLElement | null>): string {
  const location = useLocation();
  const { pathname, key } = location;
  const request = focusRequestOf(location.state);
  const shown = useRef<{ key: string; pathname: string } | null>(null);
  const focusedWhenPlaced = useRef<Element | null>(null);
  const [announceCount, setAnnounceCount] = useState(0);
  const [announcement, setAnnouncement] = useState('');

  // What had focus when the new page's DOM was put in place, before any page effect could move it.
  useLayoutEffect(() => {
    focusedWhenPlaced.current = document.activeElement;
  }, [key]);

  useEffect(() => {
    // Runs after the page's own effects (children first), so a page's focus is already in place here.
    const previous = shown.current;
    if (previous?.key === key) return undefined;
    shown.current = { key, pathname };
    const main = mainRef.current;
    const newPath = previous !== null && previous.pathname !== pathname;
    if (previous === null || !main || (!newPath && !request)) return undefined;

    const announce = () => setAnnounceCount((n) => n + 1);
    if (request) {
      return whenPresent(
        main,
        () => findFocusTarget(request),
        (target) => {
          focusWithoutTabStop(target, { scroll: true });
          if (newPath) announce();
        },
      );
    }
    const active = document.activeElement;
    if (focusTakenByPage(active, focusedWhenPlaced.current, main)) {
      active?.scrollIntoView({ block: 'nearest' });
      announce();
      return undefined;
    }
    window.scrollTo(0, 0);
    const heading = pageHeading(main);
    if (heading) {
      focusWithoutTabStop(heading);
      announce();
      return undefined;
    }
    focusWithoutTabStop(main);
    return whenPresent(
      main,
      () => pageHeading(main),
      (heading) => {
        // Only if nothing else took focus while the heading was on its way.
        if (focusIsUnclaimed(document.activeElement, main)) focusWithoutTabStop(heading);
        announce();
      },
    );
    // `request` belongs to the location `key` names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, pathname, mainRef]);

  // A render later than the request, so every effect of the page (its document title) has run.
  useEffect(() => {
    if (announceCount > 0) setAnnouncement(pageTitleOf(document.title));
  }, [announceCount]);

  return announcement;
}
