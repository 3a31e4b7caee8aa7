// The card's bank incomes from the rows: which connections are shown and count, the months of the counting ones
// merged, and the verified income (null when no consent is valid or the data does not reach back three full months).
import type { BankAccountRow, BankConnectionRow } from '../../db/schema/bank';
import { summaryOf } from '../../domain/bank-income';
import { bankIncomeViewOf } from './applicant-bank-income';

const NOW = new Date('2026-11-25T10:00:00Z');
const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

const connection = (connectionId: number, o: Partial<BankConnectionRow> = {}): BankConnectionRow => ({
  connectionId,
  applicantId: 1,
  providerId: 'se-test-ob',
  bankName: `Bank ${connectionId}`,
  externalConsentId: null,
  externalUserId: null,
  caseId: null,
  consentGivenAt: day('2026-11-20'),
  expiresAt: day('2027-02-20'),
  lastFetchedAt: day('2026-11-20'),
  status: 'ACTIVE',
  failureReason: null,
  createdAt: day('2026-11-20'),
  ...o,
});
const account = (connectionId: number, last4: string): BankAccountRow =>
  ({ bankAccountId: connectionId * 10, connectionId, externalAccountId: `a${connectionId}`, maskedAccountNumber: `•••• ${last4}`, name: 'Lönekonto', type: 'CHECKING', customerSegment: 'PERSONAL' }) as BankAccountRow;
const salary = (connectionId: number, months: [number, number][], ore: number) => months.map(([year, month]) => ({ connectionId, ...summaryOf({ year, month }, { SALARY: ore }) }));
const LAST3: [number, number][] = [
  [2026, 10],
  [2026, 9],
  [2026, 8],
];

describe('bankIncomeViewOf', () => {
  it.each([
    ['ACTIVE within its consent', connection(1), 'ACTIVE', true],
    ['ACTIVE past its expiry day', connection(1, { consentGivenAt: day('2026-07-01'), expiresAt: day('2026-10-01') }), 'EXPIRED', false],
    ['ACTIVE on its expiry day', connection(1, { expiresAt: day('2026-11-25') }), 'EXPIRED', false],
    ['EXPIRED', connection(1, { status: 'EXPIRED' }), 'EXPIRED', false],
    ['FETCHING', connection(1, { status: 'FETCHING', lastFetchedAt: null }), 'FETCHING', false],
  ] as const)('a connection %s is shown as %s, counting: %s', (_what, c, status, counts) => {
    const view = bankIncomeViewOf([c], [account(1, '1234')], salary(1, LAST3, 3_000_000), NOW);
    expect(view.connections).toEqual([expect.objectContaining({ status, counts, accounts: ['Lönekonto •••• 1234'] })]);
    expect(view.months).toHaveLength(counts ? 3 : 0);
    expect(view.verifiedMonthlyIncomeFormated).toBe(counts ? '30 000 kr' : null);
  });

  it('leaves a failed connection out', () => {
    expect(bankIncomeViewOf([connection(1, { status: 'FAILED' })], [], [], NOW).connections).toEqual([]);
  });

  it('merges two valid banks’ months, takes the median of the last three full months, and leaves an expired bank’s months out', () => {
    const expired = connection(3, { consentGivenAt: day('2026-06-01'), expiresAt: day('2026-09-01') });
    const view = bankIncomeViewOf(
      [connection(1), connection(2), expired],
      [account(1, '1111'), account(2, '2222'), account(3, '3333')],
      [...salary(1, LAST3, 2_000_000), ...salary(2, [[2026, 10]], 1_000_000), ...salary(3, LAST3, 9_900_000)],
      NOW,
    );
    expect(view.months.map((m) => [m.year, m.month, m.verifiableFormated])).toEqual([
      [2026, 10, '30 000 kr'],
      [2026, 9, '20 000 kr'],
      [2026, 8, '20 000 kr'],
    ]);
    expect(view.verifiedMonthlyIncomeFormated).toBe('20 000 kr');
    expect(view.verifiedMonths).toEqual([
      { year: 2026, month: 10, verifiableFormated: '30 000 kr' },
      { year: 2026, month: 9, verifiableFormated: '20 000 kr' },
      { year: 2026, month: 8, verifiableFormated: '20 000 kr' },
    ]);
  });

  it('has no verified income when the fetched data does not reach back three full months', () => {
    // The data starts 12 months before the fetch's month: a fetch in September 2027 covers from 2026-09-01, after
    // the first of the three months (August 2026), which is then unknown rather than a month without income.
    const late = connection(1, { lastFetchedAt: day('2027-09-15'), expiresAt: day('2027-12-15') });
    expect(bankIncomeViewOf([late], [], salary(1, LAST3, 3_000_000), NOW).verifiedMonthlyIncomeFormated).toBeNull();
  });
});
