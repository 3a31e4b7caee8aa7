import { addDays, addMonths, addMonthsToInstant, addYears, daysBetween, isoDay, lastDayOfMonth, startOfStockholmDay, stockholmDay } from './calendar';

describe('days in Sweden', () => {
  it.each([
    ['2026-11-22T10:00:00Z', '2026-11-22'],
    ['2026-11-22T23:30:00Z', '2026-11-23'], // 00:30 in Sweden (winter time)
    ['2026-06-30T22:30:00Z', '2026-07-01'], // 00:30 in Sweden (summer time)
    // Summer time starts 29 March 2026 at 01:00 UTC (02:00 → 03:00 in Sweden).
    ['2026-03-28T22:59:59Z', '2026-03-28'], // 23:59:59 winter time
    ['2026-03-28T23:00:00Z', '2026-03-29'], // midnight, winter time
    ['2026-03-29T21:59:59Z', '2026-03-29'], // 23:59:59 summer time, the short day
    ['2026-03-29T22:00:00Z', '2026-03-30'], // midnight, summer time
    // Summer time ends 25 October 2026 at 01:00 UTC (03:00 → 02:00 in Sweden).
    ['2026-10-24T21:59:59Z', '2026-10-24'],
    ['2026-10-24T22:00:00Z', '2026-10-25'], // midnight, summer time
    ['2026-10-25T22:59:59Z', '2026-10-25'], // 23:59:59 winter time, the long day
    ['2026-10-25T23:00:00Z', '2026-10-26'],
    ['2026-12-31T23:00:00Z', '2027-01-01'], // new year in Sweden, still the old one in UTC
  ])('stockholmDay(%s) = %s', (instant, day) => expect(stockholmDay(new Date(instant))).toBe(day));

  it.each([
    ['2026-11-22T10:00:00Z', '2026-11-22'],
    ['2026-11-22T23:30:00Z', '2026-11-22'], // already the 23rd in Sweden: isoDay is the UTC day
    ['2026-12-31T23:59:59Z', '2026-12-31'],
  ])('isoDay(%s) = %s', (instant, day) => expect(isoDay(new Date(instant))).toBe(day));

  it.each([
    ['2026-11-22', '2026-11-21T23:00:00.000Z'], // winter time
    ['2026-07-01', '2026-06-30T22:00:00.000Z'], // summer time
    ['2026-03-29', '2026-03-28T23:00:00.000Z'], // the short day begins in winter time
    ['2026-03-30', '2026-03-29T22:00:00.000Z'],
    ['2026-10-25', '2026-10-24T22:00:00.000Z'], // the long day begins in summer time
    ['2026-10-26', '2026-10-25T23:00:00.000Z'],
    ['2027-01-01', '2026-12-31T23:00:00.000Z'],
  ])('startOfStockholmDay(%s) = %s', (day, instant) => expect(startOfStockholmDay(day).toISOString()).toBe(instant));
});

describe('day arithmetic', () => {
  it.each([
    ['2026-11-22', '2026-11-22', 0],
    ['2026-11-22', '2026-12-06', 14],
    ['2026-03-28', '2026-03-30', 2], // across the change to summer time
    ['2026-10-24', '2026-10-26', 2], // across the change to winter time
    ['2024-02-28', '2024-03-01', 2], // leap year
    ['2025-02-28', '2025-03-01', 1],
    ['2026-12-31', '2027-01-01', 1],
    ['2026-11-22', '2026-11-20', -2],
  ])('daysBetween(%s, %s) = %i', (a, b, n) => expect(daysBetween(a, b)).toBe(n));

  it.each([
    ['2026-11-22', 1, '2026-11-23'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-28', 2, '2026-03-30'], // across the change to summer time
    ['2026-10-24', 2, '2026-10-26'], // across the change to winter time
    ['2026-11-22', 365, '2027-11-22'],
  ])('addDays(%s, %i) = %s', (d, n, e) => expect(addDays(d, n)).toBe(e));
});

describe('months and years', () => {
  it.each([
    ['2026-11-22', -3, '2023-11-22'],
    ['2024-02-29', 1, '2025-02-28'],
    ['2024-02-29', 4, '2028-02-29'],
    ['2023-02-28', 1, '2024-02-28'],
    ['2026-12-31', 1, '2027-12-31'],
  ])('addYears(%s, %i) = %s', (day, n, expected) => expect(addYears(day, n)).toBe(expected));

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'], // leap year
    ['2026-11-22', 6, '2027-05-22'],
    ['2026-03-15', -3, '2025-12-15'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2026-05-31', -1, '2026-04-30'],
    ['2026-12-31', 12, '2027-12-31'],
    ['2026-03-31', -13, '2025-02-28'],
  ])('addMonths(%s, %i) = %s', (day, n, expected) => expect(addMonths(day, n)).toBe(expected));

  it.each([
    ['2026-01-31T00:00:00Z', 1, '2026-02-28T00:00:00.000Z'],
    ['2027-08-31T08:00:00Z', 6, '2028-02-29T08:00:00.000Z'], // leap year
    ['2026-12-31T23:00:00Z', 6, '2027-06-30T23:00:00.000Z'], // month end, past midnight in Sweden
    ['2026-03-01T10:00:00Z', 1, '2026-04-01T10:00:00.000Z'], // across the change to summer time: the UTC time stays
    ['2026-05-31T12:00:00Z', -1, '2026-04-30T12:00:00.000Z'],
  ])('addMonthsToInstant(%s, %i) = %s', (from, n, to) => expect(addMonthsToInstant(new Date(from), n).toISOString()).toBe(to));

  it.each([
    [2049, 12, '2049-12-31'],
    [2028, 2, '2028-02-29'], // leap year
    [2027, 2, '2027-02-28'],
    [2100, 2, '2100-02-28'], // no leap year: divisible by 100, not by 400
    [2029, 4, '2029-04-30'],
    [2029, 1, '2029-01-31'],
  ])('lastDayOfMonth(%i, %i) = %s', (year, month, expected) => expect(lastDayOfMonth(year, month)).toBe(expected));
});
