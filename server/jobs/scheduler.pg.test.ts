// Each scheduled job runs once per due period with two server processes on one PostgreSQL (issue 15). Both run the
// scheduler with a 5-second tick; every job of the portal's list is due at first and must have started exactly once
// (job_runs.run_count) however many ticks the two make; then every job is made due again (its last run moved a day
// back) and must start exactly once more. Runs in the PostgreSQL phase of `npm test` (vitest project pg).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresDatabase } from '../test/harness';
import { startMain, type StartedProcess } from '../test/spawn-server';

const adminUrl = process.env.TEST_DATABASE_URL;
const TICK_SECONDS = 5;
/** Every job of server/jobs/jobs.ts portalJobs. */
const JOBS = [
  'renewal-orders', 'autopay-charges', 'queue-time-lost', 'registration-lapse', 'subscription-mail', 'retention-erase',
  'document-files-cleanup', 'interest-periods-close', 'offers-expire', 'answer-reminders', 'bank-data-purge',
  'sessions-purge', 'reset-tokens-purge', 'login-failures-prune', 'subscription-mail-log-prune',
];

interface RunRow {
  name: string;
  run_count: number;
  last_outcome: string | null;
  lease_owner: string | null;
}

describe('scheduled jobs on two instances', () => {
  let db: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let filesDir: string;
  const instances: StartedProcess[] = [];
  let sql: import('pg').Client;

  const runs = async (): Promise<Map<string, RunRow>> =>
    new Map((await sql.query<RunRow>('select name, run_count, last_outcome, lease_owner from job_runs')).rows.map((r) => [r.name, r]));

  /** Waits until every job has started `count` times and none is running, then for two more ticks of both. */
  async function settledAt(count: number): Promise<Map<string, RunRow>> {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const now = await runs();
      if (JOBS.every((j) => (now.get(j)?.run_count ?? 0) >= count && now.get(j)?.lease_owner === null)) break;
      if (Date.now() > deadline) throw new Error(`jobs did not all run ${count} time(s): ${JSON.stringify([...now.values()])}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    await new Promise((r) => setTimeout(r, 2 * TICK_SECONDS * 1000 + 1000));
    return runs();
  }

  beforeAll(async () => {
    if (!adminUrl) throw new Error('the pg project needs TEST_DATABASE_URL (npm test starts PostgreSQL when it can)');
    db = await createPostgresDatabase(adminUrl);
    filesDir = await mkdtemp(join(tmpdir(), 'two-schedulers-'));
    const { Client } = await import('pg');
    sql = new Client({ connectionString: db.url });
    await sql.connect();
    const env = {
      DATABASE_URL: db.url,
      FILES_DIR: filesDir,
      SEED_ON_EMPTY: 'true',
      NODE_ENV: 'test',
      JOBS_ENABLED: 'true',
      JOBS_TICK_SECONDS: String(TICK_SECONDS),
    };
    // The first seeds the empty database before it listens (and starts ticking); the second finds it seeded.
    for (let i = 0; i < 2; i++) {
      const started = await startMain(env);
      instances.push(started);
      expect(started.exitCode, started.stderr).toBeNull();
    }
  }, 240_000);

  afterAll(async () => {
    await Promise.all(instances.map((p) => p.stop()));
    await sql?.end();
    await db?.drop();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  it('starts every job once, and once more when it is due again', async () => {
    const first = await settledAt(1);
    for (const job of JOBS) expect(first.get(job), job).toMatchObject({ run_count: 1, last_outcome: 'ok' });
    expect([...first.keys()].sort()).toEqual([...JOBS].sort());

    // A day later for every job (the longest interval is a day): each is due again, and runs once more.
    await sql.query(`update job_runs set last_finished_at = last_finished_at - interval '25 hours'`);
    const second = await settledAt(2);
    for (const job of JOBS) expect(second.get(job), job).toMatchObject({ run_count: 2, last_outcome: 'ok' });
    for (const p of instances) expect(p.stdout).not.toMatch(/job lease lost|job tick failed/);
  }, 300_000);
});
