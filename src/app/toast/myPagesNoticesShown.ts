// Remembers that the notices on entering my pages (block, queue fee) were shown in this login, so
// they come once per login and not on every visit or reload. Kept in sessionStorage (this tab);
// forgotten when the session ends (the header calls forgetMyPagesNotices when logged out).
const KEY = 'myPagesNoticesShown';

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function store(): SessionStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function myPagesNoticesShown(applicantId: number, storage: SessionStore | null = store()): boolean {
  try {
    return storage?.getItem(KEY) === String(applicantId);
  } catch {
    return false;
  }
}

export function rememberMyPagesNoticesShown(applicantId: number, storage: SessionStore | null = store()): void {
  try {
    storage?.setItem(KEY, String(applicantId));
  } catch {
    // Storage blocked: the notices may come again after a reload, which is harmless.
  }
}

export function forgetMyPagesNotices(storage: SessionStore | null = store()): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
