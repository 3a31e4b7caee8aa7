import { BLOCK_MONTHS, WARNING_VALID_MONTHS, blockAfterWarning, blockFor, blockReasonText, newWarning, warningWithText, warningsInForce, type BlockFact } from './warnings-and-blocks';

const w = (validFromDate: string, validToDate: string) => ({ validFromDate, validToDate });
const everyLandlord = (start: string, end: string): BlockFact => ({ landlord: null, start, end, reason: 'Två varningar inom 12 månader' });

describe('a warning', () => {
  it('counts for 12 months and a block lasts 6', () => {
    expect([WARNING_VALID_MONTHS, BLOCK_MONTHS]).toEqual([12, 6]);
  });

  it.each([
    ['SHOWING_MISSED', '2026-11-24T10:00:00Z', 'Uteblev från visning utan att avanmäla sig', '2026-11-24', '2027-11-24'],
    ['OFFER_UNANSWERED', '2026-11-24T23:30:00Z', 'Svarade inte på erbjudandet om bostad i tid', '2026-11-25', '2027-11-25'], // 00:30 in Sweden
    ['OFFER_UNANSWERED', '2024-02-29T12:00:00Z', 'Svarade inte på erbjudandet om bostad i tid', '2024-02-29', '2025-02-28'],
  ] as const)('%s at %s', (reason, at, text, from, to) => {
    expect(newWarning(reason, new Date(at))).toEqual({ reason: text, created: new Date(at), validFromDate: from, validToDate: to });
  });

  it.each([
    ['before it', '2026-01-09', 0],
    ['its first day', '2026-01-10', 1],
    ['its last day', '2027-01-10', 1],
    ['the day after', '2027-01-11', 0],
  ])('counts on %s', (_n, day, count) => {
    expect(warningsInForce([w('2026-01-10', '2027-01-10')], day)).toHaveLength(count);
  });

  it('never counts once revoked', () => {
    expect(warningsInForce([{ ...w('2026-01-10', '2027-01-10'), revokedAt: new Date('2026-02-01T10:00:00Z') }], '2026-03-01')).toHaveLength(0);
    expect(warningsInForce([{ ...w('2026-01-10', '2027-01-10'), revokedAt: null }], '2026-03-01')).toHaveLength(1);
  });

  it("in a case handler's own words counts from that Swedish day for 12 months", () => {
    expect(warningWithText('Lämnade fel uppgifter', new Date('2026-11-24T23:30:00Z'))).toEqual({
      reason: 'Lämnade fel uppgifter',
      created: new Date('2026-11-24T23:30:00Z'),
      validFromDate: '2026-11-25',
      validToDate: '2027-11-25',
    });
  });
});

describe('blockAfterWarning (max 1 warning: the second within 12 months blocks)', () => {
  it.each([
    ['the first warning', [w('2026-11-24', '2027-11-24')], [], 1, null],
    ['a second within 12 months', [w('2026-03-01', '2027-03-01'), w('2026-11-24', '2027-11-24')], [], 1, { start: '2026-11-24', end: '2027-05-24', reason: 'Två varningar inom 12 månader' }],
    ['a second on the first one\'s last day', [w('2025-11-24', '2026-11-24'), w('2026-11-24', '2027-11-24')], [], 1, { start: '2026-11-24', end: '2027-05-24', reason: 'Två varningar inom 12 månader' }],
    ['a second after the first expired', [w('2025-11-23', '2026-11-23'), w('2026-11-24', '2027-11-24')], [], 1, null],
    ['a third while two count', [w('2026-01-01', '2027-01-01'), w('2026-03-01', '2027-03-01'), w('2026-11-24', '2027-11-24')], [], 1, { start: '2026-11-24', end: '2027-05-24', reason: 'Tre varningar inom 12 månader' }],
    ['a second after the first was revoked', [{ ...w('2026-03-01', '2027-03-01'), revokedAt: new Date('2026-04-01T08:00:00Z') }, w('2026-11-24', '2027-11-24')], [], 1, null],
    ['an agency that allows two: the second is fine', [w('2026-03-01', '2027-03-01'), w('2026-11-24', '2027-11-24')], [], 2, null],
    ['an agency that allows two: the third blocks', [w('2026-01-01', '2027-01-01'), w('2026-03-01', '2027-03-01'), w('2026-11-24', '2027-11-24')], [], 2, { start: '2026-11-24', end: '2027-05-24', reason: 'Tre varningar inom 12 månader' }],
    ['a block in force that reaches as far', [w('2026-03-01', '2027-03-01'), w('2026-11-24', '2027-11-24')], [everyLandlord('2026-11-01', '2027-06-01')], 1, null],
    ['a block in force that ends sooner: a new one', [w('2026-03-01', '2027-03-01'), w('2026-11-24', '2027-11-24')], [everyLandlord('2026-09-01', '2027-03-01')], 1, { start: '2026-11-24', end: '2027-05-24', reason: 'Två varningar inom 12 månader' }],
    ['a landlord\'s own block does not stand in', [w('2026-03-01', '2027-03-01'), w('2026-11-24', '2027-11-24')], [{ ...everyLandlord('2026-11-01', '2027-12-01'), landlord: 'Heimstaden' }], 1, { start: '2026-11-24', end: '2027-05-24', reason: 'Två varningar inom 12 månader' }],
  ])('%s', (_n, warnings, blocks, max, expected) => {
    expect(blockAfterWarning(warnings, blocks, '2026-11-24', max)).toEqual(expected && { landlord: null, ...expected });
  });

  it.each([
    [2, 'Två varningar inom 12 månader'],
    [10, 'Tio varningar inom 12 månader'],
    [11, '11 varningar inom 12 månader'],
  ])('names %i warnings', (n, text) => expect(blockReasonText(n)).toBe(text));
});

describe('blockFor: blocks end by themselves', () => {
  const heimstaden: BlockFact = { landlord: 'Heimstaden', start: '2026-10-01', end: '2027-01-31', reason: 'Störningar' };
  const all = everyLandlord('2026-06-01', '2026-12-01');
  it.each([
    ['every landlord, in force', [all], 'Uppsalahem', '2026-11-24', all],
    ['every landlord, on its last day', [all], 'Uppsalahem', '2026-12-01', all],
    ['every landlord, ended', [all], 'Uppsalahem', '2026-12-02', null],
    ['every landlord, not begun', [all], 'Uppsalahem', '2026-05-31', null],
    ['another landlord\'s block', [heimstaden], 'Uppsalahem', '2026-11-24', null],
    ['the home\'s landlord\'s block', [heimstaden], 'Heimstaden', '2026-11-24', heimstaden],
    ['both: the one for every landlord first', [heimstaden, all], 'Heimstaden', '2026-11-24', all],
    ['both, the general one ended', [heimstaden, all], 'Heimstaden', '2026-12-24', heimstaden],
    ['an empty landlord means every landlord', [{ ...all, landlord: '' }], 'Uppsalahem', '2026-11-24', { ...all, landlord: '' }],
  ])('%s', (_n, blocks, landlord, day, expected) => expect(blockFor(blocks, landlord, day)).toEqual(expected));
});
