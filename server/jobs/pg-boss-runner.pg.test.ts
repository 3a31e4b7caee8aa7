// The jobs on pg-boss (PostgreSQL, issue 15): a run now is recorded in job_runs and in pg-boss; a failing scheduled
// run is retried with backoff by pg-boss and ends failed after JOB_MAX_ATTEMPTS, visible in job_runs with each
// retry's time; one that recovers ends ok; two processes never run a job at once; what is kept of an error carries
// no personal data. Runs in the PostgreSQL phase of `npm test` (vitest project pg).
import { eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { jobRuns } from '../db/schema';
import { JOB_MAX_ATTEMPTS } from '../domain/job-retry';
import { rows } from '../test/crash/rows';
import { startTestServer, type TestServer } from '../test/harness';
import { PG_BOSS_SCHEMA, PgBossRunner } from './pg-boss-runner';
import type { Job } from './scheduler';

let server: TestServer;
const runners: PgBossRunner[] = [];
const quiet = { info: () => undefined, error: () => undefined };

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error('the pg project needs TEST_DATABASE_URL (npm test starts PostgreSQL when it can)');
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await Promise.all(runners.map((r) => r.stop()));
  await server?.close();
});

const db = () => server.services.database.db;
const url = () => server.services.database.url!;
const runner = (jobs: Job[], retryDelaySeconds = 1) => {
  const r = new PgBossRunner(url(), db(), jobs, quiet, () => new Date(), { retryDelaySeconds });
  runners.push(r);
  return r;
};
const runRow = async (name: string) => (await db().select().from(jobRuns).where(eq(jobRuns.name, name)))[0];
const bossJobs = (name: string) =>
  rows<{ state: string; output: unknown }>(
    db(),
    sql`select state, output from ${sql.identifier(PG_BOSS_SCHEMA)}.job where name = ${name}
        union all select state, output from ${sql.identifier(PG_BOSS_SCHEMA)}.archive where name = ${name}`,
  );

async function until<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

it('runs a job now: the result comes back, job_runs records it and pg-boss holds it completed', async () => {
  const r = runner([{ name: 'pgb-now', everyMs: 3_600_000, run: async () => 'did 3 things' }]);
  expect(await r.runNow('pgb-now')).toEqual({ ran: true, result: 'did 3 things' });
  expect(await r.runNow('no-such-job')).toEqual({ ran: false, reason: 'unknown' });
  expect(await runRow('pgb-now')).toMatchObject({ lastOutcome: 'ok', lastResult: 'did 3 things', runCount: 1, attempts: 0 });
  expect(await bossJobs('pgb-now')).toEqual([{ state: 'completed', output: { result: 'did 3 things' } }]);
});

it('retries a failing scheduled run with growing delays, then leaves it failed, visible in job_runs', async () => {
  const tried: number[] = [];
  const seen: { attempts: number; next: number | null; at: number }[] = [];
  const job: Job = {
    name: 'pgb-failing',
    everyMs: 3_600_000,
    run: async () => {
      tried.push(Date.now());
      const row = await runRow('pgb-failing');
      if (row?.lastOutcome === 'retrying') seen.push({ attempts: row.attempts, next: row.nextAttemptAt?.getTime() ?? null, at: Date.now() });
      throw new Error('the provider answered 503');
    },
  };
  const r = runner([job]);
  await r.start(1000);
  // A run as the schedule sends it: the queue's retry policy applies.
  await sendAsScheduled('pgb-failing');
  const failed = await until('not failed', () => runRow('pgb-failing'), (row) => row?.lastOutcome === 'failed', 90_000);
  expect(failed).toMatchObject({ attempts: JOB_MAX_ATTEMPTS, nextAttemptAt: null, lastError: 'the provider answered 503', runCount: JOB_MAX_ATTEMPTS });
  expect(tried).toHaveLength(JOB_MAX_ATTEMPTS);
  // Each retry came when job_runs said it would, after a longer wait each time (1–2 s, 2–4 s, 4–8 s here).
  expect(seen.map((s) => s.attempts)).toEqual([1, 2, 3]);
  for (const s of seen) expect(s.at).toBeGreaterThanOrEqual(s.next! - 50);
  const gaps = tried.slice(1).map((t, i) => t - tried[i]!);
  expect(gaps[0]).toBeGreaterThanOrEqual(900);
  expect(gaps[2]!).toBeGreaterThan(gaps[0]!);
  expect(await bossJobs('pgb-failing')).toEqual([{ state: 'failed', output: { error: 'the provider answered 503' } }]);
}, 120_000);

it('a run that fails and then succeeds ends ok with its retry count cleared', async () => {
  let calls = 0;
  const r = runner([{ name: 'pgb-flaky', everyMs: 3_600_000, run: async () => (++calls < 3 ? Promise.reject(new Error('timeout')) : 'ok at last') }]);
  await r.start(1000);
  await sendAsScheduled('pgb-flaky');
  const done = await until('not ok', () => runRow('pgb-flaky'), (row) => row?.lastOutcome === 'ok', 60_000);
  expect(done).toMatchObject({ lastResult: 'ok at last', attempts: 0, nextAttemptAt: null, lastError: null, runCount: 3 });
}, 90_000);

it('never runs one job in two processes at once: a second run now waits for the first', async () => {
  let active = 0;
  let most = 0;
  const slow: Job = {
    name: 'pgb-slow',
    everyMs: 3_600_000,
    run: async () => {
      most = Math.max(most, ++active);
      await new Promise((r) => setTimeout(r, 700));
      active--;
      return 'slept';
    },
  };
  const [a, b] = [runner([slow]), runner([slow])];
  const outcomes = await Promise.all([a.runNow('pgb-slow'), b.runNow('pgb-slow')]);
  expect(outcomes).toEqual([{ ran: true, result: 'slept' }, { ran: true, result: 'slept' }]);
  expect(most).toBe(1);
  expect((await runRow('pgb-slow'))?.runCount).toBe(2);
});

it('keeps only the summary of an error: no e-mail address or personnummer in job_runs or pg-boss', async () => {
  const r = runner([{ name: 'pgb-leaky', everyMs: 3_600_000, run: async () => Promise.reject(new Error('no mail to anna@example.se for 198112189876')) }]);
  await expect(r.runNow('pgb-leaky')).rejects.toThrow('anna@example.se');
  const row = await runRow('pgb-leaky');
  expect(row).toMatchObject({ lastOutcome: 'failed', attempts: 1, lastError: 'no mail to … for …' });
  const stored = JSON.stringify(await bossJobs('pgb-leaky'));
  expect(stored).not.toMatch(/anna@|198112189876/);
  expect(stored).toContain('no mail to … for …');
});

it('schedules each job in Stockholm time, and drops the schedule of a job taken out of the list', async () => {
  const schedules = async () =>
    rows<{ name: string; cron: string; timezone: string }>(db(), sql`select name, cron, timezone from ${sql.identifier(PG_BOSS_SCHEMA)}.schedule order by name`);
  const old = runner([{ name: 'pgb-old', everyMs: 24 * 3_600_000, run: async () => 'old' }]);
  await old.start(1000);
  expect(await schedules()).toContainEqual({ name: 'pgb-old', cron: '0 3 * * *', timezone: 'Europe/Stockholm' });
  await old.stop();
  const next = runner([{ name: 'pgb-new', everyMs: 3_600_000, run: async () => 'new' }]);
  await next.start(1000);
  expect((await schedules()).map((s) => s.name)).toEqual(['pgb-new']);
});

/** Sends a run the way pg-boss's schedule does: no options of its own, so the queue's retry policy applies. */
async function sendAsScheduled(name: string): Promise<void> {
  const boss = new PgBoss({ connectionString: url(), schema: PG_BOSS_SCHEMA, supervise: false, schedule: false, migrate: false, max: 1 });
  await boss.start();
  try {
    expect(await boss.send(name, {})).toBeTruthy();
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}
