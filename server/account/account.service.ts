// Password login and the login reply (spec 000 §7): rate limit, constant-time-ish checks, session.
import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { ownApplicantId, type Actor } from '../domain/actor';
import { canLogIn } from '../domain/applicant-status';
import { isLoginBlocked, RATE_LIMIT_MESSAGE, windowStart, type RateLimitPolicy } from '../domain/login-rate-limit';
import type { SessionService } from '../session/session.service';
import { findApplicantById, findApplicantByLogin } from './applicant.repository';
import { clearLoginFailures, countLoginFailures, recordLoginFailure } from './login-failure.repository';
import { toLoginApplicantView, type LoginApplicantView } from './login-applicant-view';
import { dummyPasswordHash, verifyPassword } from './password';

export const WRONG_CREDENTIALS = 'Fel användare eller lösenord';

export type LoginOutcome =
  | { kind: 'ok'; token: string; applicant: LoginApplicantView }
  | { kind: 'wrongCredentials' }
  | { kind: 'rateLimited'; message: string };

/** The rate-limit key of a login name: a hash, so no personnummer is stored in the failure table. */
export function accountKeyOf(username: string): string {
  const normalised = username.trim().toLowerCase();
  return createHash('sha256').update(`login:${normalised}`).digest('hex');
}

export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly policy: RateLimitPolicy,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async login(username: string, password: string, clientAddress: string): Promise<LoginOutcome> {
    const name = username.trim();
    const account = await findApplicantByLogin(this.db, name);
    // One key per account however the user names it (e-mail or personnummer); unknown names get their own.
    const accountKey = account ? `applicant:${account.applicantId}` : accountKeyOf(name);
    const counts = await countLoginFailures(this.db, accountKey, clientAddress, windowStart(this.now(), this.policy));
    if (isLoginBlocked(counts, this.policy)) return { kind: 'rateLimited', message: RATE_LIMIT_MESSAGE };

    const hash = account?.passwordHash ?? (await dummyPasswordHash());
    const passwordOk = await verifyPassword(hash, password);
    if (!account || !account.passwordHash || !passwordOk || !canLogIn(account.applicantStatusId)) {
      await recordLoginFailure(this.db, accountKey, clientAddress, this.now());
      return { kind: 'wrongCredentials' };
    }
    await clearLoginFailures(this.db, accountKey);
    const token = await this.sessions.create({ applicantId: account.applicantId });
    return { kind: 'ok', token, applicant: toLoginApplicantView(account) };
  }

  /** Who is logged in (the SPA asks on every start). */
  async me(actor: Actor): Promise<LoginApplicantView | null> {
    const row = await findApplicantById(this.db, ownApplicantId(actor));
    return row ? toLoginApplicantView(row) : null;
  }
}
