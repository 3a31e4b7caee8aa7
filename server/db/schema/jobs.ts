// The jobs' table: when each scheduled job last ran, and its lease.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Scheduled jobs: when each last ran and a lease so two server processes never run one at once. */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastResult: text('last_result'),
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
});
