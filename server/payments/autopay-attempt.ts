// One autopay attempt at the provider, exactly once across crashes (issue 15): each attempt has a stable
// Idempotency-Key, is marked in flight on the order before the provider is asked, and an attempt whose answer was never
// recorded is sent again with its key before any new one (docs/decisions.md, issue 15).

/** The attempt's Idempotency-Key at Nexi (2–63 characters): the same for the first try and every replay. */
export const autopayAttemptKey = (orderId: number, attempt: number) => `autopay-${orderId}-${attempt}`;

/**
 * An attempt in flight is replayed only this long after it was last sent: far past the client's 15 s timeout, so the
 * request that is still waiting for its answer (another run, another server) is never sent twice at once.
 */
export const AUTOPAY_REPLAY_AFTER_MS = 10 * 60_000;

/** Whether an attempt last sent at `sentAt` may be replayed at `now`. */
export const autopayReplayDue = (sentAt: Date, now: Date) => now.getTime() - sentAt.getTime() >= AUTOPAY_REPLAY_AFTER_MS;

/**
 * Whether the provider's error is its final word on the attempt (nothing was charged): a 4xx answer. No answer, a 5xx,
 * a 409 (the key's first request still running) or a refusal of the key itself leaves the outcome unknown — the charge
 * may have been made — so the attempt stays in flight and is replayed.
 */
export function autopayDeclineKnown(err: { status: number | null; errors?: Record<string, string[]> }): boolean {
  if (err.status === null || err.status >= 500 || err.status === 409) return false;
  return !err.errors?.['Idempotency-Key'];
}
