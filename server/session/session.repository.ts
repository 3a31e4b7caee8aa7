// Server-side sessions keyed by the SHA-256 of the cookie token.
import { and, eq, gt, isNotNull, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { sessions, type SessionRow } from '../db/schema';

export async function insertSession(
  db: DbOrTx,
  row: { sessionId: string; applicantId: number | null; staffUserId: number | null; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(row);
}

/** An applicant's session or a staff member's: one kind never resolves as the other. */
export type SessionKind = 'applicant' | 'staff';

export async function findLiveSession(db: DbOrTx, sessionId: string, now: Date, kind: SessionKind = 'applicant'): Promise<SessionRow | undefined> {
  const ofKind = kind === 'staff' ? isNotNull(sessions.staffUserId) : isNotNull(sessions.applicantId);
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.sessionId, sessionId), gt(sessions.expiresAt, now), ofKind))
    .limit(1);
  return rows[0];
}

export async function touchSession(db: DbOrTx, sessionId: string, now: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.sessionId, sessionId));
}

export async function deleteSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sessionId, sessionId));
}

/** Removes every session (applicants' and staff's) that has expired; returns how many. */
export async function deleteExpiredSessions(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.sessionId });
  return rows.length;
}

/** Ends every session of an applicant except, optionally, the one making the change. */
export async function deleteApplicantSessions(db: DbOrTx, applicantId: number, keepSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.applicantId, applicantId), keepSessionId ? ne(sessions.sessionId, keepSessionId) : undefined));
}
