// Remembers the list's scroll position and returns to it when the applicant comes back from a home's page.
// The position is saved while scrolling (throttled), on leaving through a card and when the page is hidden;
// it is restored once, after the homes have rendered, a frame after the layout's own scroll-to-top.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigationType } from 'react-router';
import { readTab, writeTab } from './tabStorage';
import { LIST_SCROLL_STORAGE_KEY, parseScrollMemory, restoreTarget, serializeScrollMemory } from './scrollMemory';

const SAVE_DELAY_MS = 150;

const remember = (leftForHome: boolean) => writeTab(LIST_SCROLL_STORAGE_KEY, serializeScrollMemory({ y: window.scrollY, leftForHome }));

/** `ready`: the homes are on the page, so the document is tall enough to scroll back. */
export function useListScroll(ready: boolean): { rememberLeavingForHome: () => void } {
  const navigationType = useNavigationType();
  // Read before anything on this visit can overwrite it (scroll events while the list is still loading).
  const [target] = useState(() => restoreTarget(navigationType, parseScrollMemory(readTab(LIST_SCROLL_STORAGE_KEY))));
  const restored = useRef(false);

  // The page restores its own position, once the homes are there: the browser's restoration would run against a
  // list that may still be loading. The setting belongs to the list's history entry.
  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  // A layout effect, so the listener is gone before the next page's content can shorten the document and fire
  // a scroll event that would overwrite the position.
  useLayoutEffect(() => {
    if (!ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        remember(false);
      }, SAVE_DELAY_MS);
    };
    const onHide = () => remember(false);
    const frame = requestAnimationFrame(() => {
      if (restored.current) return;
      restored.current = true;
      if (target !== null) window.scrollTo(0, target);
      remember(false);
    });
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onHide);
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onHide);
    };
  }, [ready, target]);

  const rememberLeavingForHome = useCallback(() => remember(true), []);
  return { rememberLeavingForHome };
}
