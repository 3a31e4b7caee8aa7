// After the load: do the login limits still hold? Bursts of wrong passwords, each from a client address of its own (the
// bench's server trusts X-Forwarded-For, as behind the agency's proxy, so one check's failures do not count in the
// next): for one account, one at a time and all at once, and from one address over many login names, one at a time and
// all at once. A limit holds when no more wrong passwords are judged (401) than its configured count, every attempt
// after that is refused (429), and then even the right password is refused.
import { LOAD_PASSWORD, type LoadAccount } from './accounts';
import { ClientAt } from './client-at';

export interface LimitPolicy {
  perAccount: number;
  perAddress: number;
}

export interface LimitCheck {
  what: string;
  limit: number;
  attempts: number;
  /** Wrong passwords the server judged (401) before refusing. */
  judged: number;
  /** The first refused attempt (1-based), if any (one at a time only). */
  firstRefused: number | null;
  /** What the right password got afterwards. */
  rightPasswordAfter: number;
  holds: boolean;
}

async function attempt(c: ClientAt, username: string, password: string): Promise<number> {
  return (await c.login(username, password)).status;
}

async function burst(base: string, what: string, limit: number, address: string, usernames: string[], together: boolean, rightAfter: string): Promise<LimitCheck> {
  const c = new ClientAt(base, address);
  await c.get('/mypages/api/status');
  const wrong = 'Fel-lösenord-1!';
  const statuses = together
    ? await Promise.all(usernames.map((u) => attempt(c, u, wrong)))
    : await usernames.reduce(async (done, u) => [...(await done), await attempt(c, u, wrong)], Promise.resolve([] as number[]));
  const judged = statuses.filter((s) => s === 401).length;
  const refused = statuses.filter((s) => s === 429).length;
  const firstRefused = together ? null : statuses.indexOf(429) + 1 || null;
  const rightPasswordAfter = await attempt(c, rightAfter, LOAD_PASSWORD);
  const holds = judged <= limit && judged + refused === statuses.length && rightPasswordAfter === 429 && (together || firstRefused === limit + 1);
  return { what, limit, attempts: statuses.length, judged, firstRefused, rightPasswordAfter, holds };
}

/** The four checks; `accounts` must hold at least four load applicants who have not logged in wrongly. */
export async function checkLoginLimits(base: string, accounts: LoadAccount[], policy: LimitPolicy): Promise<LimitCheck[]> {
  const [a, b, c, d] = accounts.map((x) => x.email);
  const times = (n: number, name: string) => Array.from({ length: n }, () => name);
  const names = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `ingen.${tag}.${i}@example.se`);
  return [
    await burst(base, 'one account, one at a time', policy.perAccount, '10.0.0.1', times(policy.perAccount + 5, a!), false, a!),
    await burst(base, 'one account, all at once', policy.perAccount, '10.0.0.2', times(policy.perAccount * 4, b!), true, b!),
    await burst(base, 'one address, one at a time', policy.perAddress, '10.0.0.3', names(policy.perAddress + 5, 'seq'), false, c!),
    await burst(base, 'one address, all at once', policy.perAddress, '10.0.0.4', names(policy.perAddress * 3, 'par'), true, d!),
  ];
}
