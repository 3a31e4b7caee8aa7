// Leases on job_runs. Taking a lease is one atomic upsert whose condition is checked on the row's latest version, so
// of two processes only one takes it; a scheduled take also requires the job to be due in the same statement (a run
// that another process just finished makes it not due), so each due period runs once.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { jobRuns } from '../db/schema';
import type { JobOutcome } from '../domain/job-retry';

/** The row as the taker found it: what a failure's retry count continues from. */
export interface TakenLease {
  lastOutcome: JobOutcome | null;
  attempts: number;
}

/**
 * Takes the job's lease when nobody holds an unexpired one. With `dueEveryMs` (the schedule) only when the job is also
 * due: a retry whose time has come, or no retry pending and its last run finished at least that long ago (or never).
 */
export async function tryTakeLease(
  db: DbOrTx,
  name: string,
  owner: string,
  now: Date,
  leaseMs: number,
  opts: { dueEveryMs?: number } = {},
): Promise<TakenLease | null> {
  const until = new Date(now.getTime() + leaseMs);
  const at = now.toISOString();
  const free = sql`(${jobRuns.leaseUntil} is null or ${jobRuns.leaseUntil} < ${at})`;
  const due =
    opts.dueEveryMs === undefined
      ? sql`true`
      : sql`case when ${jobRuns.nextAttemptAt} is not null then ${jobRuns.nextAttemptAt} <= ${at}
          else ${jobRuns.lastFinishedAt} is null or ${jobRuns.lastFinishedAt} <= ${new Date(now.getTime() - opts.dueEveryMs).toISOString()} end`;
  const rows = await db
    .insert(jobRuns)
    .values({ name, leaseOwner: owner, leaseUntil: until, lastStartedAt: now, runCount: 1 })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { leaseOwner: owner, leaseUntil: until, lastStartedAt: now, runCount: sql`${jobRuns.runCount} + 1` },
      setWhere: sql`${free} and ${due}`,
    })
    .returning({ lastOutcome: jobRuns.lastOutcome, attempts: jobRuns.attempts });
  return rows[0] ?? null;
}

/** The heartbeat: moves the lease's end on while this owner still holds it; false when it was lost. */
export async function renewLease(db: DbOrTx, name: string, owner: string, until: Date): Promise<boolean> {
  const rows = await db
    .update(jobRuns)
    .set({ leaseUntil: until })
    .where(and(eq(jobRuns.name, name), eq(jobRuns.leaseOwner, owner)))
    .returning({ name: jobRuns.name });
  return rows.length === 1;
}

export type RunEnd =
  | { outcome: 'ok'; result: string }
  | { outcome: 'retrying' | 'failed'; error: string; attempts: number; nextAttemptAt: Date | null };

/** How a run's end is written to job_runs, by either runner (a success clears the retry count). */
export function recordedEnd(end: RunEnd) {
  return end.outcome === 'ok'
    ? { lastResult: end.result, lastOutcome: end.outcome, attempts: 0, nextAttemptAt: null, lastError: null }
    : { lastOutcome: end.outcome, attempts: end.attempts, nextAttemptAt: end.nextAttemptAt, lastError: end.error };
}

/** Ends the run: releases the lease and records how it went (a success clears the retry count). */
export async function releaseLease(db: DbOrTx, name: string, owner: string, now: Date, end: RunEnd): Promise<void> {
  const recorded = recordedEnd(end);
  await db
    .update(jobRuns)
    .set({ leaseOwner: null, leaseUntil: null, lastFinishedAt: now, ...recorded })
    .where(and(eq(jobRuns.name, name), eq(jobRuns.leaseOwner, owner)));
}
