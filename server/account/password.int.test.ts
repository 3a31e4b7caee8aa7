// Forgotten password through the outbox: same reply either way, single use, expiry, sessions end.
import { scenarios } from '../db/seed/scenarios';
import { passwordMessages } from '../../src/rules/password';
import { startTestServer, type TestServer } from '../test/harness';
import { INVALID_RESET_LINK } from './password.service';

const anna = scenarios.payingApplicant;
const SEND = 'mutation($u: SendResetPasswordUserInput!) { sendResetPassword(user: $u) { error errorText validationErrors { code text } } }';
const RESET = 'mutation($u: ResetPasswordUserInput!) { resetPassword(user: $u) { error errorText validationErrors { code text } } }';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function outbox(to: string) {
  return (await server.client().get(`/sandbox/mail/messages?to=${encodeURIComponent(to)}`)).json as { subject: string; text: string }[];
}
async function latestToken(to: string): Promise<string> {
  const [mail] = await outbox(to);
  const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no reset link in the outbox');
  return token;
}

it('answers the same whether or not the account exists, and mails only real accounts', async () => {
  const c = server.client();
  const known = await c.graphql(SEND, { u: { emailOrPnr: anna.personalIdentityNumber } });
  const unknown = await c.graphql(SEND, { u: { emailOrPnr: 'nobody@example.se' } });
  expect(known.json.data.sendResetPassword).toEqual({ error: false, errorText: null, validationErrors: [] });
  expect(unknown.json.data.sendResetPassword).toEqual(known.json.data.sendResetPassword);
  const mails = await outbox(anna.email);
  expect(mails).toHaveLength(1);
  expect(mails[0]?.subject).toBe('Återställ ditt lösenord');
  expect(await outbox('nobody@example.se')).toHaveLength(0);
  expect(mails[0]?.text).not.toContain(anna.personalIdentityNumber);
});

it('refuses an identifier that is neither a personnummer nor an e-mail', async () => {
  const res = await server.client().graphql(SEND, { u: { emailOrPnr: '9001012385' } });
  expect(res.json.data.sendResetPassword.error).toBe(true);
  expect(res.json.data.sendResetPassword.validationErrors[0].code).toBe('emailOrPnr');
});

it('resets with the link once, ends every session, and refuses the link again', async () => {
  const loggedIn = server.client();
  await loggedIn.login(anna.email, anna.password);
  expect((await loggedIn.get('/mypages/api/status')).status).toBe(200);

  await server.client().graphql(SEND, { u: { emailOrPnr: anna.email } });
  const token = await latestToken(anna.email);

  const weak = await server.client().graphql(RESET, { u: { password: 'kort', resetToken: token } });
  expect(weak.json.data.resetPassword.errorText).toBe(passwordMessages.rule);

  const done = await server.client().graphql(RESET, { u: { password: 'Nytt-losen-2026!', resetToken: token } });
  expect(done.json.data.resetPassword.error).toBe(false);
  expect((await loggedIn.get('/mypages/api/status')).status).toBe(401);
  expect((await server.client().login(anna.email, anna.password)).status).toBe(401);
  expect((await server.client().login(anna.email, 'Nytt-losen-2026!')).status).toBe(200);

  const again = await server.client().graphql(RESET, { u: { password: 'Annat-losen-2026!', resetToken: token } });
  expect(again.json.data.resetPassword).toMatchObject({ error: true, errorText: INVALID_RESET_LINK });
});

it('refuses an expired link', async () => {
  const erik = scenarios.mainApplicant;
  await server.client().graphql(SEND, { u: { emailOrPnr: erik.email } });
  const token = await latestToken(erik.email);
  server.clock.now = new Date(server.clock.now.getTime() + 61 * 60_000);
  const res = await server.client().graphql(RESET, { u: { password: 'Nytt-losen-2026!', resetToken: token } });
  expect(res.json.data.resetPassword.errorText).toBe(INVALID_RESET_LINK);
  expect((await server.client().login(erik.email, erik.password)).status).toBe(200);
});

it('shows the outbox as a page with clickable links', async () => {
  const page = await server.client().get('/sandbox/mail/');
  expect(page.status).toBe(200);
  expect(page.text).toContain('<h1>E-post (utkorg)</h1>');
  expect(page.text).toMatch(/<a href="http:\/\/localhost:\d+\/mypages\/app\/reset-password\?token=/);
});
