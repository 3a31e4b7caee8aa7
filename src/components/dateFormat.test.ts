import { formatDateTime } from './dateFormat';

describe('formatDateTime', () => {
  it.each([
    ['2026-11-22T07:00:00Z', '2026-11-22 08:00'],
    ['2026-07-01T22:30:00Z', '2026-07-02 00:30'],
    ['2026-11-22T08:00:00+01:00', '2026-11-22 08:00'],
    ['inte ett datum', 'inte ett datum'],
  ])('%s → %s', (iso, expected) => {
    expect(formatDateTime(iso)).toBe(expected);
  });
});
