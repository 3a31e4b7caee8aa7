// Password-reset tokens (hashed) and the password update they allow.
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { applicants, passwordResetTokens, sessions } from '../db/schema';

export async function insertResetToken(db: DbOrTx, row: { tokenHash: string; applicantId: number; expiresAt: Date; createdAt: Date }): Promise<void> {
  await db.insert(passwordResetTokens).values(row);
}

/** Marks a live, unused token used and returns its applicant; null when there is no such token. */
export async function consumeResetToken(db: DbOrTx, tokenHash: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ applicantId: passwordResetTokens.applicantId });
  return row?.applicantId ?? null;
}

export async function setPasswordAndEndSessions(db: DbOrTx, applicantId: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(applicants).set({ passwordHash, updatedAt: now }).where(eq(applicants.applicantId, applicantId));
  await db.delete(sessions).where(eq(sessions.applicantId, applicantId));
  // Any other outstanding link for the account stops working too.
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.applicantId, applicantId), isNull(passwordResetTokens.usedAt)));
}

/** Removes links that can never work again: used or expired. Returns how many. */
export async function deleteSpentResetTokens(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .delete(passwordResetTokens)
    .where(or(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.expiresAt, now)))
    .returning({ tokenHash: passwordResetTokens.tokenHash });
  return rows.length;
}
