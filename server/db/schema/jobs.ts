// The jobs' table: when each scheduled job last ran, and its lease.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Scheduled jobs: when each last ran and a lease so two server processes never run one at once. */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** The last run's summary, or (when it failed) why. */
  lastResult: text('last_result'),
  /** Whether the last run finished ('ok') or threw ('failed'); null before the first run (the back office's tools). */
  lastOutcome: text('last_outcome', { enum: ['ok', 'failed'] }),
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
});
