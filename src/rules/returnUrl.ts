// Where to send the user after login. Only same-site paths inside the SPA are accepted, so a
// crafted link cannot bounce a freshly logged-in user to another site (open redirect).

export const APP_BASENAME = '/mypages/app';
export const DEFAULT_RETURN_PATH = '/profile';

// Paths that make no sense to return to right after logging in.
const NO_RETURN_PATHS = ['/login', '/logout'];

/** True when `value` is a path on this site: one leading '/', no scheme, host, backslash or control characters. */
export function isSafeReturnUrl(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || value.length === 0) return false;
  if (!value.startsWith('/')) return false;
  if (value.startsWith('//') || value.startsWith('/\\')) return false;
  // Browsers drop tabs and newlines and treat '\' like '/', so '/\t/evil.se' would become '//evil.se'.
  if (value.includes('\\')) return false;
  // Whitespace and control characters are never part of a path we produce.
  return !/\s/u.test(value) && ![...value].some(isControlCharacter);
}

function isControlCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
}

/** The router path to navigate to after login: the returnUrl when safe, else the default. */
export function safeReturnPath(value: string | null | undefined, fallback: string = DEFAULT_RETURN_PATH): string {
  if (!isSafeReturnUrl(value)) return fallback;
  let path = value;
  // Accept full SPA paths too (/mypages/app/profile) and make them router-relative.
  if (path === APP_BASENAME) path = '/';
  else if (path.startsWith(`${APP_BASENAME}/`)) path = path.slice(APP_BASENAME.length);
  const pathname = path.split(/[?#]/u, 1)[0] ?? path;
  if (NO_RETURN_PATHS.includes(pathname.replace(/\/+$/u, ''))) return fallback;
  return path;
}
