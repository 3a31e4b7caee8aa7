// Staff login (e-mail and password, Argon2id, the applicants' rate limit and failure table) and the staff actor of a
// staff session. Staff sessions are their own kind (SessionService with kind 'staff'): an applicant's never resolves here.
import type { Db } from '../db/client';
import { staffActor, type StaffActor } from '../domain/actor';
import { isLoginBlocked, RATE_LIMIT_MESSAGE, windowStart, type RateLimitPolicy } from '../domain/login-rate-limit';
import { accountKeyOf, WRONG_CREDENTIALS } from '../account/account.service';
import { clearLoginFailures, countLoginFailures, recordLoginFailure } from '../account/login-failure.repository';
import { dummyPasswordHash, verifyPassword } from '../account/password';
import type { SessionPrincipal, SessionService } from '../session/session.service';
import { findStaffByEmail, findStaffById } from './staff.repository';
import { staffRoleOf, toStaffView, type StaffView } from './staff-view';

export { WRONG_CREDENTIALS };

export type StaffLoginOutcome =
  | { kind: 'ok'; token: string; staff: StaffView }
  | { kind: 'wrongCredentials' }
  | { kind: 'rateLimited'; message: string };

export class StaffAuthService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly policy: RateLimitPolicy,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async login(email: string, password: string, clientAddress: string): Promise<StaffLoginOutcome> {
    const staff = await findStaffByEmail(this.db, email);
    // Counted per staff account and per address, in the applicants' failure table under keys of their own.
    const accountKey = staff ? `staff:${staff.staffUserId}` : accountKeyOf(`staff:${email}`);
    const counts = await countLoginFailures(this.db, accountKey, clientAddress, windowStart(this.now(), this.policy));
    if (isLoginBlocked(counts, this.policy)) return { kind: 'rateLimited', message: RATE_LIMIT_MESSAGE };

    const passwordOk = await verifyPassword(staff?.passwordHash ?? (await dummyPasswordHash()), password);
    if (!staff || !passwordOk) {
      await recordLoginFailure(this.db, accountKey, clientAddress, this.now());
      return { kind: 'wrongCredentials' };
    }
    await clearLoginFailures(this.db, accountKey);
    const token = await this.sessions.create({ staffUserId: staff.staffUserId });
    return { kind: 'ok', token, staff: toStaffView(staff) };
  }

  /** The staff actor of a staff session, with the role as stored now (a changed role counts at the next request). */
  async actorOf(principal: SessionPrincipal | null): Promise<StaffActor | null> {
    if (!principal?.staffUserId) return null;
    const row = await findStaffById(this.db, principal.staffUserId);
    return row ? staffActor(row.staffUserId, staffRoleOf(row), principal.sessionId) : null;
  }

  async me(actor: StaffActor): Promise<StaffView | null> {
    const row = await findStaffById(this.db, actor.staffUserId);
    return row ? toStaffView(row) : null;
  }

  logout(token: string | undefined): Promise<void> {
    return this.sessions.destroy(token);
  }
}
