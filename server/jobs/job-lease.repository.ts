// Leases on job_runs: one atomic upsert takes a job only when nobody holds an unexpired lease on it.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { jobRuns } from '../db/schema';

export async function tryTakeLease(db: DbOrTx, name: string, owner: string, now: Date, leaseMs: number): Promise<boolean> {
  const until = new Date(now.getTime() + leaseMs);
  const rows = await db
    .insert(jobRuns)
    .values({ name, leaseOwner: owner, leaseUntil: until, lastStartedAt: now })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { leaseOwner: owner, leaseUntil: until, lastStartedAt: now },
      setWhere: sql`${jobRuns.leaseUntil} is null or ${jobRuns.leaseUntil} < ${now.toISOString()}`,
    })
    .returning({ name: jobRuns.name });
  return rows.length === 1;
}

export async function releaseLease(db: DbOrTx, name: string, owner: string, now: Date, result: string, outcome: 'ok' | 'failed' = 'ok'): Promise<void> {
  await db
    .update(jobRuns)
    .set({ leaseOwner: null, leaseUntil: null, lastFinishedAt: now, lastResult: result, lastOutcome: outcome })
    .where(and(eq(jobRuns.name, name), eq(jobRuns.leaseOwner, owner)));
}

export async function lastFinished(db: DbOrTx, name: string): Promise<Date | null> {
  const [row] = await db.select({ at: jobRuns.lastFinishedAt }).from(jobRuns).where(eq(jobRuns.name, name)).limit(1);
  return row?.at ?? null;
}
