// Load (issue 15): 200 concurrent sessions for 60 s against a server this script starts in a child process
// (bench/load/serve.ts: in-memory PGlite, or a throw-away database on the PostgreSQL server given with --database-url;
// the demo seeded and the load applicants made through the registration service first, bench/load/accounts.ts). Each
// session visits again and again as the SPA does (bench/load/visit.ts): log in, browse the vacant homes, open a home,
// the pre-check, register and withdraw interest, upload a small document, pay an order on the payments sandbox's
// hosted page, log out. Reports every step's requests, errors (there must be none: the exit code is 1 otherwise) and
// p50/p95/p99, then checks that the login limits still hold (bench/load/login-limits.ts). Run on demand, never in CI;
// the load comes from this process over loopback, on the same machine as the server (note its load average).
//   npx tsx bench/load-sessions.ts [--sessions 200] [--seconds 60] [--ramp 5] [--database-url postgres://…]
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { testConfig } from '../server/config';
import { PaymentsSandboxDriver } from '../server/providers/payments/sandbox';
import { checkLoginLimits } from './load/login-limits';
import type { Ready, ServeOptions } from './load/serve';
import { StepTimes, VisitFailed, type StepRow } from './load/steps';
import { visit } from './load/visit';

/** The second table leaves out the requests of the run's first seconds (the first visits' logins all at once). */
const SETTLED_S = 20;

/** Applicants beyond the sessions' own, for the login-limit checks (their failures must not touch a session's). */
const LIMIT_ACCOUNTS = 4;

/** Each session is someone else somewhere else: a client address of its own (X-Forwarded-For, the server trusts it). */
const sessionAddress = (i: number) => `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;

/** Forks a bench/load module; resolves with its first message (it is ready). */
function start<T>(module: string, args: string[] = []): Promise<{ child: ChildProcess; ready: T }> {
  const child = fork(fileURLToPath(new URL(module, import.meta.url)), args, { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (ready) => resolve({ child, ready: ready as T }));
    child.once('exit', (code) => reject(new Error(`${module} ended (${code})`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send('stop');
  await exited;
}

const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { sessions: { type: 'string', default: '200' }, seconds: { type: 'string', default: '60' }, ramp: { type: 'string', default: '5' }, 'database-url': { type: 'string', default: '' } },
  });
  const sessions = Number(values.sessions);
  const seconds = Number(values.seconds);
  // The sessions start spread over the first `ramp` seconds (as people arrive), then all run together to the end.
  const rampMs = Number(values.ramp) * 1000;
  console.log(`load: ${sessions} sessions for ${seconds} s (starting over the first ${values.ramp} s) — ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), load average ${load()}, node ${process.version}`);
  const provider = await start<{ url: string; secretKey: string }>('./load/provider.ts');
  const options: ServeOptions = { databaseUrl: values['database-url'], accounts: sessions + LIMIT_ACCOUNTS, payments: provider.ready };
  const { child, ready } = await start<Ready>('./load/serve.ts', [JSON.stringify(options)]).catch(async (err: unknown) => {
    await stop(provider.child);
    throw err;
  });
  try {
    console.log(`server on ${ready.database}: demo seeded and ${ready.accounts.length} applicants made in ${ready.setupSeconds.toFixed(0)} s; ${ready.homes.length} homes open to them`);
    const times = new StepTimes();
    const timesMade = performance.now();
    const setup = { base: ready.base, orderUrl: ready.orderUrl, homes: ready.homes, provider: new PaymentsSandboxDriver(provider.ready.url), times };
    const until = performance.now() + seconds * 1000;
    let visits = 0;
    let failedVisits = 0;
    const session = async (i: number) => {
      await new Promise((r) => setTimeout(r, (i * rampMs) / sessions));
      for (let n = i; performance.now() < until; n += sessions) {
        try {
          await visit(setup, ready.accounts[i]!, n, sessionAddress(i));
          visits++;
        } catch (err) {
          if (!(err instanceof VisitFailed)) throw err;
          failedVisits++;
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: sessions }, (_, i) => session(i)));
    const elapsed = (performance.now() - started) / 1000;
    const loadAfter = load();

    const requestsOf = (r: StepRow) => r.count * (r.step === 'hosted page and card' ? 2 : 1);
    const table = (rows: StepRow[]) => {
      console.log('| step | requests | errors | p50 ms | p95 ms | p99 ms |');
      console.log('|---|---:|---:|---:|---:|---:|');
      for (const r of rows) console.log(`| ${r.step} | ${requestsOf(r)} | ${r.errors} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} |`);
    };
    const requests = times.rows().reduce((sum, r) => sum + requestsOf(r), 0);
    console.log(`\n${visits} visits done, ${failedVisits} ended by an error; ${requests} requests in ${elapsed.toFixed(0)} s (${(requests / elapsed).toFixed(0)}/s); load average afterwards ${loadAfter}\n`);
    console.log('every request:\n');
    table(times.rows());
    // The first visits' logins come together (an Argon2id check each): what the run is like once they are through.
    console.log(`\nrequests started ${SETTLED_S} s or more into the run (errors: all are counted above):\n`);
    table(times.rows(started - timesMade + SETTLED_S * 1000));
    for (const [step, why] of times.examples) console.log(`  first error of ${step}: ${why}`);

    const config = testConfig();
    const policy = { perAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT, perAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS };
    const checks = await checkLoginLimits(ready.base, ready.accounts.slice(sessions), policy);
    console.log(`\nlogin limits (${policy.perAccount} per account, ${policy.perAddress} per address, in the window):\n`);
    console.log('| burst of wrong passwords | limit | attempts | judged (401) | first refused (429) | right password afterwards | holds |');
    console.log('|---|---:|---:|---:|---:|---:|---|');
    for (const c of checks) console.log(`| ${c.what} | ${c.limit} | ${c.attempts} | ${c.judged} | ${c.firstRefused ?? '—'} | ${c.rightPasswordAfter} | ${c.holds ? 'yes' : 'NO'} |`);
    if (times.totalErrors() > 0 || checks.some((c) => !c.holds)) process.exitCode = 1;
  } finally {
    await stop(child);
    await stop(provider.child);
  }
}

await main();
