// Runs the scheduled jobs on pg-boss when the portal runs on PostgreSQL (issue 15; the embedded PGlite keeps the lease
// scheduler, docs/decisions.md says why). Each job is a pg-boss queue with the singleton policy (one run active at a
// time across every server process), a cron schedule in Stockholm time (server/jobs/cron.ts; pg-boss sends one job per
// slot however many processes watch the schedule) and pg-boss's retries: a failed run is tried again after about 1–2,
// 2–4 and 4–8 minutes (exponential backoff with jitter), and the fourth failure in a row leaves it failed until its
// next slot. A run that was active when its process died is expired after EXPIRE_SECONDS and retried.
// Every run is also recorded in job_runs (server/jobs/job-runs.repository.ts), which the back office reads; what is
// stored of an error, in job_runs and in pg-boss's own output, is only its summary (jobErrorSummary: no personal data).
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { JOB_MAX_ATTEMPTS, jobErrorSummary } from '../domain/job-retry';
import { cronOf } from './cron';
import { recordRunEnd, recordRunStart } from './job-runs.repository';
import type { Job, JobRunner, RunOutcome } from './scheduler';

type Log = { info(o: object, m: string): void; error(o: object, m: string): void };
type Run = { ok: true; result: string } | { ok: false; error: string; cause: unknown };

/** pg-boss's own tables live in this schema, apart from the app's (drizzle's migrations never touch it). */
export const PG_BOSS_SCHEMA = 'pgboss';
/** An active run not finished after this long counts as crashed: pg-boss fails it, and it is retried. */
const EXPIRE_SECONDS = 30 * 60;
/** The advisory lock that makes creating queues one process at a time: any fixed 64-bit number. */
const QUEUE_CREATION_LOCK_KEY = 7_301_946_282;
/** How long `runNow` waits for a run another process took before it gives up waiting. */
const RUN_NOW_WAIT_MS = EXPIRE_SECONDS * 1000;

export interface PgBossRunnerOptions {
  /** Seconds before the first retry; pg-boss doubles it for each further one (with jitter). Tests shorten it. */
  retryDelaySeconds?: number;
  /** One cron expression for every job instead of each job's own (tests, to see slots pass within minutes). */
  cron?: string;
}

export class PgBossRunner implements JobRunner {
  private boss: PgBoss | null = null;
  private starting: Promise<PgBoss> | null = null;
  /** Whether the started pg-boss keeps the schedule and maintenance (start) or only sends and fetches (runNow). */
  private scheduling = false;
  private readonly queuesMade = new Set<string>();
  private readonly retryDelay: number;

  constructor(
    private readonly connectionString: string,
    private readonly db: Db,
    private readonly jobs: Job[],
    private readonly log: Log,
    private readonly now: () => Date = () => new Date(),
    private readonly options: PgBossRunnerOptions = {},
  ) {
    this.retryDelay = options.retryDelaySeconds ?? 60;
  }

  names(): string[] {
    return this.jobs.map((j) => j.name);
  }

  /** Schedules every job and works its queue (pg-boss also keeps its own tables: expiry, archive, cleanup). */
  async start(tickMs: number): Promise<void> {
    const boss = await this.open(true);
    const pollingIntervalSeconds = Math.min(60, Math.max(1, Math.round(tickMs / 1000)));
    // A job taken out of the list keeps no schedule (its runs would pile up in a queue nobody works).
    for (const old of await boss.getSchedules()) if (!this.names().includes(old.name)) await boss.unschedule(old.name);
    for (const [place, job] of this.jobs.entries()) {
      await this.queue(boss, job.name);
      await boss.schedule(job.name, this.options.cron ?? cronOf(job.everyMs, place), {}, { tz: 'Europe/Stockholm', ...this.retries() });
      await boss.work<object>(job.name, { pollingIntervalSeconds, includeMetadata: true }, async ([taken]) => {
        if (taken) await this.execute(job, taken);
      });
    }
  }

  /**
   * Runs a job now: queues a run without retries (whoever asked sees a failure at once) and takes it here, unless
   * another process's run of the job is active (the singleton policy): then it waits for that run and ours after it.
   */
  async runNow(name: string): Promise<RunOutcome> {
    const job = this.jobs.find((j) => j.name === name);
    if (!job) return { ran: false, reason: 'unknown' };
    const boss = await this.open(false);
    await this.queue(boss, name);
    const id = await boss.send(name, {}, { retryLimit: 0, priority: 10 });
    if (!id) return { ran: false, reason: 'busy' };
    const deadline = Date.now() + RUN_NOW_WAIT_MS;
    while (Date.now() < deadline) {
      const [taken] = await boss.fetch<object>(name, { includeMetadata: true });
      if (taken) {
        const run = await this.execute(job, taken);
        if (taken.id !== id) continue; // a scheduled run was first in line: ours comes next
        if (!run.ok) throw run.cause;
        return { ran: true, result: run.result };
      }
      const ours = await boss.getJobById<object>(name, id, { includeArchive: true });
      if (ours?.state === 'completed') return { ran: true, result: outputOf(ours.output).result ?? '' };
      if (ours?.state === 'failed') throw new Error(outputOf(ours.output).error ?? 'Jobbet misslyckades.');
      await new Promise((r) => setTimeout(r, 200));
    }
    return { ran: false, reason: 'busy' };
  }

  async stop(): Promise<void> {
    const boss = this.boss ?? (await this.starting?.catch(() => null));
    this.boss = null;
    this.starting = null;
    await boss?.stop({ graceful: true, wait: true, timeout: 30_000 });
  }

  /** One run of a taken pg-boss job: recorded in job_runs, then completed or failed in pg-boss by us. */
  private async execute(job: Job, taken: PgBoss.JobWithMetadata<object>): Promise<Run> {
    const boss = this.boss!;
    await recordRunStart(this.db, job.name, this.now());
    try {
      const result = await job.run();
      await boss.complete(job.name, taken.id, { result });
      await recordRunEnd(this.db, job.name, this.now(), { outcome: 'ok', result });
      this.log.info({ job: job.name, result }, 'job finished');
      return { ok: true, result };
    } catch (cause) {
      const error = jobErrorSummary(cause);
      // pg-boss decides: retried (state 'retry', at its start_after) or, with no retries left, failed.
      await boss.fail(job.name, taken.id, { error });
      const after = await boss.getJobById<object>(job.name, taken.id, { includeArchive: true });
      const retrying = after?.state === 'retry';
      const attempts = taken.retryCount + 1;
      await recordRunEnd(this.db, job.name, this.now(), {
        outcome: retrying ? 'retrying' : 'failed',
        error,
        attempts,
        nextAttemptAt: retrying ? after.startAfter : null,
      });
      this.log.error({ job: job.name, attempts, error }, retrying ? 'job failed, will retry' : 'job failed, no more retries');
      return { ok: false, error, cause };
    }
  }

  private retries() {
    return { retryLimit: JOB_MAX_ATTEMPTS - 1, retryDelay: this.retryDelay, retryBackoff: true, expireInSeconds: EXPIRE_SECONDS };
  }

  /**
   * Makes the job's queue once. Two processes creating one queue at the same moment deadlock inside pg-boss's
   * create_queue (the test of two runs at once found it), so creation takes a transaction-level advisory lock on one
   * of the app's own connections first.
   */
  private async queue(boss: PgBoss, name: string): Promise<void> {
    if (this.queuesMade.has(name)) return;
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${QUEUE_CREATION_LOCK_KEY})`);
      if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, policy: 'singleton', ...this.retries() });
    });
    this.queuesMade.add(name);
  }

  /** Starts pg-boss once: with its schedule and maintenance when this process runs the jobs, else only to send and fetch. */
  private async open(scheduling: boolean): Promise<PgBoss> {
    if (scheduling && this.starting && !this.scheduling) await this.stop(); // opened by a runNow before start
    if (this.boss) return this.boss;
    this.scheduling ||= scheduling;
    this.starting ??= (async () => {
      const boss = new PgBoss({
        connectionString: this.connectionString,
        schema: PG_BOSS_SCHEMA,
        application_name: 'portal-jobs',
        max: 4,
        schedule: scheduling,
        supervise: scheduling,
        // Each schedule is looked at every 30 s by every process; pg-boss sends one job per slot.
        cronMonitorIntervalSeconds: 30,
      });
      // Only the message: an error's other fields could carry a statement's values.
      boss.on('error', (err: Error & { code?: string }) => this.log.error({ code: err.code, message: err.message }, 'pg-boss error'));
      // pg-boss's start makes its own queue for the schedule: one process at a time, as with the jobs' queues.
      await this.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${QUEUE_CREATION_LOCK_KEY})`);
        await boss.start();
      });
      this.boss = boss;
      return boss;
    })();
    return this.starting;
  }
}

function outputOf(output: unknown): { result?: string; error?: string } {
  return output && typeof output === 'object' ? (output as { result?: string; error?: string }) : {};
}
