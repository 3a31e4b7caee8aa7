// job_runs as the record of each job's runs when pg-boss runs them (PostgreSQL): pg-boss holds the queue, the schedule
// and the retries; this row keeps what the back office shows (when it last ran, how it went, the error's summary,
// the retry count and when the next try comes). The lease scheduler (PGlite) writes the same columns with its lease.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { jobRuns } from '../db/schema';
import { recordedEnd, type RunEnd } from './job-lease.repository';

/** A run started: counts it and stamps the start. */
export async function recordRunStart(db: DbOrTx, name: string, now: Date): Promise<void> {
  await db
    .insert(jobRuns)
    .values({ name, lastStartedAt: now, runCount: 1 })
    .onConflictDoUpdate({ target: jobRuns.name, set: { lastStartedAt: now, runCount: sql`${jobRuns.runCount} + 1` } });
}

/** A run ended: how it went (a success clears the retry count). */
export async function recordRunEnd(db: DbOrTx, name: string, now: Date, end: RunEnd): Promise<void> {
  const recorded = recordedEnd(end);
  await db
    .insert(jobRuns)
    .values({ name, lastFinishedAt: now, ...recorded })
    .onConflictDoUpdate({ target: jobRuns.name, set: { lastFinishedAt: now, ...recorded } });
}
