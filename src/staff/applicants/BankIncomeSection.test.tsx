// @vitest-environment jsdom
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaffApplicantBankIncomeDocument } from '../../../operations/staff/applicants/__generated__/StaffApplicantBankIncome';
import { clearToasts, toastQueueVar } from '../../components/toast/toastStore';
import { BankIncomeSection, monthText } from './BankIncomeSection';

const WAIT = { timeout: 5000 };

const answer = (over: Record<string, unknown> = {}) => ({
  data: {
    staffApplicantBankIncome: {
      __typename: 'StaffApplicantBankIncomeResult',
      error: false,
      errorText: null,
      connections: [
        {
          __typename: 'StaffApplicantBankConnection',
          connectionId: 4,
          bank: 'Handelsbanken',
          accounts: ['Lönekonto •••• 1234'],
          connected: '2026-11-20T09:00:00.000Z',
          lastFetch: '2026-11-20T09:00:00.000Z',
          consentExpires: '2027-02-20',
          status: 'ACTIVE',
          statusText: 'Aktivt medgivande',
          counts: true,
        },
      ],
      months: [
        {
          __typename: 'StaffApplicantBankIncomeMonth',
          year: 2026,
          month: 10,
          salaryFormated: '30 000 kr',
          studentAidFormated: '0 kr',
          pensionFormated: '0 kr',
          socialInsuranceFormated: '0 kr',
          otherIncomeFormated: '100 kr',
          totalFormated: '30 100 kr',
          verifiableFormated: '30 000 kr',
        },
      ],
      verifiedMonthlyIncomeFormated: '30 000 kr',
      verifiedMonths: [{ __typename: 'StaffApplicantBankVerifiedMonth', year: 2026, month: 10, verifiableFormated: '30 000 kr' }],
      ...over,
    },
  },
});

function setup(result: () => ReturnType<typeof answer>) {
  render(
    <MockedProvider mocks={[{ request: { query: StaffApplicantBankIncomeDocument, variables: { applicantId: 7 } }, result, maxUsageCount: 5 }]}>
      <BankIncomeSection applicantId={7} />
    </MockedProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => clearToasts());

describe('BankIncomeSection', () => {
  it('asks the server only on "Visa bankuppgifter", shows the verified income, banks and months, and hides them again', async () => {
    const asked = vi.fn(() => answer());
    const user = setup(asked);
    const section = screen.getByRole('region', { name: 'Verifierade inkomster (bank)' });
    expect(asked).not.toHaveBeenCalled();
    const button = within(section).getByRole('button', { name: 'Visa bankuppgifter' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(await within(section).findByRole('table', { name: 'Anslutna banker' }, WAIT)).toHaveTextContent('Lönekonto •••• 1234');
    expect(asked).toHaveBeenCalledTimes(1);
    expect(section).toHaveTextContent('Verifierad månadsinkomst30 000 kr');
    expect(section).toHaveTextContent('oktober 2026: 30 000 kr');
    expect(within(section).getByRole('table', { name: /Inkomster per månad/ })).toHaveTextContent('30 100 kr');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(section).getByRole('button', { name: 'Dölj bankuppgifter' }));
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('says so when the applicant has connected no bank', async () => {
    const user = setup(() => answer({ connections: [], months: [], verifiedMonthlyIncomeFormated: null, verifiedMonths: [] }));
    await user.click(screen.getByRole('button', { name: 'Visa bankuppgifter' }));
    expect(await screen.findByText('Sökanden har inte anslutit någon bank.', {}, WAIT)).toBeInTheDocument();
  });

  it('shows the server’s refusal as a toast and nothing else', async () => {
    const user = setup(() => answer({ error: true, errorText: 'Sökanden finns inte', connections: [], months: [], verifiedMonthlyIncomeFormated: null, verifiedMonths: [] }));
    await user.click(screen.getByRole('button', { name: 'Visa bankuppgifter' }));
    await vi.waitFor(() => expect(toastQueueVar().map((t) => t.message)).toContain('Sökanden finns inte'), WAIT);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('names a month in Swedish', () => {
    expect(monthText(2026, 1)).toBe('januari 2026');
    expect(monthText(2026, 12)).toBe('december 2026');
  });
});
