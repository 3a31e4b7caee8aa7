// Password login and the login reply (spec 000 §7): the input checked, rate limit, constant-time-ish checks, a new
// session (the browser's previous one ended: no fixation), logout.
import { createHash } from 'node:crypto';
import { loginSchema } from '../../src/rules/login';
import type { Db } from '../db/client';
import { ownApplicantId, type Actor } from '../domain/actor';
import { canLogIn } from '../domain/applicant-status';
import { RATE_LIMIT_MESSAGE, type RateLimitPolicy } from '../domain/login-rate-limit';
import { fromIssues, refused, type Outcome } from '../domain/outcome';
import type { SessionService } from '../session/session.service';
import { findApplicantById, findApplicantByLogin } from './applicant.repository';
import { openLoginAttempt } from './login-attempt';
import { toLoginApplicantView, type LoginApplicantView } from './login-applicant-view';
import { dummyPasswordHash, verifyPassword } from './password';

export const WRONG_CREDENTIALS = 'Fel användare eller lösenord';

/** A login: the new session's token and who logged in, or a refusal (a bad input, wrongCredentials, rateLimited). */
export type LoginOutcome = Outcome<{ sessionToken: string; applicant: LoginApplicantView }>;

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

  /** Logs in with the login form's input; a success ends the browser's previous session (no session fixation). */
  async login(input: unknown, clientAddress: string, previousSessionToken?: string): Promise<LoginOutcome> {
    const parsed = loginSchema.safeParse(input ?? {});
    if (!parsed.success) return fromIssues(parsed.error.issues);
    const { username, password } = parsed.data;
    const name = username.trim();
    const account = await findApplicantByLogin(this.db, name);
    // One key per account however the user names it (e-mail or personnummer); unknown names get their own.
    const accountKey = account ? `applicant:${account.applicantId}` : accountKeyOf(name);
    const attempt = await openLoginAttempt(this.db, this.policy, { accountKey, clientAddress }, this.now);
    if (!attempt) return refused('rateLimited', RATE_LIMIT_MESSAGE);

    const hash = account?.passwordHash ?? (await dummyPasswordHash());
    const passwordOk = await verifyPassword(hash, password);
    if (!account || !account.passwordHash || !passwordOk || !canLogIn(account.applicantStatusId)) {
      await attempt.failed();
      return refused('wrongCredentials', WRONG_CREDENTIALS);
    }
    await attempt.succeeded();
    await this.sessions.destroy(previousSessionToken);
    const sessionToken = await this.sessions.create({ applicantId: account.applicantId });
    return { ok: true, sessionToken, applicant: toLoginApplicantView(account) };
  }

  /** Ends the browser's session (none is fine: logging out twice is no error). */
  async logout(sessionToken: string | undefined): Promise<Outcome<{ sessionToken: null }>> {
    await this.sessions.destroy(sessionToken);
    return { ok: true, sessionToken: null };
  }

  /** Who is logged in (the SPA asks on every start): nobody without a session, or once the account is gone. */
  async me(actor: Actor | null): Promise<LoginApplicantView | null> {
    const row = actor && (await findApplicantById(this.db, ownApplicantId(actor)));
    return row ? toLoginApplicantView(row) : null;
  }
}
