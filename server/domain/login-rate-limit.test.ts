import { isLoginBlocked, loginAdmission, windowStart } from './login-rate-limit';

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
  const c = (failures: [number, number], inFlight: [number, number]) => ({ failures: { account: failures[0], address: failures[1] }, inFlight: { account: inFlight[0], address: inFlight[1] } });
  it.each([
    [c([0, 0], [0, 0]), 'judge'],
    [c([4, 29], [0, 0]), 'judge'],
    [c([2, 10], [2, 10]), 'judge'],
    [c([3, 0], [2, 0]), 'wait'],
    [c([0, 25], [0, 5]), 'wait'],
    [c([0, 0], [5, 0]), 'wait'],
    [c([5, 0], [0, 0]), 'refuse'],
    [c([0, 30], [3, 0]), 'refuse'],
    [c([5, 30], [9, 99]), 'refuse'],
  ] as const)('%o → %s', (counts, admission) => {
    expect(loginAdmission(counts, policy)).toBe(admission);
  });
});
