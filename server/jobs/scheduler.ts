// Runs scheduled jobs inside the server. Each run holds a lease in the database (job_runs), taken by one atomic
// statement that on a tick also checks the job is due, so two server processes on one PostgreSQL never run a job at
// once and each due period runs once. The running process renews the lease while the job runs (a heartbeat), so a
// long run is never taken over; a crashed process's lease lapses after LEASE_MS and the job runs again (jobs are
// idempotent). A failed run is retried with backoff and, after JOB_MAX_ATTEMPTS in a row, shown as failed
// (server/domain/job-retry.ts). When each job last finished is stored, so the schedule survives restarts.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { afterJobFailure, jobErrorSummary } from '../domain/job-retry';
import { releaseLease, renewLease, tryTakeLease } from './job-lease.repository';

/** The one job interface: the scheduler runs it on PGlite and PostgreSQL alike (docs/decisions.md, issue 15). */
export interface Job {
  name: string;
  /** How often the job should run. */
  everyMs: number;
  /** Does the work; returns a short summary for job_runs.last_result. */
  run(): Promise<string>;
}

export type RunOutcome = { ran: true; result: string } | { ran: false; reason: 'busy' | 'unknown' };

/**
 * What runs the jobs: this lease scheduler on the embedded PGlite, pg-boss on PostgreSQL (server/jobs/pg-boss-runner.ts).
 * Either records each run in job_runs, which the back office reads.
 */
export interface JobRunner {
  names(): string[];
  /** Runs one job now, due or not; throws what the job threw. */
  runNow(name: string): Promise<RunOutcome>;
  /** Starts running the jobs on their schedule; `tickMs` is how often it looks for work. */
  start(tickMs: number): void | Promise<void>;
  stop(): Promise<void>;
}

/** A lease lasts this long unless renewed; the running process renews it every HEARTBEAT_MS. */
const LEASE_MS = 2 * 60_000;
const HEARTBEAT_MS = 30_000;

type Log = { info(o: object, m: string): void; error(o: object, m: string): void };

export class JobScheduler implements JobRunner {
  private timer: NodeJS.Timeout | undefined;
  private readonly owner = randomUUID();
  private running: Promise<unknown> = Promise.resolve();
  private readonly leaseMs: number;
  private readonly heartbeatMs: number;

  constructor(
    private readonly db: Db,
    private readonly jobs: Job[],
    private readonly log: Log,
    private readonly now: () => Date = () => new Date(),
    timing: { leaseMs?: number; heartbeatMs?: number } = {},
  ) {
    this.leaseMs = timing.leaseMs ?? LEASE_MS;
    this.heartbeatMs = timing.heartbeatMs ?? HEARTBEAT_MS;
  }

  names(): string[] {
    return this.jobs.map((j) => j.name);
  }

  /** Runs one job now, due or not (the `npm run job` command, the back office and tests), under the same lease. */
  async runNow(name: string): Promise<RunOutcome> {
    const job = this.jobs.find((j) => j.name === name);
    if (!job) return { ran: false, reason: 'unknown' };
    return this.runLeased(job, {});
  }

  /** Runs every job that is due; one tick at a time. */
  async tick(): Promise<void> {
    for (const job of this.jobs) {
      await this.runLeased(job, { dueEveryMs: job.everyMs }).catch(() => undefined);
    }
  }

  private async runLeased(job: Job, due: { dueEveryMs?: number }): Promise<RunOutcome> {
    const taken = await tryTakeLease(this.db, job.name, this.owner, this.now(), this.leaseMs, due);
    if (!taken) return { ran: false, reason: 'busy' };
    let renewing: Promise<void> = Promise.resolve();
    const heartbeat = setInterval(() => (renewing = this.renew(job.name)), this.heartbeatMs);
    heartbeat.unref();
    const beatsDone = async () => {
      clearInterval(heartbeat);
      await renewing;
    };
    try {
      const result = await job.run();
      await beatsDone();
      await releaseLease(this.db, job.name, this.owner, this.now(), { outcome: 'ok', result });
      this.log.info({ job: job.name, result }, 'job finished');
      return { ran: true, result };
    } catch (err) {
      await beatsDone();
      const at = this.now();
      const next = afterJobFailure({ outcome: taken.lastOutcome, attempts: taken.attempts }, at, job.everyMs);
      await releaseLease(this.db, job.name, this.owner, at, { ...next, error: jobErrorSummary(err) });
      this.log.error({ job: job.name, err, attempts: next.attempts, nextAttemptAt: next.nextAttemptAt }, next.outcome === 'failed' ? 'job failed, no more retries' : 'job failed, will retry');
      throw err;
    }
  }

  private async renew(name: string): Promise<void> {
    try {
      const held = await renewLease(this.db, name, this.owner, new Date(this.now().getTime() + this.leaseMs));
      if (!held) this.log.error({ job: name }, 'job lease lost while running');
    } catch (err) {
      this.log.error({ job: name, err }, 'job lease renewal failed');
    }
  }

  start(tickMs: number): void {
    let busy = false;
    const loop = () => {
      if (busy) return; // a tick still running: the next one starts after it
      busy = true;
      this.running = this.tick()
        .catch((err) => this.log.error({ err }, 'job tick failed'))
        .finally(() => (busy = false));
    };
    this.timer = setInterval(loop, tickMs);
    this.timer.unref();
    loop();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
