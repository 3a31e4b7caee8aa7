import { AUTOPAY_REPLAY_AFTER_MS, autopayAttemptKey, autopayDeclineKnown, autopayReplayDue } from './autopay-attempt';

describe('autopay attempts', () => {
  it.each([
    [17, 1, 'autopay-17-1'],
    [123456789, 3, 'autopay-123456789-3'],
  ])('order %i, attempt %i has the key %s', (orderId, attempt, key) => {
    expect(autopayAttemptKey(orderId, attempt)).toBe(key);
    expect(key.length).toBeGreaterThan(1);
    expect(key.length).toBeLessThan(64);
  });

  const sent = new Date('2026-12-22T10:00:00Z');
  it.each([
    ['at once', 0, false],
    ['a minute on', 60_000, false],
    ['just before the wait is over', AUTOPAY_REPLAY_AFTER_MS - 1, false],
    ['when it is over', AUTOPAY_REPLAY_AFTER_MS, true],
    ['at the next run, 6 h on', 6 * 3_600_000, true],
  ])('an attempt in flight is replayed %s: %s', (_name, after, due) => expect(autopayReplayDue(sent, new Date(sent.getTime() + after))).toBe(due));

  it.each<[string, { status: number | null; errors?: Record<string, string[]> }, boolean]>([
    ['a declined card (402)', { status: 402 }, true],
    ['a refused request (400)', { status: 400, errors: { amount: ['bad'] } }, true],
    ['an unknown subscription (404)', { status: 404 }, true],
    ['no answer (timeout, unreachable)', { status: null }, false],
    ['a server error (500)', { status: 500 }, false],
    ['a gateway error (503)', { status: 503 }, false],
    ['the key still being processed (409)', { status: 409 }, false],
    ['the key refused (used with another request)', { status: 400, errors: { 'Idempotency-Key': ['already used'] } }, false],
  ])('%s: nothing charged is known %s', (_name, err, known) => expect(autopayDeclineKnown(err)).toBe(known));
});
