import { parseConsent, serializeConsent } from './consentStore';

describe('parseConsent', () => {
  const decidedAt = '2026-11-22T10:00:00.000Z';

  it('reads back what was stored', () => {
    expect(parseConsent(serializeConsent({ performance: true, decidedAt }))).toEqual({ performance: true, decidedAt });
    expect(parseConsent(serializeConsent({ performance: false, decidedAt }))).toEqual({ performance: false, decidedAt });
  });

  it.each([
    ['nothing stored', null],
    ['empty', ''],
    ['not JSON', '{performance'],
    ['another version', JSON.stringify({ v: 0, performance: true, decidedAt })],
    ['performance not a boolean', JSON.stringify({ v: 1, performance: 'yes', decidedAt })],
    ['no date', JSON.stringify({ v: 1, performance: true })],
    ['a bare value', 'true'],
  ])('asks again when %s', (_case, stored) => {
    expect(parseConsent(stored)).toBeNull();
  });
});
