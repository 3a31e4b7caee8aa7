// @vitest-environment jsdom
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { possibleTypes, typePolicies } from '../../rules/cache/typePolicies';
import { clearToasts, toastQueueVar } from '../../components/toast/toastStore';
import {
  AccountType,
  GetAgencyProfileDocument,
  GetApplicantDocument,
  GetApplicantWarningsAndBlocksQueryDocument,
  GetCoApplicantDocument,
  GetCoApplicantRequestDocument,
  GetIsNewsletterSubscriberDocument,
  GetQueueTimesDocument,
  NewsletterSubscribeDocument,
} from '../../graphql/__generated__/hooks';
import AccountPage from './AccountPage';

// The leave-queue section is the other area's, tested there.
vi.mock('../leave-queue/LeaveQueueSection', () => ({ LeaveQueueSection: () => null }));
// So are the queue fee, autopay and upgrade sections (features/payments).
vi.mock('../payments/account/QueueFeeSection', () => ({ QueueFeeSection: () => null }));
vi.mock('../payments/account/UpgradeSection', () => ({ UpgradeSection: () => null }));

const envelope = { error: false, errorText: null, validationErrors: [] };
const EMAIL = 'anna.andersson@example.se';
const LIST = 'list-1';

const applicant = {
  __typename: 'Applicant',
  applicantId: 1,
  firstName: 'Anna',
  lastName: 'Andersson',
  personalIdentityNumber: '199001012385',
  dateOfBirth: '1990-01-01',
  email: EMAIL,
  emailSecondary: null,
  phone: null,
  mobile: '0701234567',
  hasPaid: true,
  queueDate: '2023-11-22',
  queueFeeValidToDate: '2027-07-22',
  pendingQueueFeeOrderDueDate: null,
  isStudent: false,
  subscribeNewsletter: false,
  doNotWantPhysicalMail: false,
  needToUpdateContact: false,
  identificationDocumentStatus: null,
  accountType: AccountType.QueueAccount,
  paymentPeriod: 'YEARLY',
  address: { __typename: 'Address', careOf: null, street: 'Dragarbrunnsgatan 12', zipcode: '753 20', city: 'Uppsala', country: 'Sverige' },
  applicantStatus: { __typename: 'ApplicantStatus', applicantStatusId: 1, name: 'QUEUE' },
};

const profile = (queueTimeHidden: boolean) => ({
  request: { query: GetAgencyProfileDocument },
  result: {
    data: {
      getAgencyProfile: {
        __typename: 'AgencyProfileResult',
        error: false,
        errorText: null,
        agencyProfile: {
          __typename: 'AgencyProfile',
          agencyCode: 'UBF',
          productName: 'Bostadskön',
          queueFeePrice: 305,
          maxWarnings: 1,
          newsletterEnabled: true,
          queueTimeHidden,
          newsletterListId: LIST,
        },
      },
    },
  },
});

const check = (answer: { error: boolean; isSubscriber: boolean | null }) => ({
  request: { query: GetIsNewsletterSubscriberDocument, variables: { list_id: LIST, email: EMAIL } },
  result: {
    data: {
      getIsNewsletterSubscriber: {
        __typename: 'NewsletterSubscriberResult',
        error: answer.error,
        errorText: answer.error ? 'Det gick inte att hämta status för nyhetsbrevet just nu.' : null,
        validationErrors: [],
        isSubscriber: answer.isSubscriber,
      },
    },
  },
});

const noRequest = { __typename: 'CoApplicantRequest', coApplicantRequestFound: false, applicantId: null, applicantName: null };

// The page's queries, answered every time they are asked like the server would: on a loaded machine a lazy panel can
// suspend the page after its queries went out, and the remount asks again (cache-and-network) — a mock used once then
// answered the newsletter check with an error and hid the tab (CI, stop 18).
function baseMocks(options: { queueTimeHidden?: boolean; newsletter?: ReturnType<typeof check> } = {}) {
  return pageMocks(options).map((mock) => ({ ...mock, maxUsageCount: Number.POSITIVE_INFINITY }));
}

function pageMocks({ queueTimeHidden = true, newsletter = check({ error: false, isSubscriber: false }) } = {}) {
  return [
    { request: { query: GetApplicantDocument }, result: { data: { getApplicant: { __typename: 'ApplicantResult', ...envelope, applicant } } } },
    profile(queueTimeHidden),
    {
      request: { query: GetApplicantWarningsAndBlocksQueryDocument },
      result: {
        data: {
          getApplicantWarningsAndBlocksQuery: {
            __typename: 'WarningsAndBlocksResult',
            ...envelope,
            warningsAndBlocks: { __typename: 'WarningsAndBlocks', warnings: [], blocks: [], applicantMyPagesBlock: [] },
          },
        },
      },
    },
    newsletter,
    {
      request: { query: GetCoApplicantDocument },
      result: {
        data: {
          getCoApplicant: {
            __typename: 'CoApplicantResult',
            ...envelope,
            coApplicant: { __typename: 'CoApplicant', coApplicantFound: false, applicantId: null, applicantName: null, isHead: false },
          },
        },
      },
    },
    {
      request: { query: GetCoApplicantRequestDocument },
      result: { data: { getCoApplicantRequest: { __typename: 'CoApplicantRequestResult', ...envelope, coApplicantRequest: noRequest, sentRequest: noRequest } } },
    },
    {
      request: { query: GetQueueTimesDocument },
      result: {
        data: { getQueueTimes: { __typename: 'QueueTimesResult', ...envelope, queueTimes: [{ __typename: 'QueueTime', name: 'Bostadskön', queueDate: '2023-11-22', type: 'QUEUE' }] } },
      },
    },
  ];
}

function setup(mocks: unknown[], path = '/profile/account') {
  render(
    <MockedProvider mocks={mocks as never} cache={new InMemoryCache({ typePolicies, possibleTypes })}>
      <MemoryRouter initialEntries={[path]}>
        <AccountPage />
      </MemoryRouter>
    </MockedProvider>,
  );
  return userEvent.setup();
}

describe('AccountPage', () => {
  beforeAll(() => {
    // jsdom does not lay out, so it has no scrollIntoView.
    Element.prototype.scrollIntoView = vi.fn();
  });
  beforeEach(() => clearToasts());
  afterEach(() => clearToasts());

  it('shows the details and the settings tabs, the newsletter among them', async () => {
    setup(baseMocks());
    expect(await screen.findByText('Anna Andersson')).toBeInTheDocument();
    expect(screen.getByText('19900101-XXXX')).toBeInTheDocument();
    const tablist = screen.getByRole('tablist', { name: 'Kontoinställningar' });
    await waitFor(() =>
      expect(within(tablist).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Kontaktuppgifter', 'Medsökande', 'Lösenord', 'Nyhetsbrev']),
    );
    expect(screen.getByRole('tab', { name: 'Kontaktuppgifter' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Kontaktuppgifter' })).toHaveAttribute('id', 'settings-contact');
  });

  it('hides the queue times when the agency profile says queueTimeHidden', async () => {
    setup(baseMocks({ queueTimeHidden: true }));
    await screen.findByText('Anna Andersson');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Nyhetsbrev' })).toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Kötid' })).not.toBeInTheDocument();
    expect(screen.queryByText(/2023-11-22/)).not.toBeInTheDocument();
  });

  it('shows the queue times when the agency does not hide them', async () => {
    setup(baseMocks({ queueTimeHidden: false }));
    expect(await screen.findByRole('heading', { name: 'Kötid' })).toBeInTheDocument();
    expect(await screen.findByText('Ködatum 2023-11-22')).toBeInTheDocument();
  });

  it('hides the newsletter tab when the check fails', async () => {
    setup(baseMocks({ newsletter: check({ error: true, isSubscriber: null }) }));
    await screen.findByText('Anna Andersson');
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Nyhetsbrev' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('tab')).toHaveLength(3);
  });

  it('opens the tab the anchor names and moves focus to it', async () => {
    setup(baseMocks(), '/profile/account#settings-coapplicant');
    await screen.findByText('Anna Andersson');
    expect(screen.getByRole('tab', { name: 'Medsökande' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(document.getElementById('settings-coapplicant')).toHaveFocus());
  });

  it('subscribes to the newsletter: pending, then succeeded with the new status', async () => {
    const user = setup([
      ...baseMocks(),
      {
        request: { query: NewsletterSubscribeDocument, variables: { email: EMAIL, list_id: LIST } },
        // Long enough that the pending state is certainly seen, even on a loaded machine.
        delay: 1500,
        result: { data: { newsletterSubscribe: { __typename: 'NewsletterResult', ...envelope, success: true } } },
      },
    ]);
    await user.click(await screen.findByRole('tab', { name: 'Nyhetsbrev' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Nyhetsbrev' });
    expect(await within(panel).findByText(/Du prenumererar inte på nyhetsbrevet/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Prenumerera' }));
    await waitFor(() => expect(within(panel).getByRole('region', { name: 'Nyhetsbrev' })).toHaveAttribute('aria-busy', 'true'));
    expect(await within(panel).findByText(/Du prenumererar på nyhetsbrevet till/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Avsluta prenumeration' })).toBeInTheDocument();
    expect(toastQueueVar().map((t) => t.message)).toEqual(['Du prenumererar nu på nyhetsbrevet']);
  });

  it('shows the matching message when a subscribe fails', async () => {
    const user = setup([
      ...baseMocks(),
      {
        request: { query: NewsletterSubscribeDocument, variables: { email: EMAIL, list_id: LIST } },
        result: {
          data: {
            newsletterSubscribe: {
              __typename: 'NewsletterResult',
              error: true,
              errorText: 'Det gick inte att prenumerera på nyhetsbrevet just nu. Försök igen senare.',
              validationErrors: [],
              success: false,
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('tab', { name: 'Nyhetsbrev' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Nyhetsbrev' });
    await user.click(await within(panel).findByRole('button', { name: 'Prenumerera' }));
    await waitFor(() =>
      expect(toastQueueVar().map((t) => `${t.kind}: ${t.message}`)).toEqual(['error: Det gick inte att prenumerera på nyhetsbrevet just nu. Försök igen senare.']),
    );
    expect(within(panel).getByRole('button', { name: 'Prenumerera' })).toBeInTheDocument();
  });
});
