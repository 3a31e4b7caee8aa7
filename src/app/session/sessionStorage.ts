// Keys and helpers for what the session keeps in localStorage (spec 000 §4): the applicant and
// a timestamp after login, and the cross-tab signals 'sessionTimestamp' and 'userLoggedOut'.
import type { SessionApplicant } from './sessionState';

export const SESSION_TIMESTAMP_KEY = 'sessionTimestamp';
export const USER_LOGGED_OUT_KEY = 'userLoggedOut';
export const APPLICANT_KEY = 'applicant';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage when the browser allows it (private modes may throw), else null. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function safely(action: (storage: KeyValueStorage) => void): void {
  const storage = browserStorage();
  if (!storage) return;
  try {
    action(storage);
  } catch {
    // Storage full or blocked: the session still works in this tab.
  }
}

export function readTimestamp(storage: Pick<Storage, 'getItem'> | null): number | null {
  const raw = storage?.getItem(SESSION_TIMESTAMP_KEY) ?? null;
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function rememberLogin(applicant: SessionApplicant, now: number): void {
  safely((storage) => {
    storage.setItem(APPLICANT_KEY, JSON.stringify(applicant));
    storage.setItem(SESSION_TIMESTAMP_KEY, String(now));
  });
}

/** Forget the stored session. `broadcast` tells other tabs to reload (an explicit logout). */
export function forgetLogin(options: { broadcast: boolean; now?: number }): void {
  safely((storage) => {
    storage.removeItem(APPLICANT_KEY);
    storage.removeItem(SESSION_TIMESTAMP_KEY);
    if (options.broadcast) storage.setItem(USER_LOGGED_OUT_KEY, String(options.now ?? Date.now()));
  });
}
