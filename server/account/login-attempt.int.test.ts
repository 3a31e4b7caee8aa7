// Admission of login attempts under the limits, on the real database (server/account/login-attempt.ts): attempts being
// judged hold their places, one more waits for a place rather than being refused, and once the judged ones have failed
// the next is refused.
import { openLoginAttempt, type LoginAttempt } from './login-attempt';
import { useTestServer } from '../test/harness';

const server = useTestServer();
const policy = { maxPerAccount: 3, maxPerAddress: 8, windowSeconds: 900 };
const office = '198.51.100.7';

it('makes an attempt wait while the attempts being judged fill the limit, and refuses it once they have failed', async () => {
  const db = server.services.database.db;
  const clock = () => server.clock.now;
  const open = (account: string) => openLoginAttempt(db, policy, { accountKey: account, clientAddress: office }, clock);
  const judged = await Promise.all(Array.from({ length: 8 }, (_, i) => open(`office-${i}`)));
  expect(judged.every((a) => a !== null)).toBe(true);

  let ninth: LoginAttempt | null | undefined;
  const waiting = open('office-8').then((a) => (ninth = a));
  await new Promise((r) => setTimeout(r, 400));
  expect(ninth).toBeUndefined();
  await judged[0]!.succeeded();
  await waiting;
  expect(ninth).not.toBeNull();

  for (const a of judged.slice(1)) await a!.failed();
  await ninth!.failed();
  expect(await open('office-9')).toBeNull();
});

it('counts an attempt still being judged after a minute as a failure (its process died)', async () => {
  const db = server.services.database.db;
  server.clock.now = new Date(server.clock.now.getTime() + 3_600_000);
  const open = () => openLoginAttempt(db, policy, { accountKey: 'crashed', clientAddress: '198.51.100.8' }, () => server.clock.now);
  for (let i = 0; i < 3; i++) expect(await open()).not.toBeNull();
  server.clock.now = new Date(server.clock.now.getTime() + 61_000);
  expect(await open()).toBeNull();
});
