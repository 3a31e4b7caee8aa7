// Talking HTTP to our own server, for an app of it (the applicants' SPA, the back office): same-origin cookies, JSON,
// and the CSRF header on every non-GET request (double-submit cookie). Each app makes its client once with its API
// base and its CSRF cookie names (src/app/http.ts, src/staff/app/http.ts); REST calls and Apollo's HttpLink use it.

export const CSRF_HEADER = 'x-csrf-token';

export interface ApiClientOptions {
  /** Where the app's API lives, e.g. /mypages/api. */
  apiBase: string;
  /** The CSRF cookie's names, the __Host- one (behind https) first. */
  csrfCookies: readonly string[];
  /** A GET that answers with a fresh CSRF cookie on a first visit. */
  tokenPath: string;
}

export interface ApiReply {
  status: number;
  ok: boolean;
  /** The parsed JSON body, or null when the body was empty or not JSON. */
  body: unknown;
}

/** Thrown when the server could not be reached at all (no HTTP status). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

export function readCookie(name: string, cookieString: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  for (const part of cookieString.split(';')) {
    const [rawKey, ...rest] = part.split('=');
    if (rawKey?.trim() === name) return decodeURIComponent(rest.join('=').trim());
  }
  return null;
}

/** The app's fetch helpers over its API base and CSRF cookie. */
export function createApiClient({ apiBase, csrfCookies, tokenPath }: ApiClientOptions) {
  // Reading document.cookie asks the browser's cookie store again whenever a request went out since the last read
  // (0.2-0.8 ms a read measured in chromium, four times that in Lighthouse's mobile profile), and a page's queries go out
  // together, each needing the token. So the token read is kept until the task ends or any reply arrives (a reply may
  // set a new one); after a refusal or the first visit's token request it is read afresh.
  let kept: { token: string | null } | null = null;
  const forgetToken = () => {
    kept = null;
  };
  const readToken = (): string | null => {
    const cookies = typeof document === 'undefined' ? '' : document.cookie;
    return csrfCookies.map((name) => readCookie(name, cookies)).find((value) => value !== null) ?? null;
  };
  const csrfToken = (): string | null => {
    if (!kept) {
      kept = { token: readToken() };
      setTimeout(forgetToken, 0);
    }
    return kept.token;
  };

  let tokenRequest: Promise<void> | null = null;

  /** Without a token cookie (a first visit), one shared GET fetches it, so requests sent together do not each get one. */
  function ensureCsrfToken(): Promise<void> {
    tokenRequest ??= fetch(`${apiBase}${tokenPath}`, { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        tokenRequest = null;
        forgetToken();
      });
    return tokenRequest;
  }

  /**
   * fetch with our defaults. Has the shape of `fetch` so Apollo's HttpLink can use it.
   * The server hands out a fresh CSRF cookie with any reply when the browser has none that fits the session. On a first
   * visit the page's first requests go out together, before any reply has set it: a request that needs the token then
   * waits for one shared GET that brings it. A request refused because the token no longer fits (a reply of another
   * request replaced the cookie, a new session) is sent once more with the token that came since.
   */
  async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const headers = new Headers(init.headers);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    if (init.body != null && !(init.body instanceof FormData) && !headers.has('content-type')) {
      headers.set('content-type', 'application/json');
    }
    const send = (token: string | null) => {
      const sent = new Headers(headers);
      if (token) sent.set(CSRF_HEADER, token);
      return fetch(input, { ...init, method, headers: sent, credentials: 'same-origin' }).finally(forgetToken);
    };
    if (method === 'GET' || method === 'HEAD') return send(null);
    return sendWithCsrf(send);
  }

  /**
   * Sends a state-changing request with the CSRF token (fetched first on a first visit), and once more with the token
   * that came since when the server refused the one sent (apiFetch, and uploads with progress in upload.ts).
   */
  async function sendWithCsrf<R extends { status: number }>(send: (token: string | null) => Promise<R>): Promise<R> {
    if (csrfToken() === null) await ensureCsrfToken();
    const token = csrfToken();
    const response = await send(token);
    forgetToken();
    const fresh = response.status === 403 ? csrfToken() : null;
    return fresh && fresh !== token ? send(fresh) : response;
  }

  /**
   * A request to <apiBase>/<path> with a JSON reply. The body is sent as JSON, or as multipart when it is
   * FormData (the browser then sets the content type with its boundary). Never throws for HTTP error
   * statuses, only for network failure.
   */
  async function apiRequest(path: string, options: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<ApiReply> {
    const method = options.method ?? 'GET';
    let body: BodyInit | undefined;
    if (method !== 'GET') body = options.body instanceof FormData ? options.body : JSON.stringify(options.body ?? {});
    let response: Response;
    try {
      response = await apiFetch(`${apiBase}${path}`, { method, body });
    } catch (error) {
      throw new NetworkError(error instanceof Error ? error.message : String(error));
    }
    let text = '';
    try {
      text = await response.text();
    } catch {
      text = '';
    }
    return { status: response.status, ok: response.ok, body: parseJsonBody(text) };
  }

  return { apiFetch, sendWithCsrf, apiRequest };
}

/** A reply's body as JSON, or null when it was empty or not JSON. */
export function parseJsonBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

