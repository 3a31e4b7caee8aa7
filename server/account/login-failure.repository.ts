// Failed login attempts, for the per-account and per-address rate limit.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { loginFailures } from '../db/schema';

export async function recordLoginFailure(db: DbOrTx, accountKey: string, clientAddress: string, at: Date): Promise<void> {
  await db.insert(loginFailures).values({ accountKey, clientAddress, createdAt: at });
}

export async function countLoginFailures(
  db: DbOrTx,
  accountKey: string,
  clientAddress: string,
  since: Date,
): Promise<{ account: number; address: number }> {
  const count = sql<number>`count(*)::int`;
  const [byAccount] = await db
    .select({ n: count })
    .from(loginFailures)
    .where(and(eq(loginFailures.accountKey, accountKey), gte(loginFailures.createdAt, since)));
  const [byAddress] = await db
    .select({ n: count })
    .from(loginFailures)
    .where(and(eq(loginFailures.clientAddress, clientAddress), gte(loginFailures.createdAt, since)));
  return { account: byAccount?.n ?? 0, address: byAddress?.n ?? 0 };
}

/** A successful login forgives the account's earlier failures. */
export async function clearLoginFailures(db: DbOrTx, accountKey: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
}

/** Removes failures older than `before`; returns how many. */
export async function pruneLoginFailures(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db.delete(loginFailures).where(lt(loginFailures.createdAt, before)).returning({ id: sql`1` });
  return rows.length;
}
