// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { IncomeCalculationLines } from './IncomeCalculationLines';

const line = (text: string, total: number, verified: boolean, note: string) => ({ text, total, accepted: !note.startsWith('Räknas inte'), verified, note });

describe('IncomeCalculationLines', () => {
  it('marks the verified income, says why each line counts or not, and why incomes are pooled', () => {
    render(
      <IncomeCalculationLines
        calculation={{
          total: 57_750,
          required: 24_000,
          multiple: 3,
          pooled: true,
          poolingNote: 'Din medsökandes inkomster räknas med.',
          persons: [
            {
              role: 'APPLICANT',
              name: 'Erik Eriksson',
              total: 25_000,
              counted: true,
              lines: [
                line('Verifierad inkomst från banken (medianen av augusti–oktober 2026)', 25_000, true, 'Räknas: verifierad av banken.'),
                line('Tillsvidareanställning, Uppsala kommun', 24_000, false, 'Räknas inte: den verifierade inkomsten från banken ersätter den.'),
              ],
            },
            { role: 'CO_APPLICANT', name: 'Maria Eriksson', total: 32_750, counted: true, lines: [line('Verifierad inkomst från banken (medianen av augusti–oktober 2026)', 32_750, true, 'Räknas: verifierad av banken.')] },
          ],
        }}
      />,
    );
    expect(screen.getByText(/Dina inkomster som räknas: 57\s750 kr i månaden\. Kravet är 24\s000 kr i månaden\. Din medsökandes inkomster räknas med\./)).toBeTruthy();
    const erik = within(screen.getByRole('list', { name: 'Inkomster för Erik Eriksson' })).getAllByRole('listitem');
    expect(erik.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Verifierad inkomst från banken \(medianen av augusti–oktober 2026\): 25\s000 kr i månaden \(verifierad av banken\)Räknas: verifierad av banken\.$/),
      expect.stringMatching(/^Tillsvidareanställning, Uppsala kommun: 24\s000 kr i månadenRäknas inte: den verifierade inkomsten från banken ersätter den\.$/),
    ]);
    expect(within(screen.getByRole('list', { name: 'Inkomster för Maria Eriksson' })).getByText('(verifierad av banken)', { exact: false })).toBeTruthy();
  });
});
