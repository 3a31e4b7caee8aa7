// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { clearToasts, toastQueueVar } from '../../components/toast/toastStore';
import { staffApplicantMessages } from '../../rules/staff-applicants';
import { StaffApplicantDocument } from '../../../operations/staff/applicants/__generated__/StaffApplicant';
import type { StaffApplicantCardFieldsFragment } from '../../../operations/staff/applicants/__generated__/StaffApplicantCardFields';
import { StaffIssueWarningDocument } from '../../../operations/staff/applicants/__generated__/StaffIssueWarning';
import { StaffRevealPersonalIdentityNumberDocument } from '../../../operations/staff/applicants/__generated__/StaffRevealPersonalIdentityNumber';
import { ApplicantCardPage } from './ApplicantCardPage';

const WAIT = { timeout: 5000 };

const card = (over: Partial<StaffApplicantCardFieldsFragment> = {}) => ({
  __typename: 'StaffApplicantCard' as const,
  applicantId: 7,
  firstName: 'Vera',
  lastName: 'Varnqvist',
  maskedPersonalIdentityNumber: '19780311-XXXX',
  dateOfBirth: '1978-03-11',
  email: 'vera@example.se',
  emailSecondary: null,
  mobile: '0701234567',
  phone: null,
  address: 'Dragarbrunnsgatan 40, 753 20 Uppsala',
  accountType: 'QUEUE_ACCOUNT',
  statusText: 'I bostadskön',
  queueDate: '2026-11-25',
  queueFeeValidToDate: '2027-11-24',
  registered: '2026-11-25T01:00:00.000Z',
  deregistered: null,
  coApplicant: null,
  orders: [],
  payments: [],
  housing: null,
  incomes: [],
  documents: [],
  applications: [],
  applicationsTotal: 0,
  warnings: [],
  blocks: [],
  blocked: false,
  maxWarnings: 1,
  notes: [],
  ...over,
});

const warning = { __typename: 'StaffApplicantWarning' as const, warningId: 1, reason: 'Uteblev', created: '2026-11-25T01:00:00.000Z', validFromDate: '2026-11-25', validToDate: '2027-11-25', inForce: true, revokedAt: null, revokedReason: null };
const block = { __typename: 'StaffApplicantBlock' as const, blockId: 3, landlord: null, start: '2026-11-25', end: '2027-05-25', reason: 'Två varningar inom 12 månader', inForce: true, endedAt: null };

function setup(mocks: MockLink.MockedResponse[]) {
  const router = createMemoryRouter([{ path: '/sokande/:applicantId', element: <ApplicantCardPage /> }], { initialEntries: ['/sokande/7'] });
  render(
    <MockedProvider mocks={[{ request: { query: StaffApplicantDocument, variables: { applicantId: 7 } }, result: { data: { staffApplicant: card() } } }, ...mocks]}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return { user: userEvent.setup(), router };
}

beforeEach(() => clearToasts());

describe('ApplicantCardPage', () => {
  it('shows the personnummer masked until "Visa personnummer", and never puts it in the URL', async () => {
    const revealed = vi.fn(() => ({
      data: { staffRevealPersonalIdentityNumber: { __typename: 'StaffRevealResult', error: false, errorText: null, validationErrors: [], personalIdentityNumber: '197803112387' } },
    }));
    const { user, router } = setup([{ request: { query: StaffRevealPersonalIdentityNumberDocument, variables: { applicantId: 7 } }, result: revealed }]);
    const details = await screen.findByRole('region', { name: 'Uppgifter' }, WAIT);
    expect(details).toHaveTextContent('19780311-XXXX');
    expect(details).not.toHaveTextContent('2387');
    await user.click(within(details).getByRole('button', { name: 'Visa personnummer' }));
    expect(await within(details).findByText('19780311-2387', {}, WAIT)).toBeInTheDocument();
    expect(revealed).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname + router.state.location.search).toBe('/sokande/7');
    await user.click(within(details).getByRole('button', { name: 'Dölj personnummer' }));
    expect(details).not.toHaveTextContent('2387');
  });

  it('refuses a warning without a reason, then gives one and says the applicant is now blocked', async () => {
    const given = vi.fn(() => ({
      data: {
        staffIssueWarning: {
          __typename: 'StaffApplicantChangeResult',
          error: false,
          errorText: null,
          validationErrors: [],
          automaticBlock: { __typename: 'StaffApplicantBlock', blockId: 3, start: '2026-11-25', end: '2027-05-25', reason: 'Två varningar inom 12 månader' },
          applicant: card({ warnings: [warning, { ...warning, warningId: 2 }], blocks: [block], blocked: true }),
        },
      },
    }));
    const { user } = setup([{ request: { query: StaffIssueWarningDocument, variables: { applicantId: 7, reason: 'Svarade inte' } }, result: given }]);
    const warnings = await screen.findByRole('region', { name: 'Varningar' }, WAIT);
    await user.click(within(warnings).getByRole('button', { name: 'Ge varning' }));
    expect(await within(warnings).findAllByText(staffApplicantMessages.reasonRequired, {}, WAIT)).not.toHaveLength(0);
    expect(given).not.toHaveBeenCalled();
    await user.type(within(warnings).getByLabelText(/Skäl till varningen/), 'Svarade inte');
    await user.click(within(warnings).getByRole('button', { name: 'Ge varning' }));
    expect(await screen.findByText('Sökanden är spärrad och kan inte anmäla intresse.', {}, WAIT)).toBeInTheDocument();
    expect(given).toHaveBeenCalledTimes(1);
    expect(toastQueueVar().map((t) => t.message)).toContain('Varningen är registrerad. Sökanden är spärrad till och med 2027-05-25 (två varningar inom 12 månader).');
    expect(within(screen.getByRole('region', { name: 'Spärrar' })).getByRole('table', { name: 'Spärrar' })).toHaveTextContent('Alla hyresvärdar');
  });
});
