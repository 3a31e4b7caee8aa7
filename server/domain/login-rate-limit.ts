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
