// @vitest-environment jsdom
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { possibleTypes, typePolicies } from '../../app/apollo/typePolicies';
import { EMPTY_FILTER, LISTING_STATE_STORAGE_KEY, parseListingState, serializeListingState, DEFAULT_LISTING_STATE } from '../../rules/listings';
import { agencyProfileMock } from '../../test/publicPageMocks';
import ListingsPage from './ListingsPage';
import { filterOptionsMock, homesFailMock, homesMock, testHome } from './testHomes';

// The real map is another module's concern (and loads a map library): a stand-in shows what it was given.
vi.mock('../map/LazyListingMap', () => ({
  LazyListingMap: ({ objects, label }: { objects: readonly unknown[]; label: string }) => (
    <div role="region" aria-label={label}>
      {objects.length} markörer
    </div>
  ),
}));

const homes = [
  testHome(1, { rooms: 1, rent: 4000 }),
  testHome(2, { rooms: 2, rent: 6000 }),
  testHome(3, { rooms: 3, rent: 8000, isOpenForApplication: false }),
  testHome(4, { rooms: 4, rent: 9500, floor: null }),
];

function setup(mocks: unknown[] = [homesMock(homes), filterOptionsMock]) {
  const view = render(
    <MockedProvider mocks={[agencyProfileMock, ...mocks] as never} cache={new InMemoryCache({ typePolicies, possibleTypes })}>
      <MemoryRouter initialEntries={['/lediga-bostader']}>
        <ListingsPage />
      </MemoryRouter>
    </MockedProvider>,
  );
  return { user: userEvent.setup(), ...view };
}

const stored = () => parseListingState(sessionStorage.getItem(LISTING_STATE_STORAGE_KEY));
const count = () => screen.getByRole('status', { name: '' });
const cards = () => screen.queryAllByRole('article');
const store = (filter: Partial<typeof EMPTY_FILTER>, filterOpen = true) =>
  sessionStorage.setItem(LISTING_STATE_STORAGE_KEY, serializeListingState({ ...DEFAULT_LISTING_STATE, filter: { ...EMPTY_FILTER, ...filter }, filterOpen }));

describe('ListingsPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('filters by rooms and rent at once, and the count and the cards follow', async () => {
    const { user } = setup();
    expect(await screen.findByText('4 lediga bostäder')).toBeInTheDocument();
    expect(cards()).toHaveLength(4);

    const toggle = screen.getByRole('button', { name: 'Filtrera' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.selectOptions(screen.getByLabelText('Minsta antal rum'), '2 rum');
    expect(count()).toHaveTextContent('3 lediga bostäder');
    await user.selectOptions(screen.getByLabelText('Högsta hyra'), '8 000 kr');
    expect(count()).toHaveTextContent('2 lediga bostäder');
    expect(cards().map((card) => within(card).getByRole('link').textContent)).toEqual(['Testgatan 3', 'Testgatan 2']);
    expect(screen.getByRole('button', { name: 'Filtrera 2 filter valda' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Högsta hyra'), '6 000 kr');
    expect(count()).toHaveTextContent('1 ledig bostad');
  });

  it('writes the state to sessionStorage and restores it on the next visit', async () => {
    const first = setup();
    await screen.findByText('4 lediga bostäder');
    await first.user.click(screen.getByRole('button', { name: 'Filtrera' }));
    await first.user.selectOptions(screen.getByLabelText('Minsta antal rum'), '3 rum');
    await first.user.click(screen.getByRole('checkbox', { name: 'Hiss' }));
    await first.user.click(screen.getByRole('checkbox', { name: 'Hiss' }));
    await first.user.selectOptions(screen.getByLabelText('Sortera'), 'Lägst hyra');
    expect(stored()).toEqual({ ...DEFAULT_LISTING_STATE, filter: { ...EMPTY_FILTER, roomsMin: 3 }, sort: 'rentAsc', filterOpen: true });
    first.unmount();

    setup();
    expect(await screen.findByText('2 lediga bostäder')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Filtrera/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Minsta antal rum')).toHaveValue('3');
    expect(screen.getByLabelText('Sortera')).toHaveValue('rentAsc');
    expect(cards().map((card) => within(card).getByRole('link').textContent)).toEqual(['Testgatan 3', 'Testgatan 4']);
  });

  it('names the filters to loosen when nothing matches, and Rensa filter brings all homes back', async () => {
    store({ roomsMin: 5, rentMax: 5000 }, false);
    const { user } = setup();
    expect(await screen.findByRole('heading', { name: 'Inga bostäder matchar din sökning' })).toBeInTheDocument();
    expect(screen.getByText('Prova att ändra eller ta bort: Hyra, Antal rum.')).toBeInTheDocument();
    expect(count()).toHaveTextContent('0 lediga bostäder');

    await user.click(screen.getByRole('button', { name: 'Rensa filter' }));
    expect(count()).toHaveTextContent('4 lediga bostäder');
    expect(screen.queryByRole('heading', { name: 'Inga bostäder matchar din sökning' })).not.toBeInTheDocument();
    expect(stored().filter).toEqual(EMPTY_FILTER);
  });

  it('shows each home as a card with its image, link, facts, dates and a closed tag', async () => {
    setup();
    await screen.findByText('4 lediga bostäder');
    const card = cards().find((c) => within(c).queryByRole('link', { name: 'Testgatan 3' }))!;
    expect(within(card).getByRole('link', { name: 'Testgatan 3' })).toHaveAttribute('href', '/rental-object/RO00003');
    const image = within(card).getByRole('img', { name: 'Vardagsrum i Testgatan 3' });
    expect(image).toHaveAttribute('src', '/mypages/api/images/IMG3?size=list');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '320');
    expect(image).toHaveAttribute('loading', 'lazy');
    for (const text of ['Gränby, Uppsala', '3 rum', '60 m²', '8000 kr/mån', 'Våning 2', 'Inflyttning 2027-02-01', 'Sista anmälningsdag 2026-12-31', 'Stängd för intresseanmälan']) {
      expect(card).toHaveTextContent(text);
    }
    const open = cards().find((c) => within(c).queryByRole('link', { name: 'Testgatan 4' }))!;
    expect(open).not.toHaveTextContent('Stängd för intresseanmälan');
    expect(open).not.toHaveTextContent('Våning');
    expect(screen.getByRole('link', { name: 'Spara sökningen som bevakning' })).toHaveAttribute('href', '/profile/subscriptions?fromListing=1');
  });

  it('offers only the chosen regions’ districts, labelled with their region, and drops districts outside them', async () => {
    store({});
    const { user } = setup();
    await screen.findByText('4 lediga bostäder');
    // The choices come with their own query, which may answer after the homes.
    await screen.findByRole('group', { name: 'Område' });
    const districts = () =>
      within(screen.getByRole('group', { name: 'Område' }))
        .getAllByRole<HTMLInputElement>('checkbox')
        .map((c) => c.labels?.[0]?.textContent);
    expect(districts()).toEqual(['Centrum, Knivsta', 'Gränby, Uppsala', 'Årsta, Uppsala']);

    await user.click(screen.getByRole('checkbox', { name: 'Centrum, Knivsta' }));
    expect(count()).toHaveTextContent('2 lediga bostäder');
    await user.click(within(screen.getByRole('group', { name: 'Kommun/region' })).getByRole('checkbox', { name: 'Uppsala' }));
    expect(districts()).toEqual(['Gränby, Uppsala', 'Årsta, Uppsala']);
    expect(stored().filter).toMatchObject({ regionIds: [1], districtIds: [] });
    expect(count()).toHaveTextContent('2 lediga bostäder');
  });

  it('switches between list and map with pressed toggle buttons, and remembers the view', async () => {
    const { user } = setup();
    await screen.findByText('4 lediga bostäder');
    const list = screen.getByRole('button', { name: 'Lista' });
    const map = screen.getByRole('button', { name: 'Karta' });
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(map).toHaveAttribute('aria-pressed', 'false');

    await user.click(map);
    expect(map).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('region', { name: 'Karta över lediga bostäder' })).toHaveTextContent('4 markörer');
    expect(screen.queryByRole('link', { name: 'Testgatan 1' })).not.toBeInTheDocument();
    expect(stored().viewMode).toBe(1);
  });

  it.each([
    ['the server’s text', 'Tjänsten är stängd.', 'Tjänsten är stängd.'],
    ['a generic text when the request fails', null, 'Vi kunde inte hämta lediga bostäder just nu.'],
  ])('shows %s when the homes cannot be loaded', async (_, errorText, shown) => {
    setup([homesFailMock(errorText), filterOptionsMock]);
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
