// Failed-login limits: per account and per client address within a sliding window.
export interface RateLimitPolicy {
  maxPerAccount: number;
  maxPerAddress: number;
  windowSeconds: number;
}

export interface FailureCounts {
  account: number;
  address: number;
}

export const RATE_LIMIT_MESSAGE =
  'För många misslyckade inloggningsförsök. Vänta en stund och försök igen, eller återställ ditt lösenord.';

/** True when another attempt must be refused before the password is even checked. */
export function isLoginBlocked(counts: FailureCounts, policy: RateLimitPolicy): boolean {
  return counts.account >= policy.maxPerAccount || counts.address >= policy.maxPerAddress;
}

/** The start of the sliding window in which failures are counted. */
export function windowStart(now: Date, policy: RateLimitPolicy): Date {
  return new Date(now.getTime() - policy.windowSeconds * 1000);
}

/** Failures in the window, and attempts being judged at this moment (each may yet turn out a failure). */
export interface AttemptCounts {
  failures: FailureCounts;
  inFlight: FailureCounts;
}

/** An attempt still being judged after this long died with its process: it counts as a failure. */
export const ATTEMPT_IN_FLIGHT_SECONDS = 60;

/**
 * Whether a login attempt may be judged now: refused once the failures reach a limit; made to wait while the failures
 * and the attempts being judged fill a limit (any of those may still fail), so a burst sent at once gets no more
 * judged than the limit, while right passwords sent together are let in one after another; judged otherwise.
 */
export function loginAdmission(counts: AttemptCounts, policy: RateLimitPolicy): 'refuse' | 'wait' | 'judge' {
  if (isLoginBlocked(counts.failures, policy)) return 'refuse';
  const taken = { account: counts.failures.account + counts.inFlight.account, address: counts.failures.address + counts.inFlight.address };
  return isLoginBlocked(taken, policy) ? 'wait' : 'judge';
}
