import { addMonths, addYears } from './dates';

describe('calendar arithmetic', () => {
  it.each([
    ['2026-11-22', -3, '2023-11-22'],
    ['2024-02-29', 1, '2025-02-28'],
    ['2024-02-29', 4, '2028-02-29'],
  ])('addYears(%s, %i) = %s', (day, n, expected) => expect(addYears(day, n)).toBe(expected));
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2026-11-22', 6, '2027-05-22'],
    ['2026-03-15', -3, '2025-12-15'],
  ])('addMonths(%s, %i) = %s', (day, n, expected) => expect(addMonths(day, n)).toBe(expected));
});
