// BankID end to end over HTTP: the portal's routes, the real client, the sandbox playing the user's app.
import { deregistrationMessages } from '../../src/rules/deregistration';
import { registrationMessages } from '../../src/rules/registration';
import { scenarios } from '../db/seed/scenarios';
import { BankIdSandboxDriver } from '../providers/bankid/sandbox';
import { RFA_MESSAGES } from '../providers/bankid/messages';
import { approveInApp as approveBankIdInApp } from '../test/bankid-app';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';
import { bankIdMessages } from './bankid-session.service';

const anna = scenarios.payingApplicant;
let server: TestServer;
let app: BankIdSandboxDriver;
beforeAll(async () => {
  server = await startTestServer();
  app = new BankIdSandboxDriver(`${server.baseUrl}/sandbox/bankid`);
});
afterAll(async () => {
  await server?.close();
});

/** The user's app: scan (QR string or autostart token), wait out the app's start, approve. */
const approveInApp = (code: string, who: string) => approveBankIdInApp(app, server.clock, code, who);

async function collect(c: TestClient) {
  return (await c.post('/mypages/api/account/CollectBankIdSession')).json;
}

describe('login with BankID', () => {
  it('logs in by QR: fresh QR strings, RFA messages, then a session and the returnUrl', async () => {
    const c = server.client();
    const start = await c.get('/mypages/api/account/StartBankIdLoginSession?isQrCode=true&returnUrl=%2Fprofile%2Faccount');
    expect(start.status).toBe(200);
    expect(start.json).toMatchObject({ success: true, method: 'qr', autoStartToken: null, message: RFA_MESSAGES.RFA1 });
    expect(start.json.qrCode).toMatch(/^bankid\.[\w-]+\.0\.[0-9a-f]{64}$/);
    expect(start.text).not.toMatch(/qrStartSecret|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"/);
    expect(start.headers.getSetCookie().find((l) => l.startsWith('bid='))).toMatch(/HttpOnly/i);

    server.clock.now = new Date(server.clock.now.getTime() + 2000);
    const qr = (await c.get('/mypages/api/account/BankIdQrCode')).json.qrCode as string;
    expect(qr).toMatch(/^bankid\.[\w-]+\.2\./);

    expect(await collect(c)).toMatchObject({ status: 'pending', hintCode: 'outstandingTransaction', message: RFA_MESSAGES.RFA1, collectCompleted: false });
    const scanned = await app.scan(qr, anna.personalIdentityNumber);
    expect(scanned.ok).toBe(true);
    expect(await collect(c)).toMatchObject({ status: 'pending', hintCode: 'userSign', message: RFA_MESSAGES.RFA9 });
    if (!scanned.ok) throw new Error('scan failed');
    await app.approve(scanned.order.orderRef, anna.personalIdentityNumber);
    const done = await collect(c);
    expect(done).toMatchObject({ status: 'complete', collectCompleted: true, successfulSigned: true, returnUrl: '/profile/account' });
    expect(done.loginToken).toBeUndefined();
    const me = await c.get('/mypages/api/account/me');
    expect(me.json.applicant.name).toBe('Anna Andersson');
  });

  it('logs in on the same device with the autostart token', async () => {
    const c = server.client();
    const start = await c.get('/mypages/api/account/StartBankIdLoginSession?isQrCode=false');
    expect(start.json).toMatchObject({ method: 'autostart', qrCode: null, message: RFA_MESSAGES.RFA13 });
    await approveInApp(start.json.autoStartToken, scenarios.mainApplicant.personalIdentityNumber);
    expect((await collect(c)).status).toBe('complete');
    expect((await c.get('/mypages/api/account/me')).json.applicant.name).toBe('Erik Eriksson');
  });

  it('tells a person without an account so, and logs nobody in', async () => {
    const c = server.client();
    const start = await c.get('/mypages/api/account/StartBankIdLoginSession?isQrCode=false');
    await approveInApp(start.json.autoStartToken, '199504182396');
    expect(await collect(c)).toMatchObject({ status: 'complete', noAccount: true, message: bankIdMessages.noAccount });
    expect(await c.get('/mypages/api/account/me')).toMatchObject({ status: 200, json: { success: false } });
  });

  it('reports a cancel in the app with its RFA message', async () => {
    const c = server.client();
    const start = await c.get('/mypages/api/account/StartBankIdLoginSession?isQrCode=false');
    const scanned = await app.scan(start.json.autoStartToken, anna.personalIdentityNumber);
    if (!scanned.ok) throw new Error('scan failed');
    await app.cancel(scanned.order.orderRef);
    expect(await collect(c)).toMatchObject({ status: 'failed', hintCode: 'userCancel', message: RFA_MESSAGES.RFA6, collectCompleted: true });
    expect(await c.get('/mypages/api/account/me')).toMatchObject({ status: 200, json: { success: false } });
  });

  it('cannot be collected from another browser', async () => {
    const c = server.client();
    await c.get('/mypages/api/account/StartBankIdLoginSession?isQrCode=true');
    const other = server.client();
    const res = await other.post('/mypages/api/account/CollectBankIdSession');
    expect(res.status).toBe(410);
    expect(res.json.errorText).toBe(bankIdMessages.noSession);
  });
});

describe('registration with BankID identification', () => {
  it('registers a person with protected identity after identifying with BankID, once', async () => {
    const pnr = '198710152391';
    const c = server.client();
    const start = await c.post('/mypages/api/account/StartBankIdReregistrationSession', { pnr, isQrCode: false });
    expect(start.json.success).toBe(true);
    // Someone else cannot complete an order that requires this personal number.
    await approveInApp(start.json.autoStartToken, pnr);
    const done = await collect(c);
    expect(done.status).toBe('complete');
    expect(done.bankIdToken).toEqual(expect.any(String));

    const req = (token: string) =>
      JSON.stringify({ personalIdentityNumber: pnr, email: 'nils@example.se', emailRepeat: 'nils@example.se', mobile: '0701234567', password: 'Bostadsko-2026!', passwordRepeat: 'Bostadsko-2026!', bankIdToken: token });
    const forged = await server.client().multipart('/mypages/api/registration', { registrationReq: req('forged') });
    expect(forged.json).toMatchObject({ bankIdRequired: true, errorText: registrationMessages.bankIdRequired });
    const ok = await c.multipart('/mypages/api/registration', { registrationReq: req(done.bankIdToken) });
    expect(ok.json.error).toBe(false);
  });
});

describe('leaving the queue', () => {
  const UNREGISTER = 'mutation($a: UnregisterApplicantInput!) { unregisterApplicant(applicant: $a) { error errorText validationErrors { code text } } }';

  it('needs the word and the applicant’s own BankID signature, then closes the account and ends every session', async () => {
    const bo = scenarios.blockedApplicant;
    const c = server.client();
    const other = server.client();
    await c.login(bo.email, bo.password);
    await other.login(bo.email, bo.password);

    const start = await c.get('/mypages/api/account/StartBankIdDeregistrationSession?isQrCode=false');
    expect(start.json.success).toBe(true);
    const order = (await app.orders()).find((o) => o.type === 'sign' && o.visibleText?.includes('lämna bostadskön'));
    expect(order).toBeDefined();
    await approveInApp(start.json.autoStartToken, bo.personalIdentityNumber);
    const done = await collect(c);
    expect(done.bankIdToken).toEqual(expect.any(String));

    const wrongWord = await c.graphql(UNREGISTER, { a: { confirmationWord: 'JA', bankIdToken: done.bankIdToken } });
    expect(wrongWord.json.data.unregisterApplicant.errorText).toBe(deregistrationMessages.wrongWord);
    const forged = await c.graphql(UNREGISTER, { a: { confirmationWord: 'AVSLUTA', bankIdToken: 'forged' } });
    expect(forged.json.data.unregisterApplicant.errorText).toBe(deregistrationMessages.notSigned);

    const ok = await c.graphql(UNREGISTER, { a: { confirmationWord: 'avsluta', bankIdToken: done.bankIdToken } });
    expect(ok.json.data.unregisterApplicant.error).toBe(false);
    expect((await c.get('/mypages/api/status')).status).toBe(401);
    expect((await other.get('/mypages/api/status')).status).toBe(401);
    expect((await server.client().login(bo.email, bo.password)).status).toBe(401);
  });

  it('refuses a signature made for someone else’s deregistration', async () => {
    const erik = scenarios.mainApplicant;
    const anna2 = server.client();
    await anna2.login(anna.email, anna.password);
    // Erik signs his own deregistration…
    const e = server.client();
    await e.login(erik.email, erik.password);
    const start = await e.get('/mypages/api/account/StartBankIdDeregistrationSession?isQrCode=false');
    await approveInApp(start.json.autoStartToken, erik.personalIdentityNumber);
    const done = await collect(e);
    // …and Anna tries to use his proof.
    const res = await anna2.graphql(UNREGISTER, { a: { confirmationWord: 'AVSLUTA', bankIdToken: done.bankIdToken } });
    expect(res.json.data.unregisterApplicant.errorText).toBe(deregistrationMessages.notSigned);
    expect((await anna2.get('/mypages/api/status')).status).toBe(200);
  });

  it('erases a closed account’s personal data after the retention period, once', async () => {
    const before = await server.services.leaveQueue.eraseExpired();
    expect(before).toBe(0);
    server.clock.now = new Date(server.clock.now.getTime() + 91 * 86_400_000);
    expect(await server.services.leaveQueue.eraseExpired()).toBe(1);
    expect(await server.services.leaveQueue.eraseExpired()).toBe(0);
  });
});
