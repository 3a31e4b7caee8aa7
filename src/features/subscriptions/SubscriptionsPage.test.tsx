// @vitest-environment jsdom
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RoutedMain } from '../../components/focus/RoutedMain';
import { possibleTypes, typePolicies } from '../../rules/cache/typePolicies';
import { clearToasts, toastQueueVar } from '../../components/toast/toastStore';
import {
  DeleteSubscriptionDocument,
  GetSubscriptionFilterDocument,
  GetSubscriptionsDocument,
  RenewSubscriptionDocument,
  SaveSubscriptionDocument,
} from '../../graphql/__generated__/hooks';
import { LISTING_STATE_STORAGE_KEY } from '../listings';
import { EMPTY_SUBSCRIPTION_FILTER, NAME_MAX_LENGTH, subscriptionMessages, type SubscriptionFilter } from '../../rules/subscriptions';
import { agencyProfileMock, envelope } from '../../test/publicPageMocks';
import SubscriptionsPage from './SubscriptionsPage';

const step = (value: number, label: string) => ({ __typename: 'FilterStep', value, label });
const region = (regionId: number, name: string) => ({ __typename: 'Region', regionId, name });
const filterOptions = {
  request: { query: GetSubscriptionFilterDocument },
  result: {
    data: {
      getSubscriptionFilter: {
        __typename: 'SubscriptionFilterResult',
        ...envelope,
        subscriptionFilter: {
          __typename: 'SubscriptionFilterOptions',
          categories: [
            { __typename: 'RentalObjectCategory', rentalObjectCategoryId: 'STUDENT', name: 'Studentbostad' },
            { __typename: 'RentalObjectCategory', rentalObjectCategoryId: 'VANLIG', name: 'Vanlig hyresrätt' },
            // The server hides these already; the form leaves them out again.
            { __typename: 'RentalObjectCategory', rentalObjectCategoryId: 'Custom', name: 'Egen kategori' },
          ],
          objectTypes: [{ __typename: 'RentalObjectCategory', rentalObjectCategoryId: 'LAGENHET', name: 'Lägenhet' }],
          landlords: [{ __typename: 'Landlord', landlordId: 8, name: 'Studentstaden' }],
          regions: [region(1, 'Uppsala centrum'), region(4, 'Knivsta')],
          districts: [
            { __typename: 'District', districtId: 102, name: 'Luthagen', label: 'Luthagen, Uppsala centrum', latitude: 59.86, longitude: 17.62, region: region(1, 'Uppsala centrum') },
            { __typename: 'District', districtId: 401, name: 'Centrala Knivsta', label: 'Centrala Knivsta, Knivsta', latitude: 59.72, longitude: 17.78, region: region(4, 'Knivsta') },
          ],
          areaSteps: [step(50, '50 m²'), step(75, '75 m²'), step(100, '100 m²')],
          rentSteps: [step(5000, '5 000 kr'), step(8000, '8 000 kr'), step(10000, '10 000 kr')],
          roomSteps: [1, 2, 3, 4, 5].map((n) => step(n, `${n} rum`)),
        },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

interface Sub {
  subscriptionId: number;
  name: string;
  daysRemainToExpire?: number;
  isExpired?: boolean;
  sendNotifications?: boolean;
  filter?: Partial<SubscriptionFilter>;
}
const subscription = ({ subscriptionId, name, daysRemainToExpire = 180, isExpired = false, sendNotifications = true, filter = {} }: Sub) => ({
  __typename: 'RentalObjectSubscription',
  subscriptionId,
  name,
  sendNotifications,
  daysRemainToExpire,
  warningIntervalDays: 14,
  isExpired,
  expiresAt: '2027-05-22T10:00:00.000Z',
  created: '2026-11-22T10:00:00.000Z',
  filter: { __typename: 'SubscriptionFilter', ...EMPTY_SUBSCRIPTION_FILTER, ...filter },
});
const list = (subs: Sub[]) => ({
  request: { query: GetSubscriptionsDocument },
  result: { data: { getSubscriptions: { __typename: 'SubscriptionsResult', error: false, errorText: null, subscriptions: subs.map(subscription) } } },
});

function setup(mocks: unknown[], path = '/profile/subscriptions') {
  render(
    <MockedProvider mocks={[agencyProfileMock, filterOptions, ...mocks] as never} cache={new InMemoryCache({ typePolicies, possibleTypes })}>
      <div id="root">
        <MemoryRouter initialEntries={[path]}>
          <RoutedMain>
            <Routes>
              <Route path="/profile/subscriptions/:subscriptionId?" element={<SubscriptionsPage />} />
            </Routes>
          </RoutedMain>
        </MemoryRouter>
      </div>
    </MockedProvider>,
  );
  return userEvent.setup();
}

const toasts = () => toastQueueVar().map((t) => `${t.kind}: ${t.message}`);

describe('SubscriptionsPage', () => {
  beforeEach(() => clearToasts());
  afterEach(() => clearToasts());

  it('lists the searches with the filter in words, the e-mail flag and the expiry wording', async () => {
    setup([
      list([
        { subscriptionId: 1, name: 'Centralt', daysRemainToExpire: 5, filter: { roomsMin: 2, roomsMax: 4, rentMax: 8000, balcony: true, regionIds: [1], districtIds: [102], rentalObjectCategoryIds: ['STUDENT', 'LAGENHET'], landlordIds: [8] } },
        { subscriptionId: 2, name: 'Sista dagen', daysRemainToExpire: 0, sendNotifications: false },
        { subscriptionId: 3, name: 'I morgon', daysRemainToExpire: 1 },
        { subscriptionId: 4, name: 'Långt kvar', daysRemainToExpire: 15 },
        { subscriptionId: 5, name: 'Gammal', daysRemainToExpire: 0, isExpired: true },
      ]),
    ]);
    const card = (name: string) => screen.getByRole('article', { name });
    await screen.findByRole('heading', { level: 3, name: 'Centralt' });
    await waitFor(() => expect(within(card('Centralt')).getByRole('list', { name: 'Sökvillkor' })).toBeInTheDocument());
    const parts = within(within(card('Centralt')).getByRole('list', { name: 'Sökvillkor' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(parts).toEqual(['Studentbostad, Lägenhet', 'Balkong/uteplats', '2–4 rum', 'högst 8 000 kr', 'Hyresvärd: Studentstaden', 'Kommun: Uppsala centrum', 'Område: Luthagen']);
    expect(card('Centralt')).toHaveTextContent('E-post: på');
    expect(card('Centralt')).toHaveTextContent('Bevakningen går ut om 5 dagar.');
    expect(card('Sista dagen')).toHaveTextContent('E-post: av');
    expect(card('Sista dagen')).toHaveTextContent('Bevakningen går ut idag.');
    expect(card('I morgon')).toHaveTextContent('Bevakningen går ut imorgon.');
    expect(card('Långt kvar')).not.toHaveTextContent('Bevakningen går ut');
    expect(card('Långt kvar')).toHaveTextContent('Gäller till 2027-05-22.');
    expect(card('Gammal')).toHaveTextContent(subscriptionMessages.expired);
    expect(card('Gammal')).not.toHaveTextContent('Bevakningen går ut');
  });

  it('asks for a name first, then saves a new search, says so and shows it in the list with focus on it', async () => {
    const saved = { subscriptionId: 7, name: 'Knivsta', filter: { regionIds: [4], roomsMin: 2 } };
    const user = setup([
      list([]),
      {
        request: {
          query: SaveSubscriptionDocument,
          variables: { subscription: { name: 'Knivsta', sendNotifications: true, filter: { ...EMPTY_SUBSCRIPTION_FILTER, roomsMin: 2, regionIds: [4] } } },
        },
        result: { data: { saveSubscription: { __typename: 'SaveSubscriptionResult', ...envelope, subscriptionId: 7 } } },
      },
      list([saved]),
    ]);
    await screen.findByText('Du har inga bevakningar.');
    await user.click(screen.getByRole('button', { name: 'Ny bevakning' }));
    const name = await screen.findByLabelText('Namn');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Ny bevakning' })).toHaveFocus());
    // Hidden categories are not offered.
    expect(screen.getByRole('group', { name: 'Boendetyp' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Studentbostad' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Egen kategori' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Spara bevakning' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(subscriptionMessages.nameRequired)).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Formuläret innehåller fel' })).toHaveFocus();

    await user.type(name, 'Knivsta');
    await user.click(screen.getByRole('checkbox', { name: 'Knivsta' }));
    // Only the chosen municipality's areas are offered.
    expect(screen.getByRole('checkbox', { name: 'Centrala Knivsta, Knivsta' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Luthagen, Uppsala centrum' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Minsta antal rum'), '2 rum');
    await user.click(screen.getByRole('button', { name: 'Spara bevakning' }));

    const heading = await screen.findByRole('heading', { level: 3, name: 'Knivsta' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(toasts()).toEqual([`success: ${subscriptionMessages.saved}`]);
    expect(screen.queryByRole('button', { name: 'Spara bevakning' })).not.toBeInTheDocument();
  });

  it('shows the range rule under the field', async () => {
    const user = setup([list([])], '/profile/subscriptions?new=1');
    await screen.findByLabelText('Namn');
    await user.type(screen.getByLabelText('Namn'), 'Fel');
    await user.selectOptions(screen.getByLabelText('Lägsta hyra'), '10 000 kr');
    await user.selectOptions(screen.getByLabelText('Högsta hyra'), '5 000 kr');
    await user.click(screen.getByRole('button', { name: 'Spara bevakning' }));
    expect(screen.getByLabelText('Lägsta hyra')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: subscriptionMessages.rentRange })).toBeInTheDocument();
  });

  it('takes a name of at most the rule’s length', async () => {
    const user = setup([list([])], '/profile/subscriptions?new=1');
    const name = await screen.findByLabelText('Namn');
    await user.click(name);
    await user.paste('x'.repeat(NAME_MAX_LENGTH + 20));
    expect(name).toHaveValue('x'.repeat(NAME_MAX_LENGTH));
  });

  it('refuses a sixth search at five without opening the form', async () => {
    const user = setup([list([1, 2, 3, 4, 5].map((n) => ({ subscriptionId: n, name: `Bevakning ${n}` })))]);
    await screen.findByRole('heading', { level: 3, name: 'Bevakning 5' });
    expect(screen.queryByText(subscriptionMessages.tooMany)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ny bevakning' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Man kan inte ha fler än fem samtidiga bevakningar.');
    expect(screen.queryByLabelText('Namn')).not.toBeInTheDocument();
  });

  it("shows the server's refusal as an error toast that stays", async () => {
    const text = subscriptionMessages.tooMany;
    const user = setup(
      [
        list([]),
        {
          request: { query: SaveSubscriptionDocument, variables: { subscription: { name: 'Sjätte', sendNotifications: true, filter: EMPTY_SUBSCRIPTION_FILTER } } },
          result: {
            data: { saveSubscription: { __typename: 'SaveSubscriptionResult', error: true, errorText: text, validationErrors: [{ __typename: 'ValidationError', code: 'subscription', text }], subscriptionId: null } },
          },
        },
      ],
      '/profile/subscriptions?new=1',
    );
    await user.type(await screen.findByLabelText('Namn'), 'Sjätte');
    await user.click(screen.getByRole('button', { name: 'Spara bevakning' }));
    await waitFor(() => expect(toasts()).toEqual([`error: ${text}`]));
    expect(screen.getByLabelText('Namn')).toHaveValue('Sjätte');
  });

  it('says when the search in the address does not exist, and still lists the others', async () => {
    setup([list([{ subscriptionId: 1, name: 'Centralt' }])], '/profile/subscriptions/99');
    expect(await screen.findByText('Bevakningen finns inte.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Centralt' })).toBeInTheDocument();
  });

  it('fills a new search in from the vacant homes list filter with ?fromListing=1', async () => {
    sessionStorage.setItem(
      LISTING_STATE_STORAGE_KEY,
      JSON.stringify({ filter: { regionIds: [4], rentMax: 8000, balcony: true, categoryIds: ['STUDENT'], objectTypeIds: ['LAGENHET'] }, sort: 'startDate', viewMode: 0, filterOpen: true }),
    );
    try {
      setup([list([])], '/profile/subscriptions?fromListing=1');
      expect(await screen.findByLabelText('Namn')).toHaveValue('');
      expect(screen.getByRole('heading', { name: 'Ny bevakning' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Knivsta' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Uppsala centrum' })).not.toBeChecked();
      expect(screen.getByLabelText('Högsta hyra')).toHaveValue('8000');
      expect(screen.getByRole('checkbox', { name: 'Balkong/uteplats' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Studentbostad' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Lägenhet' })).toBeChecked();
    } finally {
      sessionStorage.clear();
    }
  });

  it('opens the form filled in for /<id>?edit=1', async () => {
    setup([list([{ subscriptionId: 3, name: 'Luthagen', sendNotifications: false, filter: { rentMax: 8000, districtIds: [102], rentalObjectCategoryIds: ['LAGENHET'] } }])], '/profile/subscriptions/3?edit=1');
    expect(await screen.findByLabelText('Namn')).toHaveValue('Luthagen');
    expect(screen.getByRole('heading', { name: 'Ändra bevakning' })).toBeInTheDocument();
    expect(screen.getByLabelText('Högsta hyra')).toHaveValue('8000');
    expect(screen.getByRole('checkbox', { name: 'Lägenhet' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Luthagen, Uppsala centrum' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Skicka e-post när nya bostäder matchar' })).not.toBeChecked();
  });

  it('renews a search and deletes one after confirming', async () => {
    const user = setup([
      list([
        { subscriptionId: 1, name: 'Centralt', daysRemainToExpire: 3 },
        { subscriptionId: 2, name: 'Knivsta' },
      ]),
      {
        request: { query: RenewSubscriptionDocument, variables: { subscriptionId: 1 } },
        result: { data: { renewSubscription: { __typename: 'RenewSubscriptionResult', ...envelope, subscription: subscription({ subscriptionId: 1, name: 'Centralt', daysRemainToExpire: 182 }) } } },
      },
      {
        request: { query: DeleteSubscriptionDocument, variables: { subscriptionId: 2 } },
        result: { data: { deleteSubscription: { __typename: 'MutationResult', error: false, errorText: null, validationErrors: [] } } },
      },
    ]);
    const centralt = await screen.findByRole('article', { name: 'Centralt' });
    expect(centralt).toHaveTextContent('Bevakningen går ut om 3 dagar.');
    await user.click(within(centralt).getByRole('button', { name: 'Förnya' }));
    await waitFor(() => expect(centralt).not.toHaveTextContent('Bevakningen går ut'));
    expect(toasts()).toEqual([`success: ${subscriptionMessages.renewed}`]);

    await user.click(within(screen.getByRole('article', { name: 'Knivsta' })).getByRole('button', { name: 'Ta bort' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Ta bort bevakningen?' });
    expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Knivsta' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(toasts()).toContain(`success: ${subscriptionMessages.deleted}`);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Dina bevakningar' })).toHaveFocus());
  });
});
