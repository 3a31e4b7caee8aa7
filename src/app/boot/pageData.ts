// The page data the server put into the page's HTML (server/graphql/page-data, issue 9): the session as GET me answers
// it, the menu and footer, and Apollo's cache with the answers to the page's first queries. The first render then
// shows the page with its data, without a request. Each part is taken once, on start: every later check (a login in
// another tab, a new search) asks the server. Where there is none (the dev server, tests) everything is fetched.
import type { NormalizedCacheObject } from '@apollo/client';
import { PAGE_DATA_ELEMENT_ID } from '../../rules/pageData';

interface PageData {
  me?: unknown;
  content?: { menu?: unknown; footer?: unknown };
  cache?: NormalizedCacheObject;
}

let data: PageData | null | undefined;

function read(): PageData | null {
  if (data !== undefined) return data;
  data = null;
  const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return data;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) data = parsed as PageData;
  } catch {
    // Unreadable: everything is fetched as without it.
  }
  return data;
}

function take<K extends keyof PageData>(key: K): PageData[K] | undefined {
  const all = read();
  if (!all) return undefined;
  const value = all[key];
  delete all[key];
  return value;
}

/** GET me's answer as the server gave it with the page (undefined: not given, or already taken). */
export const takePageSession = (): unknown => take('me');
export const takePageContent = (): PageData['content'] | undefined => take('content');
export const takePageCache = (): NormalizedCacheObject | undefined => {
  const cache = take('cache');
  return typeof cache === 'object' && cache !== null ? cache : undefined;
};

/** Tests: forget what was read, so the next read looks at the document again. */
export function resetPageData(): void {
  data = undefined;
}
