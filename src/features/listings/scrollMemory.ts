// Where the list was scrolled to, and whether the applicant left it through a home's link (spec 001 §2:
// 'remembered scroll position'). Kept in sessionStorage next to the list state.
export const LIST_SCROLL_STORAGE_KEY = 'lediga-bostader-scroll';

export interface ScrollMemory {
  y: number;
  /** Set when a home's link was followed: coming back by any link (not only Back) returns to the same place. */
  leftForHome: boolean;
}

export function serializeScrollMemory(memory: ScrollMemory): string {
  return JSON.stringify(memory);
}

export function parseScrollMemory(text: string | null): ScrollMemory | null {
  if (!text) return null;
  try {
    const raw = JSON.parse(text) as Partial<ScrollMemory> | null;
    const y = raw?.y;
    if (typeof y !== 'number' || !Number.isFinite(y) || y < 0) return null;
    return { y, leftForHome: raw?.leftForHome === true };
  } catch {
    return null;
  }
}

/**
 * The position to return to, or null for a fresh visit. Back, forward and reload (POP) return; so does any
 * navigation right after leaving through a home's link. Arriving from the menu starts at the top.
 */
export function restoreTarget(navigationType: 'POP' | 'PUSH' | 'REPLACE', memory: ScrollMemory | null): number | null {
  if (!memory) return null;
  return navigationType === 'POP' || memory.leftForHome ? memory.y : null;
}
