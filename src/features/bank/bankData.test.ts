import { connectionViews, mayRenew, renewTarget, type BankOutput } from './bankData';

const output = {
  error: false,
  errorText: null,
  validationErrors: [],
  connections: [
    { dataId: 1, bank: 'Nordea', account: 'Lönekonto •••• 7891', connected: '2026-11-01T10:00:00Z', lastFetch: '2026-11-01T10:00:05Z', consentExpires: '2027-02-01', consentDaysLeft: 68, status: 'ACTIVE' },
    { dataId: 1, bank: 'Nordea', account: 'Sparkonto •••• 1234', connected: '2026-11-01T10:00:00Z', lastFetch: '2026-11-01T10:00:05Z', consentExpires: '2027-02-01', consentDaysLeft: 68, status: 'ACTIVE' },
  ],
  data: [
    { dataId: 1, bankName: 'Nordea', providerId: 'se-nordea-ob', accounts: [], connected: '2026-11-01T10:00:00Z', lastFetch: '2026-11-01T10:00:05Z', consentExpires: '2027-02-01', status: 'ACTIVE' },
    { dataId: 2, bankName: 'SEB', providerId: '', accounts: [{ name: 'Privatkonto', accountNumber: '•••• 5555', type: 'CHECKING' }], connected: '2026-08-01T10:00:00Z', lastFetch: null, consentExpires: '2026-11-01', status: 'EXPIRED' },
  ],
  transactions: [],
  verifiedMonthlyIncome: null,
} as unknown as BankOutput;

describe('a connection as the page shows it', () => {
  it('joins its accounts and consent from the rows of each account', () => {
    const [nordea, seb] = connectionViews(output);
    expect(nordea).toMatchObject({ dataId: 1, bankName: 'Nordea', providerId: 'se-nordea-ob', accounts: ['Lönekonto •••• 7891', 'Sparkonto •••• 1234'], consentDaysLeft: 68, status: 'ACTIVE' });
    expect(seb).toMatchObject({ dataId: 2, accounts: ['Privatkonto •••• 5555'], lastFetch: null, status: 'EXPIRED' });
  });
  it('renews the bank by its stored provider id, whatever the bank’s name; without one the bank is chosen again', () => {
    expect(renewTarget({ providerId: 'se-demobank-open-banking-redirect', bankName: 'Tink Demo Bank' })).toEqual({ id: 'se-demobank-open-banking-redirect', displayName: 'Tink Demo Bank' });
    expect(renewTarget({ providerId: 'se-nordea-ob', bankName: 'Nordea Bank Abp' })).toEqual({ id: 'se-nordea-ob', displayName: 'Nordea Bank Abp' });
    expect(renewTarget({ providerId: '', bankName: 'SEB' })).toBeUndefined();
  });
  it('offers renewing near the end or after it', () => {
    expect(mayRenew({ consentDaysLeft: 68, status: 'ACTIVE' })).toBe(false);
    expect(mayRenew({ consentDaysLeft: 14, status: 'ACTIVE' })).toBe(true);
    expect(mayRenew({ consentDaysLeft: -3, status: 'EXPIRED' })).toBe(true);
  });
});
