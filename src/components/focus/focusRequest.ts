// A navigation that should leave focus on a given element rather than on the new page's heading (closing a form
// returns to the card it was opened from): the request travels in the navigation's history state, so the layout
// handles it in the same step as the navigation (useRouteFocus), with no timers and no race with the layout's own move.

export interface FocusRequest {
  /** The id of the element, or of the element that holds it. */
  id: string;
  /** A selector inside that element, when the target is one of its children (a card's button). */
  selector?: string;
}

/** Navigation state asking for focus on an element: `navigate(to, { state: withFocus({ id }) })`. */
export function withFocus(request: FocusRequest): { focus: FocusRequest } {
  return { focus: request };
}

export function focusRequestOf(state: unknown): FocusRequest | null {
  if (typeof state !== 'object' || state === null || !('focus' in state)) return null;
  const focus = (state as { focus: unknown }).focus;
  if (typeof focus !== 'object' || focus === null) return null;
  const { id, selector } = focus as { id?: unknown; selector?: unknown };
  if (typeof id !== 'string' || id === '') return null;
  return typeof selector === 'string' && selector !== '' ? { id, selector } : { id };
}

/** The requested element if it is on the page now. */
export function findFocusTarget(request: FocusRequest, doc: Document = document): HTMLElement | null {
  const element = doc.getElementById(request.id);
  if (!element || !request.selector) return element;
  return element.querySelector<HTMLElement>(request.selector);
}
