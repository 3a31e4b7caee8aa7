import { acceptedBankMessage, BANK_ADDED_FAILED, BANK_ADDED_SUCCESS } from './bankMessages';

const ORIGIN = 'https://portal.example';
const bankWindow = {};

describe('the opener accepts the bank window’s messages', () => {
  it('from its own origin and the window it opened', () => {
    expect(acceptedBankMessage({ origin: ORIGIN, source: bankWindow as Window, data: BANK_ADDED_SUCCESS }, ORIGIN, bankWindow)).toBe(BANK_ADDED_SUCCESS);
    expect(acceptedBankMessage({ origin: ORIGIN, source: bankWindow as Window, data: BANK_ADDED_FAILED }, ORIGIN, bankWindow)).toBe(BANK_ADDED_FAILED);
  });
  it('never from another origin', () => {
    expect(acceptedBankMessage({ origin: 'https://evil.example', source: bankWindow as Window, data: BANK_ADDED_SUCCESS }, ORIGIN, bankWindow)).toBeNull();
    expect(acceptedBankMessage({ origin: 'https://evil.example', source: null, data: BANK_ADDED_SUCCESS }, ORIGIN, null)).toBeNull();
  });
  it('never from another window when it knows its own', () => {
    expect(acceptedBankMessage({ origin: ORIGIN, source: {} as Window, data: BANK_ADDED_SUCCESS }, ORIGIN, bankWindow)).toBeNull();
  });
  it('only the two strings (a window opened through the link is unknown)', () => {
    expect(acceptedBankMessage({ origin: ORIGIN, source: null, data: BANK_ADDED_SUCCESS }, ORIGIN, null)).toBe(BANK_ADDED_SUCCESS);
    expect(acceptedBankMessage({ origin: ORIGIN, source: null, data: { type: BANK_ADDED_SUCCESS } }, ORIGIN, null)).toBeNull();
    expect(acceptedBankMessage({ origin: ORIGIN, source: null, data: 'bank_added' }, ORIGIN, null)).toBeNull();
  });
});
