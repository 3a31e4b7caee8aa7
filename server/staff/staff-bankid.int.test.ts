// Staff login with BankID through the real app, the real BankID client and the sandbox playing the user's app; and a
// closed staff account (active false), which neither logs in nor keeps a session.
import { eq } from 'drizzle-orm';
import { bankidSessions, staffUsers } from '../db/schema';
import { scenarios } from '../db/seed/scenarios';
import { BankIdSandboxDriver, type Identity } from '../providers/bankid/sandbox';
import { RFA_MESSAGES } from '../providers/bankid/messages';
import { bankIdMessages } from '../bankid/bankid-session.service';
import { approveInApp } from '../test/bankid-app';
import { useTestServer } from '../test/harness';
import { NO_STAFF_ACCOUNT, WRONG_CREDENTIALS } from './staff-auth.service';
import { STAFF_BANKID_COOKIE } from './staff-bankid.routes';
import { admin, karin, staffClient, staffLoggedIn, type StaffClient } from './testing';

const server = useTestServer();
const sandbox = () => new BankIdSandboxDriver(`${server.baseUrl}/sandbox/bankid`);
const anna = scenarios.payingApplicant;
const karinId: Identity = { personalNumber: scenarios.caseHandler.personalIdentityNumber, givenName: 'Karin', surname: 'Handläggare' };
const closed: Identity = { personalNumber: '196203152381', givenName: 'Stängd', surname: 'Handläggare' };

/** Starts a staff order on this device; the autostart token the page would put in its link. */
async function start(c: StaffClient): Promise<string> {
  const res = await c.post('/bankid/start', { isQrCode: false });
  expect(res.status).toBe(200);
  expect(res.json).toMatchObject({ success: true, method: 'autostart', qrCode: null, message: RFA_MESSAGES.RFA13 });
  return res.json.autoStartToken as string;
}

const collect = (c: StaffClient) => c.post('/bankid/collect');

/** Every reply of a BankID staff login: never the proof, never a personnummer. */
function expectNothingSecret(text: string) {
  expect(text).not.toMatch(/bankIdToken|loginToken|personalNumber|completionData/);
  expect(text).not.toMatch(/\d{12}/);
}

describe('staff login with BankID on this device', () => {
  it('logs Karin in: her own staff session, the order cookie only on /staff/api, nothing secret in the replies', async () => {
    const c = staffClient(server);
    const res = await c.post('/bankid/start', { isQrCode: false });
    const orderCookie = res.headers.getSetCookie().find((l) => l.startsWith(`${STAFF_BANKID_COOKIE}=`));
    expect(orderCookie).toMatch(/HttpOnly/i);
    expect(orderCookie).toMatch(/Path=\/staff\/api(;|$)/i);
    expect(orderCookie).toMatch(/SameSite=Strict/i);
    expect(c.http.cookies.get('bid')).toBeUndefined();

    const pending = await collect(c);
    expect(pending.json).toMatchObject({ success: true, status: 'pending', collectCompleted: false });
    expect((await c.me()).json).toEqual({ success: false });

    await approveInApp(sandbox(), server.clock, res.json.autoStartToken, karinId);
    const done = await collect(c);
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ success: true, status: 'complete', successfulSigned: true, message: null, staff: { name: 'Karin Handläggare', role: 'handlaggare' } });
    expectNothingSecret(done.text);
    expect(c.http.cookies.get(STAFF_BANKID_COOKIE)).toBeUndefined();
    expect(c.http.cookies.get('staff_sid')).toBeTruthy();
    expect(c.http.cookies.get('sid')).toBeUndefined();
    expect((await c.me()).json).toMatchObject({ success: true, staff: { email: karin.email, role: 'handlaggare' } });
    expect((await c.graphql('{ staffMe { name } }')).json.data.staffMe.name).toBe('Karin Handläggare');

    // The proof was spent by the server at once; collecting again gives no second session.
    const [order] = await server.services.database.db.select().from(bankidSessions).where(eq(bankidSessions.purpose, 'staffLogin')).limit(1);
    expect(order?.proofUsedAt).not.toBeNull();
    expect((await collect(c)).status).toBe(410);
    expect(server.logs.join('\n')).not.toContain(karinId.personalNumber);
  });

  it('also logs in by QR code, with a fresh QR string each second from /staff/api/bankid/qr', async () => {
    const c = staffClient(server);
    const res = await c.post('/bankid/start', { isQrCode: true });
    expect(res.json).toMatchObject({ success: true, method: 'qr', autoStartToken: null, message: RFA_MESSAGES.RFA1 });
    server.clock.now = new Date(server.clock.now.getTime() + 2000);
    const qr = (await c.http.get('/staff/api/bankid/qr')).json.qrCode as string;
    expect(qr).toMatch(/^bankid\.[\w-]+\.2\./);
    await approveInApp(sandbox(), server.clock, qr, { personalNumber: scenarios.administrator.personalIdentityNumber, givenName: 'Ali', surname: 'Administratör' });
    expect((await collect(c)).json).toMatchObject({ status: 'complete', staff: { role: 'administrator' } });
    expect((await c.me()).json.staff.name).toBe('Ali Administratör');
  });

  it('ends the staff session from before (no fixation) and never touches the applicant session in the same browser', async () => {
    const http = await server.loggedIn(anna);
    const c = staffClient(server, http);
    expect((await c.login(karin)).status).toBe(200);
    const before = http.cookies.get('staff_sid')!;
    const applicantSid = http.cookies.get('sid')!;
    await approveInApp(sandbox(), server.clock, await start(c), karinId);
    expect((await collect(c)).json.status).toBe('complete');
    expect(http.cookies.get('staff_sid')).not.toBe(before);
    expect(http.cookies.get('sid')).toBe(applicantSid);
    const old = staffClient(server);
    old.http.cookies.set('staff_sid', before);
    expect((await old.me()).json).toEqual({ success: false });
    expect((await http.data('{ getApplicant { applicant { firstName } } }')).applicant.firstName).toBe('Anna');
  });

  it('refuses an applicant (no staff account) with the message and no staff session', async () => {
    const http = await server.loggedIn(anna);
    const c = staffClient(server, http);
    await approveInApp(sandbox(), server.clock, await start(c), anna.personalIdentityNumber);
    const done = await collect(c);
    expect(done.json).toMatchObject({ success: true, status: 'complete', noAccount: true, message: NO_STAFF_ACCOUNT });
    expect(done.json.staff).toBeUndefined();
    expectNothingSecret(done.text);
    expect(http.cookies.get('staff_sid')).toBeUndefined();
    expect((await c.me()).json).toEqual({ success: false });
    // Her applicant session is as it was.
    expect((await http.get('/mypages/api/account/me')).json.applicant.name).toBe('Anna Andersson');
  });

  it('refuses the cancelled order with its RFA message and no session', async () => {
    const c = staffClient(server);
    const scanned = await sandbox().scan(await start(c), karinId);
    if (!scanned.ok) throw new Error('scan failed');
    await sandbox().cancel(scanned.order.orderRef);
    expect((await collect(c)).json).toMatchObject({ status: 'failed', hintCode: 'userCancel', message: RFA_MESSAGES.RFA6 });
    expect((await c.me()).json).toEqual({ success: false });
  });

  it('cancel ends the order and its cookie', async () => {
    const c = staffClient(server);
    await start(c);
    expect((await c.post('/bankid/cancel')).json).toEqual({ success: true });
    expect(c.http.cookies.get(STAFF_BANKID_COOKIE)).toBeUndefined();
    expect((await collect(c)).status).toBe(410);
  });
});

describe('the applicants’ and the staff BankID orders stay apart', () => {
  it('the applicants’ collect cannot complete a staff order (no proof, no session of any kind)', async () => {
    const c = staffClient(server);
    const token = await start(c);
    await approveInApp(sandbox(), server.clock, token, karinId);
    const applicantSide = server.client();
    applicantSide.cookies.set('bid', c.http.cookies.get(STAFF_BANKID_COOKIE)!);
    const res = await applicantSide.post('/mypages/api/account/CollectBankIdSession');
    expect(res.status).toBe(410);
    expect(res.json.errorText).toBe(bankIdMessages.noSession);
    expect(res.text).not.toContain('bankIdToken');
    expect((await applicantSide.get('/mypages/api/account/BankIdQrCode')).json).toEqual({ qrCode: null });
    // The staff member's own browser still completes it.
    expect((await collect(c)).json).toMatchObject({ status: 'complete', staff: { name: 'Karin Handläggare' } });
  });

  it('the staff collect cannot complete an applicant’s login order', async () => {
    const http = server.client();
    const start = await http.get('/mypages/api/account/StartBankIdLoginSession?isQrCode=false');
    await approveInApp(sandbox(), server.clock, start.json.autoStartToken, karinId);
    const c = staffClient(server);
    c.http.cookies.set(STAFF_BANKID_COOKIE, http.cookies.get('bid')!);
    const res = await collect(c);
    expect(res.status).toBe(410);
    expect(c.http.cookies.get('staff_sid')).toBeUndefined();
    expect((await c.me()).json).toEqual({ success: false });
  });
});

describe('a closed staff account', () => {
  it('cannot log in with BankID', async () => {
    await server.services.database.db.insert(staffUsers).values({ email: 'stangd@example.se', name: 'Stängd Handläggare', role: 'caseHandler', passwordHash: 'unused', personalNumber: closed.personalNumber, active: false });
    const c = staffClient(server);
    await approveInApp(sandbox(), server.clock, await start(c), closed);
    expect((await collect(c)).json).toMatchObject({ status: 'complete', noAccount: true, message: NO_STAFF_ACCOUNT });
    expect((await c.me()).json).toEqual({ success: false });
  });

  it('cannot log in with its password, and its live session stops working at the next request', async () => {
    const db = server.services.database.db;
    const c = await staffLoggedIn(server, admin);
    expect((await c.me()).json.success).toBe(true);
    await db.update(staffUsers).set({ active: false }).where(eq(staffUsers.email, admin.email));
    try {
      expect((await c.me()).json).toEqual({ success: false });
      expect((await c.graphql('{ staffMe { name } }')).json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const again = await staffClient(server).login(admin);
      expect(again.status).toBe(401);
      expect(again.json.errorText).toBe(WRONG_CREDENTIALS);
    } finally {
      await db.update(staffUsers).set({ active: true }).where(eq(staffUsers.email, admin.email));
    }
    expect((await staffClient(server).login(admin)).status).toBe(200);
  });
});
