// Where the list was (spec 001 §2: 'remembered scroll position') and how much of it was loaded, kept in
// sessionStorage next to the list state. The list is paged, so a position alone is not enough: a return loads as many
// homes as were loaded before and lands on the same home (the anchor) at the same height in the window.
export const LIST_SCROLL_STORAGE_KEY = 'lediga-bostader-scroll';

export interface ScrollAnchor {
  /** The home whose card was at the top of the window, or the one that was opened. */
  id: string;
  /** How far below the window's top edge its card began (px; negative when it began above). */
  top: number;
}

export interface ScrollMemory {
  y: number;
  /** Set when a home's link was followed: coming back by any link (not only Back) returns to the same place. */
  leftForHome: boolean;
  anchor: ScrollAnchor | null;
  /** How many homes were loaded (0 when unknown). */
  count: number;
}

export function serializeScrollMemory(memory: ScrollMemory): string {
  return JSON.stringify(memory);
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function readAnchor(raw: unknown): ScrollAnchor | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { id, top } = raw as Partial<ScrollAnchor>;
  return typeof id === 'string' && id.length > 0 && id.length <= 100 && finite(top) ? { id, top } : null;
}

export function parseScrollMemory(text: string | null): ScrollMemory | null {
  if (!text) return null;
  try {
    const raw = JSON.parse(text) as Partial<ScrollMemory> | null;
    const y = raw?.y;
    if (!finite(y) || y < 0) return null;
    const count = raw?.count;
    return { y, leftForHome: raw?.leftForHome === true, anchor: readAnchor(raw?.anchor), count: finite(count) && Number.isInteger(count) && count > 0 ? count : 0 };
  } catch {
    return null;
  }
}

/**
 * Where to return to, or null for a fresh visit. Back, forward and reload (POP) return; so does any navigation right
 * after leaving through a home's link. Arriving from the menu starts at the top.
 */
export function restoreTarget(navigationType: 'POP' | 'PUSH' | 'REPLACE', memory: ScrollMemory | null): ScrollMemory | null {
  if (!memory) return null;
  return navigationType === 'POP' || memory.leftForHome ? memory : null;
}

/**
 * The first of the cards (in page order, so their tops only grow) whose bottom is below `edge`: the card at the top
 * of the window. A binary search, so a list of thousands costs a dozen measurements.
 */
export function firstCardBelow(cards: ArrayLike<{ getBoundingClientRect(): { top: number; bottom: number } }>, edge: number): number {
  let low = 0;
  let high = cards.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (cards[middle]!.getBoundingClientRect().bottom > edge) high = middle;
    else low = middle + 1;
  }
  return low;
}
