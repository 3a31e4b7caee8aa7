// CSRF, authorisation, masked errors and headers.
import { scenarios } from '../db/seed/scenarios';
import { RETURN_PAGE } from '../bank/bank.service';
import { CSRF_MESSAGE } from './csrf';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const anna = scenarios.payingApplicant;
const erik = scenarios.mainApplicant;
const applicantQuery = '{ getApplicant { error applicant { applicantId personalIdentityNumber firstName } } }';

describe('CSRF protection', () => {
  it('refuses a REST login without the CSRF header', async () => {
    const c = server.client();
    await c.get('/mypages/api/status');
    c.csrf = false;
    const res = await c.login(anna.email, anna.password);
    expect(res.status).toBe(403);
    expect(res.json.errorText).toBe(CSRF_MESSAGE);
    expect(c.cookies.has('sid')).toBe(false);
  });

  it('refuses a header that does not match the cookie', async () => {
    const c = server.client();
    await c.get('/mypages/api/status');
    const res = await c.post('/mypages/api/account/login', { username: anna.email, password: anna.password }, { 'x-csrf-token': 'forged' });
    expect(res.status).toBe(403);
  });

  it('refuses a GraphQL POST without the header, and a cross-site Origin even with it', async () => {
    const c = server.client();
    await c.login(anna.email, anna.password);
    c.csrf = false;
    expect((await c.graphql(applicantQuery)).status).toBe(403);
    c.csrf = true;
    expect((await c.post('/mypages/api', { query: applicantQuery }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await c.graphql(applicantQuery)).status).toBe(200);
  });

  it('asks the CSRF header of GraphQL queries over GET too, and never runs mutations over GET', async () => {
    const c = server.client();
    await c.login(anna.email, anna.password);
    const url = `/mypages/api?query=${encodeURIComponent(applicantQuery)}`;
    const bare = await c.get(url);
    expect(bare.status).toBe(403);
    expect(bare.json.errorText).toBe(CSRF_MESSAGE);
    expect(bare.text).not.toContain(anna.personalIdentityNumber);
    const withHeader = await c.request('GET', url, undefined, { 'x-csrf-token': c.csrfToken()! });
    expect(withHeader.status).toBe(200);
    expect(withHeader.json.data.getApplicant.applicant.personalIdentityNumber).toBe(anna.personalIdentityNumber);
    const mutation = await c.request('GET', `/mypages/api?query=${encodeURIComponent('mutation { __typename }')}`, undefined, { 'x-csrf-token': c.csrfToken()! });
    expect(mutation.status).toBe(405);
  });

  it('rotates the token at login and logout, so a token from before the login is refused', async () => {
    const c = server.client();
    await c.get('/mypages/api/status');
    const beforeLogin = c.csrfToken()!;
    await c.login(anna.email, anna.password);
    const afterLogin = c.csrfToken()!;
    expect(afterLogin).not.toBe(beforeLogin);
    const sid = c.cookies.get('sid')!;
    const stale = await c.post('/mypages/api', { query: applicantQuery }, { cookie: `sid=${sid}; csrf_token=${beforeLogin}`, 'x-csrf-token': beforeLogin });
    expect(stale.status).toBe(403);
    expect((await c.graphql(applicantQuery)).json.data.getApplicant.applicant.personalIdentityNumber).toBe(anna.personalIdentityNumber);
    await c.post('/mypages/api/account/logout');
    expect(c.csrfToken()).toBeTruthy();
    expect(c.csrfToken()).not.toBe(afterLogin);
  });

  it("binds the token to the session: one session's token is refused with another's", async () => {
    const a = server.client();
    const b = server.client();
    await a.login(anna.email, anna.password);
    await b.login(erik.email, erik.password);
    const token = a.csrfToken()!;
    const res = await b.post('/mypages/api', { query: applicantQuery }, { cookie: `sid=${b.cookies.get('sid')}; csrf_token=${token}`, 'x-csrf-token': token });
    expect(res.status).toBe(403);
    expect(res.text).not.toContain(erik.personalIdentityNumber);
  });
});

describe('cross-origin reads', () => {
  it('gives no CORS permission to another origin, not even a same-site one', async () => {
    const c = server.client();
    await c.login(anna.email, anna.password);
    const url = `/mypages/api?query=${encodeURIComponent(applicantQuery)}`;
    for (const origin of ['http://localhost:5999', 'http://evil.localhost', 'https://evil.example']) {
      const preflight = await c.request('OPTIONS', '/mypages/api', undefined, {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-csrf-token',
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
      const read = await c.request('GET', url, undefined, { origin });
      expect(read.headers.get('access-control-allow-origin')).toBeNull();
      expect(read.headers.get('access-control-allow-credentials')).toBeNull();
      expect(read.text).not.toContain(anna.personalIdentityNumber);
    }
  });

  it('needs no CORS for its own pages', async () => {
    const c = server.client();
    const res = await c.graphql('{ getStatus { status { status } } }');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('CSRF cookie behind https', () => {
  let secure: TestServer;
  beforeAll(async () => {
    secure = await startTestServer({ PUBLIC_URL: 'https://bostad.example.se' });
  });
  afterAll(async () => {
    await secure?.close();
  });

  it('is named __Host-csrf_token: Secure, path /, no Domain; a plain csrf_token is not accepted', async () => {
    const c = secure.client();
    const res = await c.get('/mypages/api/status');
    const line = res.headers.getSetCookie().find((l) => l.startsWith('__Host-csrf_token='));
    expect(line).toBeDefined();
    expect(line).toMatch(/; Secure/i);
    expect(line).toMatch(/; Path=\/(;|$)/i);
    expect(line).not.toMatch(/Domain=/i);
    expect(res.headers.getSetCookie().some((l) => l.startsWith('csrf_token='))).toBe(false);
    const token = c.csrfToken()!;
    const plain = await c.post('/mypages/api/account/login', { username: anna.email, password: anna.password }, { cookie: `csrf_token=${token}`, 'x-csrf-token': token });
    expect(plain.status).toBe(403);
    expect((await c.login(anna.email, anna.password)).status).toBe(200);
    expect(c.cookies.has('__Host-csrf_token')).toBe(true);
    expect((await c.graphql(applicantQuery)).json.data.getApplicant.applicant.personalIdentityNumber).toBe(anna.personalIdentityNumber);
  });
});

describe('authorisation', () => {
  it('refuses a protected GraphQL query without a session', async () => {
    const res = await server.client().graphql(applicantQuery);
    expect(res.json.data).toBeNull();
    expect(res.json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(res.json.errors[0].message).toBe('Du måste vara inloggad.');
  });

  it("gives each applicant only their own record", async () => {
    const a = server.client();
    const b = server.client();
    await a.login(anna.email, anna.password);
    await b.login(erik.email, erik.password);
    const mine = await a.graphql(applicantQuery);
    const theirs = await b.graphql(applicantQuery);
    expect(mine.json.data.getApplicant.applicant.personalIdentityNumber).toBe(anna.personalIdentityNumber);
    expect(theirs.json.data.getApplicant.applicant.personalIdentityNumber).toBe(erik.personalIdentityNumber);
    expect(theirs.text).not.toContain(anna.personalIdentityNumber);
    // getApplicant takes no id: there is no argument through which B could name A.
    const probe = await b.graphql('{ getApplicant(applicantId: 1) { error } }');
    expect(probe.json.errors[0].message).toMatch(/Unknown argument/);
  });
});

describe('masked errors and headers', () => {
  it('answers malformed JSON with a Swedish message and no internals', async () => {
    const c = server.client();
    const res = await c.post('/mypages/api/account/login', '{"username":', {});
    expect(res.status).toBe(400);
    expect(res.json.errorText).toBe('Felaktig begäran.');
    expect(res.text).not.toMatch(/at .*\.ts|stack|SyntaxError/);
  });

  it('sends security headers', async () => {
    const res = await server.client().get('/mypages/api/status');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
  });

  it("keeps the bank's window tied to the page that opened it: popups allowed, the way back not isolated", async () => {
    const c = server.client();
    expect((await c.get('/mypages/api/status')).headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect((await c.get('/mypages/app/profile/incomes/bank')).headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect((await c.get(`${RETURN_PAGE}?status=success&case_id=x`)).headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    // The sandbox stands in for the aggregator's pages, which the window shows before the callback.
    expect((await c.get('/sandbox/open-banking/link/1.0/transactions/connect-accounts')).headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect((await c.get('/sandbox/bankid')).headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    const callback = await c.get('/mypages/api/open-banking/callback?code=x&state=y');
    expect(callback.status).toBe(302);
    expect(callback.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
  });
});
