// Failed login attempts, for the per-account and per-address rate limit.
import { and, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { loginFailures } from '../db/schema';

export async function recordLoginFailure(db: DbOrTx, accountKey: string, clientAddress: string, at: Date): Promise<void> {
  await db.insert(loginFailures).values({ accountKey, clientAddress, createdAt: at });
}

/**
 * Claims a login attempt before its password is checked: in one short transaction that holds the account's and the
 * address's lock (advisory, so attempts on other accounts and addresses do not wait), counts the failures in the window
 * and, unless `blocked` says so, writes this attempt as a failure. Attempts that arrive together are thus counted one
 * after another, and a burst gets no more judged than the limit (counting first and writing the failure after the
 * password check let every attempt of a burst through). A judged attempt stays a failure unless its password was
 * right (clearLoginFailures).
 */
export async function claimLoginAttempt(
  db: Db,
  key: { accountKey: string; clientAddress: string },
  at: Date,
  since: Date,
  blocked: (before: { account: number; address: number }) => boolean,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Always the account's lock first, then the address's: two attempts never wait for each other in a circle.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_ACCOUNT}, hashtext(${key.accountKey}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_ADDRESS}, hashtext(${key.clientAddress}))`);
    const [before] = await tx
      .select({
        account: sql<number>`(count(*) filter (where ${loginFailures.accountKey} = ${key.accountKey}))::int`,
        address: sql<number>`(count(*) filter (where ${loginFailures.clientAddress} = ${key.clientAddress}))::int`,
      })
      .from(loginFailures)
      .where(and(gte(loginFailures.createdAt, since), or(eq(loginFailures.accountKey, key.accountKey), eq(loginFailures.clientAddress, key.clientAddress))));
    if (blocked({ account: before?.account ?? 0, address: before?.address ?? 0 })) return false;
    await tx.insert(loginFailures).values({ accountKey: key.accountKey, clientAddress: key.clientAddress, createdAt: at });
    return true;
  });
}

/** The advisory lock classes of the login limits (pg_advisory_xact_lock(class, key)). */
const LOCK_ACCOUNT = 7101;
const LOCK_ADDRESS = 7102;

/** A successful login forgives the account's earlier failures. */
export async function clearLoginFailures(db: DbOrTx, accountKey: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
}

/** Removes failures older than `before`; returns how many. */
export async function pruneLoginFailures(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db.delete(loginFailures).where(lt(loginFailures.createdAt, before)).returning({ id: sql`1` });
  return rows.length;
}
