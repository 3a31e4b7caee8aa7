// The list page's tab-scoped memory (sessionStorage): its view state and its scroll position. Private modes
// may block storage; the page then simply forgets on reload.
type TabStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function store(): TabStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readTab(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeTab(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // Storage full or blocked: nothing is remembered, the page still works.
  }
}

export function removeTab(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Nothing stored.
  }
}
