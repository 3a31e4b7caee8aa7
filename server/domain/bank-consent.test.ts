import { startOfStockholmDay } from '../../src/rules/calendar';
import { bankSessionExpiry, consentExpiresAt, consentExpiryDay, consentState, isConsentExpired, rawPurgeCutoff, rawPurgeDay, type BankConsentFact } from './bank-consent';

describe('a consent is valid 3 months, in Stockholm days', () => {
  it.each([
    ['2026-11-25T10:00:00Z', '2027-02-25'],
    ['2026-01-31T12:00:00Z', '2026-04-30'],
    ['2026-11-30T12:00:00Z', '2027-02-28'],
    ['2027-11-30T12:00:00Z', '2028-02-29'],
    ['2027-11-29T12:00:00Z', '2028-02-29'],
    ['2026-10-15T12:00:00Z', '2027-01-15'],
    // 23:30 UTC is already the next day in Stockholm (winter 00:30, summer 01:30)
    ['2026-11-30T23:30:00Z', '2027-03-01'],
    ['2026-06-30T22:30:00Z', '2026-10-01'],
    ['2026-06-30T21:30:00Z', '2026-09-30'],
  ])('given at %s: expires %s', (givenAt, expiry) => {
    expect(consentExpiryDay(new Date(givenAt))).toBe(expiry);
  });

  it('takes the aggregator\'s expiry when it comes first, and ours when it does not', () => {
    expect(consentExpiryDay(new Date('2026-11-25T10:00:00Z'), new Date('2027-01-10T08:00:00Z'))).toBe('2027-01-10');
    expect(consentExpiryDay(new Date('2026-11-25T10:00:00Z'), new Date('2027-05-24T08:00:00Z'))).toBe('2027-02-25');
    expect(consentExpiryDay(new Date('2026-11-25T10:00:00Z'), null)).toBe('2027-02-25');
  });

  it.each<[string, BankConsentFact[], string | null, string[], string | null]>([
    ['ours by its credentials id', [{ credentialsId: 'c1', accountIds: ['a1'], sessionExpiryDate: Date.UTC(2027, 4, 24) }, { credentialsId: 'c2', accountIds: ['a1'], sessionExpiryDate: Date.UTC(2027, 0, 1) }], 'c1', ['a1'], '2027-05-24T00:00:00.000Z'],
    ['no id: the earliest consent holding one of our accounts', [{ credentialsId: 'c1', accountIds: ['a1'], sessionExpiryDate: Date.UTC(2027, 4, 24) }, { credentialsId: 'c2', accountIds: ['a2', 'a3'], sessionExpiryDate: Date.UTC(2027, 0, 1) }, { credentialsId: 'c3', accountIds: ['x'], sessionExpiryDate: Date.UTC(2026, 11, 1) }], null, ['a1', 'a3'], '2027-01-01T00:00:00.000Z'],
    ['our id not among them', [{ credentialsId: 'c2', accountIds: ['a1'], sessionExpiryDate: Date.UTC(2027, 0, 1) }], 'c1', ['a1'], null],
    ['a nonsensical date', [{ credentialsId: 'c1', accountIds: ['a1'], sessionExpiryDate: Number.NaN }, { credentialsId: 'c1', accountIds: ['a1'], sessionExpiryDate: 0 }], 'c1', ['a1'], null],
    ['none listed', [], 'c1', ['a1'], null],
  ])('the bank’s expiry: %s', (_name, consents, credentialsId, accountIds, expected) => {
    expect(bankSessionExpiry(consents, credentialsId, accountIds)?.toISOString() ?? null).toBe(expected);
  });

  it('ends as the expiry day begins in Stockholm', () => {
    expect(consentExpiresAt('2027-02-25').toISOString()).toBe('2027-02-24T23:00:00.000Z');
    expect(consentExpiresAt('2027-06-25').toISOString()).toBe('2027-06-24T22:00:00.000Z');
  });

  it.each([
    ['2026-11-25', 92, false],
    ['2027-02-01', 24, false],
    ['2027-02-24', 1, false],
    ['2027-02-25', 0, true],
    ['2027-03-01', -4, true],
  ])('on %s: %i days left, expired %s', (today, daysLeft, expired) => {
    const expiresAt = consentExpiresAt('2027-02-25');
    expect(consentState(expiresAt, today)).toEqual({ expiryDay: '2027-02-25', daysLeft, expired });
    expect(isConsentExpired(expiresAt, today)).toBe(expired);
  });
});

describe('raw transactions are purged 30 days after the consent expired', () => {
  it.each([
    ['2027-02-25', '2027-03-27'],
    ['2028-02-29', '2028-03-30'],
    ['2026-12-15', '2027-01-14'],
  ])('expired %s: purged from %s', (expiry, purge) => {
    expect(rawPurgeDay(expiry)).toBe(purge);
  });

  it.each([
    ['2027-03-26', false],
    ['2027-03-27', true],
    ['2027-04-30', true],
  ])('the job on %s purges a consent that expired 2027-02-25: %s', (today, purged) => {
    const expiresAt = consentExpiresAt('2027-02-25');
    expect(expiresAt <= rawPurgeCutoff(today)).toBe(purged);
    expect(today >= rawPurgeDay('2027-02-25')).toBe(purged);
  });

  it('the cutoff is the start of a Stockholm day', () => {
    expect(rawPurgeCutoff('2027-03-27')).toEqual(startOfStockholmDay('2027-02-25'));
  });
});
