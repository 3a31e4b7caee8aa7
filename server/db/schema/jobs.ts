// The jobs' table: when each scheduled job last ran, its lease, and its retries.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Scheduled jobs: when each last ran and a lease so two server processes never run one at once. */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** The last successful run's summary. */
  lastResult: text('last_result'),
  /**
   * 'ok' (the last run finished), 'retrying' (it failed and is tried again at nextAttemptAt) or 'failed' (it failed
   * JOB_MAX_ATTEMPTS times in a row; it waits for its next regular run); null before the first run.
   */
  lastOutcome: text('last_outcome', { enum: ['ok', 'retrying', 'failed'] }),
  /** Failed runs in a row (0 after a success). */
  attempts: integer('attempts').notNull().default(0),
  /** When a failed run is tried again; null: the job follows its regular interval from lastFinishedAt. */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  /** The last failure's summary (server/domain/job-retry.ts jobErrorSummary: no personal data). */
  lastError: text('last_error'),
  /** How many runs have started, ever (the two-instance test counts them). */
  runCount: integer('run_count').notNull().default(0),
  leaseOwner: text('lease_owner'),
  /** The lease's end; the running process renews it (heartbeat) while the job runs. */
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
});
