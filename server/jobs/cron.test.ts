import { cronOf } from './cron';

const HOUR = 3_600_000;

describe('cronOf', () => {
  it.each([
    [HOUR, 0, '0 * * * *'],
    [HOUR, 1, '7 * * * *'],
    [HOUR, 9, '3 * * * *'],
    [6 * HOUR, 2, '14 */6 * * *'],
    [12 * HOUR, 0, '0 */12 * * *'],
    [24 * HOUR, 3, '21 3 * * *'],
  ])('every %i ms, place %i → %s', (everyMs, place, cron) => {
    expect(cronOf(everyMs, place)).toBe(cron);
  });

  it.each([30 * 60_000, 5 * HOUR, 48 * HOUR, 1.5 * HOUR])('refuses an interval cron cannot keep: %i ms', (everyMs) => {
    expect(() => cronOf(everyMs, 0)).toThrow(/no cron schedule/);
  });
});
