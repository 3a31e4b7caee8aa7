// Remembers where the list was and returns there when the applicant comes back from a home's page, even from a later
// page of the list: what is remembered is the home at the top of the window (or the one opened), how far down the
// window its card was, and how many homes were loaded. The page loads as many again (useListingPages) and, once they
// are there, this puts that card back at the same height: a frame after the layout's own scroll-to-top.
// The memory is written while scrolling (throttled), on leaving through a card and when the page is hidden.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigationType } from 'react-router';
import { readTab, writeTab } from './tabStorage';
import { firstCardBelow, LIST_SCROLL_STORAGE_KEY, parseScrollMemory, restoreTarget, serializeScrollMemory, type ScrollAnchor, type ScrollMemory } from './scrollMemory';

const SAVE_DELAY_MS = 150;
/** A card's heading has the id home-<rentalObjectId> (ListingCard). */
const HEADING_ID_PREFIX = 'home-';
const CARD_SELECTOR = '.listing-card:not(.listing-card--skeleton)';

const cardOf = (rentalObjectId: string) => document.getElementById(`${HEADING_ID_PREFIX}${rentalObjectId}`)?.closest<HTMLElement>('.listing-card') ?? null;

function anchorAt(rentalObjectId?: string): ScrollAnchor | null {
  let card: HTMLElement | null = null;
  if (rentalObjectId) card = cardOf(rentalObjectId);
  else {
    const cards = document.querySelectorAll<HTMLElement>(CARD_SELECTOR);
    card = cards[firstCardBelow(cards, 0)] ?? null;
  }
  const id = card?.querySelector('h2[id]')?.id.slice(HEADING_ID_PREFIX.length);
  return card && id ? { id, top: Math.round(card.getBoundingClientRect().top) } : null;
}

/** Where the last visit was, when this visit should return there (read once, before anything can overwrite it). */
export function useReturnTarget(): ScrollMemory | null {
  const navigationType = useNavigationType();
  const [target] = useState(() => restoreTarget(navigationType, parseScrollMemory(readTab(LIST_SCROLL_STORAGE_KEY))));
  return target;
}

/**
 * `ready`: every home to return to is on the page (and the document tall enough to scroll there); `loaded`: how many
 * homes are loaded now.
 */
export function useListScroll(target: ScrollMemory | null, ready: boolean, loaded: number): { rememberLeavingForHome: (rentalObjectId: string) => void } {
  const restored = useRef(false);
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;

  const remember = useCallback((leftForHome: boolean, rentalObjectId?: string) => {
    writeTab(LIST_SCROLL_STORAGE_KEY, serializeScrollMemory({ y: window.scrollY, leftForHome, anchor: anchorAt(rentalObjectId), count: loadedRef.current }));
  }, []);

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
      if (target) {
        const card = target.anchor ? cardOf(target.anchor.id) : null;
        window.scrollTo(0, card && target.anchor ? window.scrollY + card.getBoundingClientRect().top - target.anchor.top : target.y);
      }
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
  }, [ready, target, remember]);

  const rememberLeavingForHome = useCallback((rentalObjectId: string) => remember(true, rentalObjectId), [remember]);
  return { rememberLeavingForHome };
}
