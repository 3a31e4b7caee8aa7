// Password login and the login reply (spec 000 §7): rate limit, constant-time-ish checks, session.
import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import type { ApplicantRow } from '../db/schema';
import { ownApplicantId, type Actor } from '../domain/actor';
import { applicantStatusById, canLogIn } from '../domain/applicant-status';
import { isLoginBlocked, RATE_LIMIT_MESSAGE, windowStart, type RateLimitPolicy } from '../domain/login-rate-limit';
import type { SessionService } from '../session/session.service';
import { findApplicantById, findApplicantByLogin } from './applicant.repository';
import { clearLoginFailures, countLoginFailures, recordLoginFailure } from './login-failure.repository';
import { dummyPasswordHash, verifyPassword } from './password';

export const WRONG_CREDENTIALS = 'Fel användare eller lösenord';

export interface LoginApplicant {
  applicantId: number;
  name: string;
  applicantStatus: { applicantStatusId: number; name: string };
  email: string | null;
}

export type LoginOutcome =
  | { kind: 'ok'; token: string; applicant: LoginApplicant }
  | { kind: 'wrongCredentials' }
  | { kind: 'rateLimited'; message: string };

export function toLoginApplicant(row: ApplicantRow): LoginApplicant {
  return {
    applicantId: row.applicantId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    applicantStatus: { ...applicantStatusById(row.applicantStatusId) },
    email: row.email,
  };
}

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
    return { kind: 'ok', token, applicant: toLoginApplicant(account) };
  }

  /** Who is logged in (the SPA asks on every start). */
  async me(actor: Actor): Promise<LoginApplicant | null> {
    const row = await findApplicantById(this.db, ownApplicantId(actor));
    return row ? toLoginApplicant(row) : null;
  }
}
