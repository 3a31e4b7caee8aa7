// A password login under the failed-login limits (server/domain/login-rate-limit.ts), for applicants and staff alike.
// Before its password is checked an attempt is admitted, one at a time per account and per address
// (claimLoginAttempt): refused once the failures reach a limit; judged while the failures and the attempts being judged
// leave room; otherwise it waits for those to settle. So a burst of wrong passwords sent at once gets no more judged
// than the limit, and right passwords sent together from one address (an office behind one address) are let in.
import type { Db } from '../db/client';
import { loginAdmission, windowStart, type RateLimitPolicy } from '../domain/login-rate-limit';
import { claimLoginAttempt, clearLoginFailures, settleLoginFailure } from './login-failure.repository';

/** How long an attempt waits for room before it is refused (with the limit's message), and how often it looks. */
export const ADMISSION_WAIT_MS = 30_000;
const LOOK_AGAIN_MS = 40;

export interface LoginAttempt {
  /** The password was wrong, or the account may not log in: the attempt stays, as a failure. */
  failed(): Promise<void>;
  /** The password was right: the account's failures are forgiven. */
  succeeded(): Promise<void>;
}

/** The attempt to judge, or null when the limit refuses it. */
export async function openLoginAttempt(
  db: Db,
  policy: RateLimitPolicy,
  key: { accountKey: string; clientAddress: string },
  now: () => Date,
): Promise<LoginAttempt | null> {
  const giveUp = performance.now() + ADMISSION_WAIT_MS;
  for (;;) {
    const at = now();
    const claim = await claimLoginAttempt(db, key, at, windowStart(at, policy), (counts) => loginAdmission(counts, policy));
    if (claim.admission === 'judge') {
      return { failed: () => settleLoginFailure(db, claim.attemptId), succeeded: () => clearLoginFailures(db, key.accountKey, claim.attemptId) };
    }
    if (claim.admission === 'refuse' || performance.now() > giveUp) return null;
    await new Promise((resolve) => setTimeout(resolve, LOOK_AGAIN_MS + Math.random() * LOOK_AGAIN_MS));
  }
}
