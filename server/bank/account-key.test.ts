// The account key: the same account gives the same key however the bank writes its number, another account or
// another secret another key, and the key never contains the number.
import { accountKey } from './account-key';

const SECRET = 'a-test-secret-of-sixteen+';
const iban = (value: string) => ({ identifiers: { iban: { iban: value, bban: value.slice(4) } } });
const number = (accountNumber: string) => ({ identifiers: { financialInstitution: { accountNumber, referenceNumbers: {} } } });

describe('accountKey', () => {
  it.each([
    ['the same IBAN with spaces and lower case', iban('SE45 5000 0000 0583 9825 7466'), iban('se4550000000058398257466'), true],
    ['the IBAN wins over the account number', { identifiers: { ...iban('SE4550000000058398257466').identifiers, ...number('5000-123').identifiers } }, iban('SE4550000000058398257466'), true],
    ['the same account number with and without separators', number('6000 123 456 789'), number('6000-123456789'), true],
    ['two IBANs', iban('SE4550000000058398257466'), iban('SE4550000000058398257467'), false],
    ['two account numbers', number('6000123456789'), number('6000123456788'), false],
  ])('%s', (_name, a, b, same) => {
    expect(accountKey(SECRET, a) === accountKey(SECRET, b)).toBe(same);
  });

  it('depends on the secret, names no number, and is null without one', () => {
    const key = accountKey(SECRET, number('6000123456789'))!;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(key).not.toContain('123456789');
    expect(accountKey(`${SECRET}x`, number('6000123456789'))).not.toBe(key);
    expect(accountKey(SECRET, { identifiers: {} })).toBeNull();
    expect(accountKey(SECRET, number(' - '))).toBeNull();
  });
});
