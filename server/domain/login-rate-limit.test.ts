import { isLoginBlocked, windowStart } from './login-rate-limit';

const policy = { maxPerAccount: 5, maxPerAddress: 30, windowSeconds: 900 };

describe('login rate limit', () => {
  it.each([
    [{ account: 0, address: 0 }, false],
    [{ account: 4, address: 29 }, false],
    [{ account: 5, address: 0 }, true],
    [{ account: 0, address: 30 }, true],
    [{ account: 9, address: 99 }, true],
  ])('%o blocked=%s', (counts, blocked) => {
    expect(isLoginBlocked(counts, policy)).toBe(blocked);
  });
  it('window starts windowSeconds before now', () => {
    expect(windowStart(new Date('2026-11-22T12:15:00Z'), policy).toISOString()).toBe('2026-11-22T12:00:00.000Z');
  });
});
