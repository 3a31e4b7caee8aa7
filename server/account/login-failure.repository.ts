// Failed login attempts, for the per-account and per-address rate limit.
import { and, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { loginFailures } from '../db/schema';
import { ATTEMPT_IN_FLIGHT_SECONDS, type AttemptCounts } from '../domain/login-rate-limit';

export async function recordLoginFailure(db: DbOrTx, accountKey: string, clientAddress: string, at: Date): Promise<void> {
  await db.insert(loginFailures).values({ accountKey, clientAddress, createdAt: at });
}

/**
 * Claims a login attempt before its password is checked: in one short transaction that holds the account's and the
 * address's lock (advisory, so attempts on other accounts and addresses do not wait), counts the failures in the
 * window and the attempts being judged, and — when `admit` says 'judge' — writes this attempt as one being judged
 * (in_flight): a failure until proven otherwise. Attempts that arrive together are thus counted one after another,
 * and a burst gets no more judged than the limit (counting first and writing the failure after the password check let
 * every attempt of a burst through). The caller settles it: a failure (settleLoginFailure) or a success
 * (clearLoginFailures). One still in flight after ATTEMPT_IN_FLIGHT_SECONDS counts as a failure (its process died).
 */
export async function claimLoginAttempt(
  db: Db,
  key: { accountKey: string; clientAddress: string },
  at: Date,
  since: Date,
  admit: (counts: AttemptCounts) => 'refuse' | 'wait' | 'judge',
): Promise<{ admission: 'refuse' | 'wait' } | { admission: 'judge'; attemptId: number }> {
  return db.transaction(async (tx) => {
    // Always the account's lock first, then the address's: two attempts never wait for each other in a circle.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_ACCOUNT}, hashtext(${key.accountKey}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_ADDRESS}, hashtext(${key.clientAddress}))`);
    const alive = sql`${loginFailures.inFlight} and ${loginFailures.createdAt} >= ${new Date(at.getTime() - ATTEMPT_IN_FLIGHT_SECONDS * 1000)}`;
    const ofAccount = sql`${loginFailures.accountKey} = ${key.accountKey}`;
    const ofAddress = sql`${loginFailures.clientAddress} = ${key.clientAddress}`;
    const n = (where: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${where}))::int`;
    const [c] = await tx
      .select({
        failedAccount: n(sql`${ofAccount} and not (${alive})`),
        failedAddress: n(sql`${ofAddress} and not (${alive})`),
        judgedAccount: n(sql`${ofAccount} and ${alive}`),
        judgedAddress: n(sql`${ofAddress} and ${alive}`),
      })
      .from(loginFailures)
      .where(and(gte(loginFailures.createdAt, since), or(eq(loginFailures.accountKey, key.accountKey), eq(loginFailures.clientAddress, key.clientAddress))));
    const admission = admit({
      failures: { account: c?.failedAccount ?? 0, address: c?.failedAddress ?? 0 },
      inFlight: { account: c?.judgedAccount ?? 0, address: c?.judgedAddress ?? 0 },
    });
    if (admission !== 'judge') return { admission };
    const [row] = await tx
      .insert(loginFailures)
      .values({ accountKey: key.accountKey, clientAddress: key.clientAddress, createdAt: at, inFlight: true })
      .returning({ id: loginFailures.loginFailureId });
    return { admission, attemptId: row!.id };
  });
}

/** The advisory lock classes of the login limits (pg_advisory_xact_lock(class, key)). */
const LOCK_ACCOUNT = 7101;
const LOCK_ADDRESS = 7102;

/** A judged attempt's password was wrong: it stays, as a failure. */
export async function settleLoginFailure(db: DbOrTx, attemptId: number): Promise<void> {
  await db.update(loginFailures).set({ inFlight: false }).where(eq(loginFailures.loginFailureId, attemptId));
}

/**
 * A successful login (the attempt `attemptId`) forgives the account's earlier failures; attempts on it still being
 * judged are left to settle.
 */
export async function clearLoginFailures(db: DbOrTx, accountKey: string, attemptId: number): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.accountKey, accountKey), or(eq(loginFailures.inFlight, false), eq(loginFailures.loginFailureId, attemptId))));
}

/** Removes failures older than `before`; returns how many. */
export async function pruneLoginFailures(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db.delete(loginFailures).where(lt(loginFailures.createdAt, before)).returning({ id: sql`1` });
  return rows.length;
}
