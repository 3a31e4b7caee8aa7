import { birthDateOf, hasValidCheckDigit, isValidPersonalIdentityNumber, maskPersonalIdentityNumber, normalisePersonalIdentityNumber } from './personnummer';

describe('personnummer', () => {
  it.each([
    ['199001012385', true], // Skatteverket test number (demo applicant)
    ['198302249274', true],
    ['189001019802', true],
    ['195406842392', true], // samordningsnummer
    ['196408233234', true], // SKV 704 example 640823-3234
    ['199001012386', false], // wrong check digit
    ['199013012385', false], // month 13
    ['199002302384', false], // 30 February
    ['19900101238', false], // 11 digits
    ['19900101-2385', false], // separator
    ['abcdefghijkl', false],
  ])('%s valid=%s', (pnr, ok) => {
    expect(isValidPersonalIdentityNumber(pnr)).toBe(ok);
  });

  it('checks the Luhn digit over the last ten digits only', () => {
    expect(hasValidCheckDigit('196408233234')).toBe(true);
    expect(hasValidCheckDigit('206408233234')).toBe(true);
    expect(hasValidCheckDigit('196408233235')).toBe(false);
  });

  it.each([
    ['199001012385', { date: '1990-01-01', kind: 'personnummer' }],
    ['195406842392', { date: '1954-06-24', kind: 'samordningsnummer' }],
    ['200002292380', { date: '2000-02-29', kind: 'personnummer' }],
    ['190002292380', null], // 1900 was no leap year
  ])('birth date of %s', (pnr, expected) => {
    expect(birthDateOf(pnr)).toEqual(expected);
  });

  it('masks the last four digits', () => {
    expect(maskPersonalIdentityNumber('199001012385')).toBe('19900101-XXXX');
    expect(maskPersonalIdentityNumber('123')).toBe('************');
  });

  it.each([
    ['19900101-2385', '199001012385'],
    ['199001012385', '199001012385'],
    [' 19900101 2385 ', '199001012385'],
    ['900101-2385', '199001012385'],
    ['9001012385', '199001012385'],
    ['900101+2385', '189001012385'], // 100 years or older
    ['201124-1234', '20201124' + '1234'], // today 2026-11-25: born this century
    ['261125-1234', '20261125' + '1234'], // born today
    ['261126-1234', '19261126' + '1234'], // tomorrow is no birthday yet: the century before
    ['karin@example.se', null],
    ['1990-01-01', null],
    ['19900101-238', null],
  ])('normalises %s', (input, expected) => {
    expect(normalisePersonalIdentityNumber(input, '2026-11-25')).toBe(expected);
  });
});
