// What the logged-in pages and the detail page need from the running portal, over its public API like the SPA:
// a demo login's cookies (REST login with the CSRF double-submit token) and the id of a published home.

export interface BrowserCookie {
  name: string;
  value: string;
}

function cookiesOf(res: Response): BrowserCookie[] {
  return res.headers.getSetCookie().flatMap((line) => {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    return eq > 0 ? [{ name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim() }] : [];
  });
}

async function csrfCookie(baseUrl: string): Promise<BrowserCookie> {
  const csrf = cookiesOf(await fetch(`${baseUrl}/mypages/api/status`)).find((c) => c.name === 'csrf_token');
  if (!csrf) throw new Error('the server handed out no csrf_token cookie');
  return csrf;
}

/** Logs in with a demo login; returns the cookies a browser would then hold (session and CSRF token). */
export async function demoLogin(baseUrl: string, username: string, password: string): Promise<BrowserCookie[]> {
  const csrf = await csrfCookie(baseUrl);
  const res = await fetch(`${baseUrl}/mypages/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${csrf.name}=${csrf.value}`, 'x-csrf-token': csrf.value, origin: baseUrl },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`demo login failed: HTTP ${res.status}`);
  const session = cookiesOf(res);
  if (!session.some((c) => c.name !== 'csrf_token')) throw new Error('the login reply set no session cookie');
  // The login replaces the CSRF token with one bound to the new session: keep the new one.
  return [...session, ...(session.some((c) => c.name === csrf.name) ? [] : [csrf])];
}

/** The id of the first published home of the list, for the detail page. */
export async function firstRentalObjectId(baseUrl: string): Promise<string> {
  const csrf = await csrfCookie(baseUrl);
  const res = await fetch(`${baseUrl}/mypages/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${csrf.name}=${csrf.value}`, 'x-csrf-token': csrf.value, origin: baseUrl },
    body: JSON.stringify({ query: '{ getRentalObjectsAvailable { rentalObjects { rentalObjectId } } }' }),
  });
  const body = (await res.json()) as { data?: { getRentalObjectsAvailable?: { rentalObjects?: { rentalObjectId: string }[] } } };
  const id = body.data?.getRentalObjectsAvailable?.rentalObjects?.[0]?.rentalObjectId;
  if (!id) throw new Error('no published home to open');
  return id;
}
