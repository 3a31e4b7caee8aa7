import { AUTOPAY_MAX_ATTEMPTS, autopayChargeDay, autopayGaveUp, autopayNextAttemptAt, paidPeriod, queueTimeLostDay, registrationDueDate, renewalOrderDay } from './queue-fee';

describe('queue-fee dates', () => {
  it.each([
    ['registration due', registrationDueDate, '2026-11-22', '2027-01-21'],
    ['renewal order', renewalOrderDay, '2027-07-22', '2027-06-07'],
    ['autopay charge', autopayChargeDay, '2027-07-22', '2027-06-22'],
    ['queue time lost', queueTimeLostDay, '2027-07-22', '2028-01-22'],
    ['queue time lost, month end', queueTimeLostDay, '2027-08-31', '2028-02-29'],
  ])('%s of %s', (_name, fn, day, expected) => expect(fn(day)).toBe(expected));

  it.each([
    ['first payment', '2026-11-22', null, { feeStartDate: '2026-11-22', feeEndDate: '2027-11-21' }],
    ['renewal before the end', '2027-10-01', '2027-11-21', { feeStartDate: '2027-11-22', feeEndDate: '2028-11-21' }],
    ['renewal on the last day', '2027-11-21', '2027-11-21', { feeStartDate: '2027-11-22', feeEndDate: '2028-11-21' }],
    ['late payment', '2028-01-10', '2027-11-21', { feeStartDate: '2028-01-10', feeEndDate: '2029-01-09' }],
  ])('paid period: %s', (_name, paid, validTo, expected) => expect(paidPeriod(paid, validTo)).toEqual(expected));

  const first = new Date('2026-12-22T04:00:00Z');
  it.each([
    ['after the first attempt: 3 days on', 1, new Date('2026-12-25T04:00:00Z')],
    ['after the second: 7 days after the first', 2, new Date('2026-12-29T04:00:00Z')],
    ['after the third: never', 3, null],
  ])('autopay tries again %s', (_name, made, next) => expect(autopayNextAttemptAt(first, made)).toEqual(next));

  it.each([
    [0, false],
    [2, false],
    [AUTOPAY_MAX_ATTEMPTS, true],
  ])('autopay has given up after %i attempts: %s', (made, gaveUp) => expect(autopayGaveUp(made)).toBe(gaveUp));
});
