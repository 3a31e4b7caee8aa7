// Each scheduled job runs once per slot of its schedule with two server processes on one PostgreSQL (issue 15), both
// running pg-boss (server/jobs/pg-boss-runner.ts) with every job scheduled every minute (JOBS_CRON). After two slots
// have passed for every job of the portal's list: every slot was sent once although both processes watch the
// schedule (pg-boss's send-it queue holds one job per job and slot), every pg-boss job ran once (job_runs.run_count
// equals the job's completed pg-boss jobs). Which process takes a run is pg-boss's affair (the first to fetch it):
// not asserted. Runs in the PostgreSQL phase of `npm test` (vitest project pg).
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

interface SlotRow {
  name: string;
  run_count: number;
  last_outcome: string | null;
  /** The job's pg-boss jobs (each schedule slot's), all completed. */
  completed: number;
  /** Its jobs in any other state: none may be left active or retrying once the counts match. */
  others: number;
  /** What pg-boss's schedule sent for it: one send-it job per slot, whichever process sent it… */
  slots: number;
  /** …and the distinct slots among them (a slot sent twice would count once here). */
  distinct_slots: number;
}

describe('scheduled jobs on two instances', () => {
  let db: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let filesDir: string;
  const instances: StartedProcess[] = [];
  let sql: import('pg').Client;

  const slots = async (): Promise<Map<string, SlotRow>> => {
    const { rows } = await sql.query<SlotRow>(`
      with boss as (
        select name, state, data, singleton_on from pgboss.job union all select name, state, data, singleton_on from pgboss.archive)
      select r.name, r.run_count, r.last_outcome,
        (select count(*)::int from boss where boss.name = r.name and state = 'completed') as completed,
        (select count(*)::int from boss where boss.name = r.name and state <> 'completed') as others,
        (select count(*)::int from boss where boss.name = '__pgboss__send-it' and data->>'name' = r.name) as slots,
        (select count(distinct singleton_on)::int from boss where boss.name = '__pgboss__send-it' and data->>'name' = r.name) as distinct_slots
      from job_runs r`);
    return new Map(rows.map((r) => [r.name, r]));
  };

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
      JOBS_CRON: '* * * * *',
      LOG_LEVEL: 'info',
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

  it('runs every job once per slot of its schedule, both processes watching it', async () => {
    const deadline = Date.now() + 200_000;
    let now = await slots();
    // Settled: two slots or more run, nothing left queued or running, every sent slot's job completed.
    const settled = (r: SlotRow | undefined) => !!r && r.run_count >= 2 && r.others === 0 && r.completed === r.slots;
    while (!JOBS.every((j) => settled(now.get(j)))) {
      if (Date.now() > deadline) throw new Error(`jobs did not all run in two slots: ${JSON.stringify([...now.values()])}`);
      await new Promise((r) => setTimeout(r, 1000));
      now = await slots();
    }
    expect([...now.keys()].sort()).toEqual([...JOBS].sort());
    for (const job of JOBS) {
      const row = now.get(job)!;
      expect(row.last_outcome, job).toBe('ok');
      // Each slot sent once, and each sent job run once: as many runs as slots.
      expect(row.slots, job).toBe(row.distinct_slots);
      expect(row.run_count, job).toBe(row.completed);
    }
    for (const p of instances) expect(p.stdout).not.toMatch(/pg-boss error|job failed/);
  }, 300_000);
});
