// Login, me, logout and status through the real app on a fresh database.
import { scenarios } from '../db/seed/scenarios';
import { startTestServer, type TestServer } from '../test/harness';

const anna = scenarios.payingApplicant;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('password login', () => {
  it('logs in with a personnummer, answers me and status, and logs out server-side', async () => {
    const c = server.client();
    expect(await c.get('/mypages/api/account/me')).toMatchObject({ status: 200, json: { success: false } });
    expect((await c.get('/mypages/api/status')).status).toBe(401);

    const login = await c.login(anna.personalIdentityNumber, anna.password);
    expect(login.status).toBe(200);
    expect(login.json).toEqual({
      success: true,
      applicant: {
        applicantId: expect.any(Number),
        name: 'Anna Andersson',
        applicantStatus: { applicantStatusId: 1, name: 'QUEUE' },
        email: anna.email,
      },
      session: { timeoutSeconds: 3600, warningSeconds: 120 },
    });
    const setCookie = login.headers.getSetCookie().find((l) => l.startsWith('sid='));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // plain http in tests; https PUBLIC_URL turns it on

    const me = await c.get('/mypages/api/account/me');
    expect(me.status).toBe(200);
    expect(me.json.success).toBe(true);
    expect(me.json.applicant.applicantId).toBe(login.json.applicant.applicantId);
    expect((await c.get('/mypages/api/status')).status).toBe(200);

    const stolenSid = c.cookies.get('sid');
    expect((await c.post('/mypages/api/account/logout')).status).toBe(200);
    expect(c.cookies.has('sid')).toBe(false);
    expect(await c.get('/mypages/api/account/me')).toMatchObject({ status: 200, json: { success: false } });

    // The old cookie no longer works: the session was deleted on the server, not just in the browser.
    const replay = server.client();
    replay.cookies.set('sid', stolenSid ?? '');
    expect((await replay.get('/mypages/api/status')).status).toBe(401);
  });

  it('logs in with the e-mail in any case', async () => {
    const c = server.client();
    const res = await c.login(anna.email.toUpperCase(), anna.password);
    expect(res.status).toBe(200);
    expect(res.json.applicant.name).toBe('Anna Andersson');
  });

  it.each([
    ['a wrong password', anna.email, 'Fel-losenord-1!'],
    ['an unknown e-mail', 'nobody@example.se', anna.password],
    ['an unknown personnummer', '199504182396', anna.password],
  ])('answers 401 with the spec message for %s', async (_case, username, password) => {
    const res = await server.client().login(username, password);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ success: false, errorText: 'Fel användare eller lösenord' });
  });

  it('answers 400 with Swedish validation texts when fields are missing', async () => {
    const res = await server.client().post('/mypages/api/account/login', { username: ' ' });
    expect(res.status).toBe(400);
    expect(res.json.validationErrors.map((e: { code: string }) => e.code).sort()).toEqual(['password', 'username']);
    expect(res.json.errorText).toBe('Ange e-post eller personnummer');
  });

  it('ends an idle session after SESSION_SECONDS and extends an active one', async () => {
    const c = server.client();
    await c.login(anna.email, anna.password);
    server.clock.now = new Date(server.clock.now.getTime() + 3000 * 1000);
    expect((await c.get('/mypages/api/status')).status).toBe(200); // activity slides the expiry
    server.clock.now = new Date(server.clock.now.getTime() + 3000 * 1000);
    expect((await c.get('/mypages/api/status')).status).toBe(200);
    server.clock.now = new Date(server.clock.now.getTime() + 3601 * 1000);
    expect((await c.get('/mypages/api/status')).status).toBe(401);
    expect(await c.get('/mypages/api/account/me')).toMatchObject({ status: 200, json: { success: false } });
  });

  it('lets a co-applicant log in and marks the status COAPPLICANT', async () => {
    const res = await server.client().login(scenarios.coApplicant.email, scenarios.coApplicant.password);
    expect(res.status).toBe(200);
    expect(res.json.applicant.applicantStatus.name).toBe('COAPPLICANT');
  });

  it('never logs a password or a full personnummer', async () => {
    server.logs.length = 0;
    await server.client().login(anna.personalIdentityNumber, 'Fel-losenord-1!');
    await server.client().login(anna.personalIdentityNumber, anna.password);
    const all = server.logs.join('\n');
    expect(server.logs.length).toBeGreaterThan(0);
    expect(all).toContain('login succeeded');
    expect(all).not.toContain(anna.personalIdentityNumber);
    expect(all).not.toContain(anna.password);
    expect(all).not.toContain('Fel-losenord-1!');
  });
});
