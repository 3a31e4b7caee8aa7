// CSRF, authorisation, masked errors and headers.
import { scenarios } from '../db/seed/scenarios';
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

  it('allows GraphQL queries over GET (safe) but never mutations', async () => {
    const c = server.client();
    const res = await c.get(`/mypages/api?query=${encodeURIComponent('{ getAgencyProfile { agencyProfile { agencyCode } } }')}`);
    expect(res.status).toBe(200);
    expect(res.json.data.getAgencyProfile.agencyProfile.agencyCode).toBe('UBF');
    const mutation = await c.get(`/mypages/api?query=${encodeURIComponent('mutation { __typename }')}`);
    expect(mutation.status).toBe(405);
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
});
