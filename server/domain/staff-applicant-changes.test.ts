import { applicantSearchOf, blockEndRefusal, endOfEndedBlock } from './staff-applicant-changes';

describe('applicantSearchOf', () => {
  it.each([
    ['19900101-2385', { by: 'personnummer', personalIdentityNumber: '199001012385' }],
    ['199001012385', { by: 'personnummer', personalIdentityNumber: '199001012385' }],
    ['900101-2385', { by: 'personnummer', personalIdentityNumber: '199001012385' }],
    ['  Anna.Svensson@Example.se ', { by: 'email', email: 'anna.svensson@example.se' }],
    ['Anna  Svensson', { by: 'name', words: ['Anna', 'Svensson'] }],
    ['Svens', { by: 'name', words: ['Svens'] }],
    ['1990', { by: 'name', words: ['1990'] }],
  ] as const)('%s', (query, expected) => {
    expect(applicantSearchOf(query, '2026-11-25')).toEqual(expected);
  });
});

describe('blockEndRefusal', () => {
  it.each([
    ['yesterday', '2026-11-24', 'Spärren måste gälla till och med i dag eller senare'],
    ['today', '2026-11-25', null],
    ['next year', '2027-05-25', null],
  ])('an end %s', (_n, end, expected) => {
    expect(blockEndRefusal(end, '2026-11-25')).toBe(expected);
  });
});

describe('endOfEndedBlock', () => {
  it.each([
    ['in force', { start: '2026-10-01', end: '2027-04-01' }, '2026-11-24'],
    ['started today', { start: '2026-11-25', end: '2027-05-25' }, '2026-11-24'],
    ['its last day', { start: '2026-05-25', end: '2026-11-25' }, '2026-11-24'],
    ['not begun yet', { start: '2026-12-01', end: '2027-01-01' }, '2026-11-24'],
    ['over yesterday', { start: '2026-05-24', end: '2026-11-24' }, null],
  ])('a block %s', (_n, block, expected) => {
    expect(endOfEndedBlock(block, '2026-11-25')).toBe(expected);
  });
});
