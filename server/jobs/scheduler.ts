// Runs scheduled jobs inside the server. Each job runs under a lease in the database, so two server processes
// on one PostgreSQL never run it at once; when it last finished is stored, so the schedule survives restarts.
// Jobs themselves are idempotent: running one twice changes nothing the first run did not.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { lastFinished, releaseLease, tryTakeLease } from './job-lease.repository';

export interface Job {
  name: string;
  /** How often the job should run. */
  everyMs: number;
  /** Does the work; returns a short summary for job_runs.last_result. */
  run(): Promise<string>;
}

export type RunOutcome = { ran: true; result: string } | { ran: false; reason: 'busy' | 'unknown' };

const LEASE_MS = 10 * 60_000;

export class JobScheduler {
  private timer: NodeJS.Timeout | undefined;
  private readonly owner = randomUUID();
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly jobs: Job[],
    private readonly log: { info(o: object, m: string): void; error(o: object, m: string): void },
    private readonly now: () => Date = () => new Date(),
  ) {}

  names(): string[] {
    return this.jobs.map((j) => j.name);
  }

  /** Runs one job now (the `npm run job` command and tests), under the same lease as the schedule. */
  async runNow(name: string): Promise<RunOutcome> {
    const job = this.jobs.find((j) => j.name === name);
    if (!job) return { ran: false, reason: 'unknown' };
    if (!(await tryTakeLease(this.db, job.name, this.owner, this.now(), LEASE_MS))) return { ran: false, reason: 'busy' };
    let result = 'failed';
    let outcome: 'ok' | 'failed' = 'failed';
    try {
      result = await job.run();
      outcome = 'ok';
      this.log.info({ job: job.name, result }, 'job finished');
      return { ran: true, result };
    } catch (err) {
      this.log.error({ job: job.name, err }, 'job failed');
      // What the back office's tools show of a failed run: its error's message, short (the log has the rest).
      result = `failed: ${err instanceof Error ? err.message : String(err)}`.slice(0, 500);
      throw err;
    } finally {
      await releaseLease(this.db, job.name, this.owner, this.now(), result, outcome);
    }
  }

  /** Runs every job that is due; one tick at a time. */
  async tick(): Promise<void> {
    for (const job of this.jobs) {
      const last = await lastFinished(this.db, job.name);
      if (last && last.getTime() + job.everyMs > this.now().getTime()) continue;
      await this.runNow(job.name).catch(() => undefined);
    }
  }

  start(tickMs: number): void {
    const loop = () => {
      this.running = this.tick().catch((err) => this.log.error({ err }, 'job tick failed'));
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
