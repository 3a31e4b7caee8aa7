// A password login under the failed-login limits (server/domain/login-rate-limit.ts), for applicants and staff alike:
// the attempt is counted and written as a failure before its password is checked, one attempt at a time per account
// and per address, so a burst of attempts sent at once is held to the limit too (claimLoginAttempt).
import type { Db } from '../db/client';
import { isLoginBlocked, windowStart, type RateLimitPolicy } from '../domain/login-rate-limit';
import { claimLoginAttempt } from './login-failure.repository';

/**
 * 'judge': check the password (a wrong one stays counted; a right one must clear the account's failures);
 * 'refused': the limit is reached, and this attempt counts for nothing.
 */
export async function openLoginAttempt(db: Db, policy: RateLimitPolicy, accountKey: string, clientAddress: string, now: Date): Promise<'judge' | 'refused'> {
  const claimed = await claimLoginAttempt(db, { accountKey, clientAddress }, now, windowStart(now, policy), (before) => isLoginBlocked(before, policy));
  return claimed ? 'judge' : 'refused';
}
