// BankID sessions the portal started (see the table's comment in db/schema/bankid.ts).
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { bankidSessions, type BankIdSessionRow } from '../db/schema';

export async function insertBankIdSession(db: DbOrTx, row: typeof bankidSessions.$inferInsert): Promise<void> {
  await db.insert(bankidSessions).values(row);
}

export async function findBankIdSession(db: DbOrTx, id: string): Promise<BankIdSessionRow | undefined> {
  const rows = await db.select().from(bankidSessions).where(eq(bankidSessions.bankidSessionId, id)).limit(1);
  return rows[0];
}

export async function updateBankIdSession(db: DbOrTx, id: string, patch: Partial<BankIdSessionRow>): Promise<void> {
  await db.update(bankidSessions).set(patch).where(eq(bankidSessions.bankidSessionId, id));
}

/** Marks an unused proof of the given purpose used and returns its session; undefined when there is none. */
export async function redeemProof(db: DbOrTx, proofTokenHash: string, purpose: BankIdSessionRow['purpose'], now: Date, notBefore: Date) {
  const [row] = await db
    .update(bankidSessions)
    .set({ proofUsedAt: now })
    .where(
      and(
        eq(bankidSessions.proofTokenHash, proofTokenHash),
        eq(bankidSessions.purpose, purpose),
        eq(bankidSessions.status, 'complete'),
        isNull(bankidSessions.proofUsedAt),
        gt(bankidSessions.startedAt, notBefore),
      ),
    )
    .returning();
  return row;
}
