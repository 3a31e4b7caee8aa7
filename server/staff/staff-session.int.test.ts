// Staff login, sessions and their separation from applicants' sessions, through the real app.
import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema';
import { scenarios } from '../db/seed/scenarios';
import { RATE_LIMIT_MESSAGE } from '../domain/login-rate-limit';
import { hashToken } from '../session/session.service';
import { useTestServer } from '../test/harness';
import { WRONG_CREDENTIALS } from './staff-auth.service';
import { admin, karin, STAFF_API, staffClient, staffLoggedIn } from './testing';

const server = useTestServer();
const anna = { email: scenarios.payingApplicant.email, password: scenarios.payingApplicant.password };
const GET_APPLICANT = '{ getApplicant { applicant { firstName } } }';

describe('staff login', () => {
  it('logs Karin in as a case handler with her own session cookie and a CSRF token bound to it', async () => {
    const c = staffClient(server);
    const res = await c.login(karin);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, staff: { name: 'Karin Handläggare', role: 'handlaggare', roleText: 'Handläggare' }, session: { timeoutSeconds: 900 } });
    expect(c.http.cookies.get('staff_sid')).toBeTruthy();
    expect(c.http.cookies.get('sid')).toBeUndefined();
    expect(c.staffCsrf()).toContain('.');
    const sessionCookie = res.headers.getSetCookie().find((l) => l.startsWith('staff_sid='));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Strict/i);
    expect((await c.me()).json).toMatchObject({ success: true, staff: { email: karin.email, role: 'handlaggare' } });
  });

  it('logs the administrator in with the administrator role', async () => {
    const c = await staffLoggedIn(server, admin);
    expect((await c.me()).json).toMatchObject({ success: true, staff: { role: 'administrator', roleText: 'Administratör' } });
  });

  it('refuses a wrong password, and an unknown e-mail alike, without a session', async () => {
    for (const who of [{ ...karin, password: 'fel-lösenord' }, { email: 'ingen@example.se', password: 'x' }]) {
      const c = staffClient(server);
      const res = await c.login(who);
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ success: false, errorText: WRONG_CREDENTIALS });
      expect(c.http.cookies.get('staff_sid')).toBeUndefined();
      expect((await c.me()).json).toEqual({ success: false });
    }
  });

  it('refuses an empty form with Swedish field messages', async () => {
    const res = await staffClient(server).login({ email: ' ', password: '' });
    expect(res.status).toBe(400);
    expect(res.json.validationErrors).toEqual(expect.arrayContaining([expect.objectContaining({ text: 'Ange e-postadress' }), expect.objectContaining({ text: 'Ange lösenord' })]));
  });

  it('refuses a login without the staff CSRF token, and with the applicant CSRF token', async () => {
    const c = staffClient(server);
    await c.me();
    expect((await c.http.post(`${STAFF_API}/login`, karin, { 'x-csrf-token': '' })).status).toBe(403);
    await c.http.get('/mypages/api/status'); // the applicant API's CSRF cookie
    const applicantToken = c.http.csrfToken() ?? '';
    expect(applicantToken).not.toBe('');
    expect((await c.http.post(`${STAFF_API}/login`, karin, { 'x-csrf-token': applicantToken })).status).toBe(403);
  });

  it('logout ends the session: /me answers success false and the old cookie no longer works', async () => {
    const c = await staffLoggedIn(server, karin);
    const token = c.http.cookies.get('staff_sid')!;
    expect((await c.logout()).json).toEqual({ success: true });
    expect(c.http.cookies.get('staff_sid')).toBeUndefined();
    expect((await c.me()).json).toEqual({ success: false });
    c.http.cookies.set('staff_sid', token);
    expect((await c.me()).json).toEqual({ success: false });
  });

  it('rotates the session at login: the session from before no longer works', async () => {
    const c = await staffLoggedIn(server, karin);
    const before = c.http.cookies.get('staff_sid')!;
    expect((await c.login(karin)).status).toBe(200);
    expect(c.http.cookies.get('staff_sid')).not.toBe(before);
    const old = staffClient(server);
    old.http.cookies.set('staff_sid', before);
    expect((await old.me()).json).toEqual({ success: false });
  });

  it('ends an idle staff session after STAFF_SESSION_SECONDS (15 minutes), and a used one slides', async () => {
    const c = await staffLoggedIn(server, karin);
    server.clock.now = new Date(server.clock.now.getTime() + 14 * 60_000);
    expect((await c.me()).json.success).toBe(true); // slides the idle expiry
    server.clock.now = new Date(server.clock.now.getTime() + 14 * 60_000);
    expect((await c.me()).json.success).toBe(true);
    server.clock.now = new Date(server.clock.now.getTime() + 15 * 60_000 + 1000);
    expect((await c.me()).json).toEqual({ success: false });
  });
});

describe('staff and applicant sessions never cross', () => {
  it('an applicant session is refused on the staff API', async () => {
    const http = await server.loggedIn(anna);
    const c = staffClient(server, http);
    expect((await c.me()).json).toEqual({ success: false });
    const res = await c.graphql('{ staffMe { name } }');
    expect(res.json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Even the applicant's token sent under the staff cookie's name is no staff session.
    const forged = staffClient(server);
    forged.http.cookies.set('staff_sid', http.cookies.get('sid')!);
    expect((await forged.me()).json).toEqual({ success: false });
  });

  it('a staff session is UNAUTHENTICATED on the applicant GraphQL and refused by applicant REST routes', async () => {
    const c = await staffLoggedIn(server, karin);
    const res = await c.http.graphql(GET_APPLICANT);
    expect(res.json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await c.http.get('/mypages/api/account/me')).json).toEqual({ success: false });
    expect((await c.http.get('/mypages/api/status')).status).toBe(401);
    // The staff token sent as the applicant cookie: still no applicant session.
    const forged = server.client();
    forged.cookies.set('sid', c.http.cookies.get('staff_sid')!);
    expect((await forged.graphql(GET_APPLICANT)).json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await forged.get('/mypages/api/status')).status).toBe(401);
  });

  it('one browser holds both sessions side by side; logging out of one keeps the other', async () => {
    const http = await server.loggedIn(anna);
    const c = staffClient(server, http);
    expect((await c.login(karin)).status).toBe(200);
    expect((await http.data(GET_APPLICANT)).applicant.firstName).toBe('Anna');
    expect((await c.me()).json.success).toBe(true);
    const staffSessionId = hashToken(http.cookies.get('staff_sid')!);
    await c.logout();
    expect((await http.data(GET_APPLICANT)).applicant.firstName).toBe('Anna');
    expect(await server.services.database.db.select().from(sessions).where(eq(sessions.sessionId, staffSessionId))).toEqual([]);
    expect(await server.services.database.db.select().from(sessions).where(eq(sessions.sessionId, hashToken(http.cookies.get('sid')!)))).toHaveLength(1);
  });
});

describe('staff login rate limit', () => {
  it('refuses the sixth attempt within the window, even with the right password', async () => {
    const c = staffClient(server);
    for (let i = 0; i < 5; i++) expect((await c.login({ ...admin, password: `fel-${i}` })).status).toBe(401);
    const res = await c.login(admin);
    expect(res.status).toBe(429);
    expect(res.json.errorText).toBe(RATE_LIMIT_MESSAGE);
    server.clock.now = new Date(server.clock.now.getTime() + 16 * 60_000);
    expect((await c.login(admin)).status).toBe(200);
  });
});
