// Failed logins are limited per account and per client address.
import { RATE_LIMIT_MESSAGE } from '../domain/login-rate-limit';
import { scenarios } from '../db/seed/scenarios';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '8' });
});
afterAll(async () => {
  await server?.close();
});

it('refuses an account after too many failures, however it is named, even with the right password', async () => {
  const erik = scenarios.mainApplicant;
  const c = server.client();
  expect((await c.login(erik.email, 'wrong-1')).status).toBe(401);
  expect((await c.login(erik.personalIdentityNumber, 'wrong-2')).status).toBe(401);
  expect((await c.login(erik.email.toUpperCase(), 'wrong-3')).status).toBe(401);
  const refused = await c.login(erik.email, erik.password);
  expect(refused.status).toBe(429);
  expect(refused.json.errorText).toBe(RATE_LIMIT_MESSAGE);

  // Another account from the same address is still let in, and the window passing lifts the limit.
  expect((await c.login(scenarios.payingApplicant.email, scenarios.payingApplicant.password)).status).toBe(200);
  server.clock.now = new Date(server.clock.now.getTime() + 901 * 1000);
  expect((await c.login(erik.email, erik.password)).status).toBe(200);
});

it('treats unknown accounts like known ones (no hint that an account exists)', async () => {
  const c = server.client();
  for (let i = 0; i < 3; i++) expect((await c.login('ghost@example.se', `wrong-${i}`)).status).toBe(401);
  expect((await c.login('ghost@example.se', 'wrong-4')).status).toBe(429);
});

it('refuses a client address after too many failures across accounts', async () => {
  server.clock.now = new Date(server.clock.now.getTime() + 901 * 1000);
  const c = server.client();
  for (let i = 0; i < 8; i++) expect((await c.login(`user${i}@example.se`, 'wrong')).status).toBe(401);
  const refused = await c.login(scenarios.blockedApplicant.email, scenarios.blockedApplicant.password);
  expect(refused.status).toBe(429);
});

it('holds a burst of wrong passwords sent all at once to the limit, per account and per address', async () => {
  server.clock.now = new Date(server.clock.now.getTime() + 901 * 1000);
  const c = server.client();
  await c.get('/mypages/api/status');
  const anna = scenarios.payingApplicant;
  const judged = (statuses: number[]) => statuses.filter((s) => s === 401).length;

  const onAccount = (await Promise.all(Array.from({ length: 12 }, () => c.login(anna.email, 'wrong')))).map((r) => r.status);
  expect(judged(onAccount)).toBe(3);
  expect(onAccount.filter((s) => s === 429)).toHaveLength(9);
  expect((await c.login(anna.email, anna.password)).status).toBe(429);

  // Three of the address's eight are spent on Anna above; five more names are judged, the rest refused.
  const fromAddress = (await Promise.all(Array.from({ length: 20 }, (_, i) => c.login(`burst${i}@example.se`, 'wrong')))).map((r) => r.status);
  expect(judged(fromAddress)).toBe(5);
  expect(fromAddress.filter((s) => s === 429)).toHaveLength(15);
  expect((await c.login(scenarios.blockedApplicant.email, scenarios.blockedApplicant.password)).status).toBe(429);
});
