// Creates, resolves (sliding idle expiry) and ends server-side sessions.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { deleteExpiredSessions, deleteSession, findLiveSession, insertSession, touchSession, type SessionKind } from './session.repository';

export interface SessionPrincipal {
  sessionId: string;
  applicantId: number | null;
  staffUserId: number | null;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly idleSeconds: number,
    private readonly now: () => Date = () => new Date(),
    /** Applicants' and staff's sessions share the table but never each other's service: each resolves only its own kind. */
    private readonly kind: SessionKind = 'applicant',
  ) {}

  private expiry(from: Date) {
    return new Date(from.getTime() + this.idleSeconds * 1000);
  }

  /** Returns the cookie token; only its hash is stored. */
  async create(principal: { applicantId?: number; staffUserId?: number }): Promise<string> {
    if ((this.kind === 'staff') !== (principal.staffUserId !== undefined) || (principal.applicantId === undefined) === (principal.staffUserId === undefined)) {
      throw new Error(`a ${this.kind} session needs exactly the ${this.kind}'s id`);
    }
    const token = randomBytes(32).toString('base64url');
    await insertSession(this.db, {
      sessionId: hashToken(token),
      applicantId: principal.applicantId ?? null,
      staffUserId: principal.staffUserId ?? null,
      expiresAt: this.expiry(this.now()),
    });
    return token;
  }

  /** The live session for a token, its idle expiry pushed forward; null when absent or expired. */
  async resolve(token: string | undefined): Promise<SessionPrincipal | null> {
    if (!token) return null;
    const now = this.now();
    const row = await findLiveSession(this.db, hashToken(token), now, this.kind);
    if (!row) return null;
    await touchSession(this.db, row.sessionId, now, this.expiry(now));
    return { sessionId: row.sessionId, applicantId: row.applicantId, staffUserId: row.staffUserId };
  }

  /** The job `sessions-purge`: removes expired sessions of every kind (they never resolve again). */
  async purgeExpired(): Promise<string> {
    return `deleted ${await deleteExpiredSessions(this.db, this.now())} expired sessions`;
  }

  async destroy(token: string | undefined): Promise<void> {
    if (token) await deleteSession(this.db, hashToken(token));
  }
}
