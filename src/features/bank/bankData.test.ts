import { connectionViews, mayRenew, type BankOutput } from './bankData';

const output = {
  error: false,
  errorText: null,
  validationErrors: [],
  connections: [
    { dataId: 1, bank: 'Nordea', account: 'Lönekonto •••• 7891', connected: '2026-11-01T10:00:00Z', lastFetch: '2026-11-01T10:00:05Z', consentExpires: '2027-02-01', consentDaysLeft: 68, status: 'ACTIVE' },
    { dataId: 1, bank: 'Nordea', account: 'Sparkonto •••• 1234', connected: '2026-11-01T10:00:00Z', lastFetch: '2026-11-01T10:00:05Z', consentExpires: '2027-02-01', consentDaysLeft: 68, status: 'ACTIVE' },
  ],
  data: [
    { dataId: 1, bankName: 'Nordea', accounts: [], connected: '2026-11-01T10:00:00Z', lastFetch: '2026-11-01T10:00:05Z', consentExpires: '2027-02-01', status: 'ACTIVE' },
    { dataId: 2, bankName: 'SEB', accounts: [{ name: 'Privatkonto', accountNumber: '•••• 5555', type: 'CHECKING' }], connected: '2026-08-01T10:00:00Z', lastFetch: null, consentExpires: '2026-11-01', status: 'EXPIRED' },
  ],
  transactions: [],
  verifiedMonthlyIncome: null,
} as unknown as BankOutput;

describe('a connection as the page shows it', () => {
  it('joins its accounts and consent from the rows of each account', () => {
    const [nordea, seb] = connectionViews(output);
    expect(nordea).toMatchObject({ dataId: 1, bankName: 'Nordea', accounts: ['Lönekonto •••• 7891', 'Sparkonto •••• 1234'], consentDaysLeft: 68, status: 'ACTIVE' });
    expect(seb).toMatchObject({ dataId: 2, accounts: ['Privatkonto •••• 5555'], lastFetch: null, status: 'EXPIRED' });
  });
  it('offers renewing near the end or after it', () => {
    expect(mayRenew({ consentDaysLeft: 68, status: 'ACTIVE' })).toBe(false);
    expect(mayRenew({ consentDaysLeft: 14, status: 'ACTIVE' })).toBe(true);
    expect(mayRenew({ consentDaysLeft: -3, status: 'EXPIRED' })).toBe(true);
  });
});
