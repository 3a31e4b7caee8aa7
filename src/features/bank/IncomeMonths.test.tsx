// @vitest-environment jsdom
// The incomes by month: a month with its transactions behind a disclosure, and a month whose transactions were purged
// after its consent expired, which keeps its incomes and says why it has no transactions.
import { render, screen, within } from '@testing-library/react';
import type { BankMonth } from './bankData';
import { IncomeMonths } from './IncomeMonths';

const summary = (salary: number) => ({ salary, studentAid: 0, pension: 0, socialInsurance: 0, otherIncome: 0, total: salary, verifiable: salary });
const months = [
  { year: 2026, month: 10, monthIncomeSummary: summary(25_000), transactions: [{ amount: 25_000, description: 'LÖN', transactionAt: '2026-10-25', category: 'SALARY', internalTransfer: false }] },
  { year: 2026, month: 9, monthIncomeSummary: summary(24_000), transactions: [] },
] as unknown as BankMonth[];

describe('the incomes by month', () => {
  it('shows a purged month’s incomes and why it has no transactions', () => {
    render(<IncomeMonths months={months} />);
    const [october, september] = screen.getAllByRole('listitem').filter((li) => li.classList.contains('bank-month'));
    expect(within(october!).getByText(/Transaktioner/)).toBeTruthy();
    expect(within(october!).queryByText(/Transaktionerna är borttagna/)).toBeNull();
    expect(september!.textContent).toMatch(/24\s000/);
    expect(within(september!).getByText('Transaktionerna är borttagna: vi sparar dem i 30 dagar efter att samtycket har gått ut. Inkomsterna för månaden finns kvar.')).toBeTruthy();
  });
});
