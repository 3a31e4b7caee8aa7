// @vitest-environment jsdom
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { possibleTypes, typePolicies } from '../../rules/cache/typePolicies';
import { EMPTY_FILTER, PAGE_SIZE } from '../../rules/listings';
import { LISTING_STATE_STORAGE_KEY, parseListingState, serializeListingState, DEFAULT_LISTING_STATE } from './listingState';
import { LIST_SCROLL_STORAGE_KEY, serializeScrollMemory } from './scrollMemory';
import { agencyProfileMock } from '../../test/publicPageMocks';
import ListingsPage from './ListingsPage';
import { filterOptionsMock, homesFailMock, homesMock, pointsMock, testHome } from './testHomes';

// The real map is another module's concern (and loads a map library): a stand-in shows what it was given.
vi.mock('../map/LazyListingMap', () => ({
  LazyListingMap: ({ objects, label }: { objects: readonly { rentalObjectId: string }[] | null; label: string }) => (
    <div role="region" aria-label={label}>
      {objects ? `${objects.length} markörer: ${objects.map((o) => o.rentalObjectId).join(' ')}` : 'Kartan laddas…'}
    </div>
  ),
}));

const homes = [
  testHome(1, { rooms: 1, rent: 4000 }),
  testHome(2, { rooms: 2, rent: 6000 }),
  testHome(3, { rooms: 3, rent: 8000, isOpenForApplication: false }),
  testHome(4, { rooms: 4, rent: 9500, floor: null }),
];

function setup(mocks: unknown[] = [homesMock(homes), pointsMock(homes), filterOptionsMock]) {
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
    const server = homesMock(homes);
    const { user } = setup([server, pointsMock(homes), filterOptionsMock]);
    expect(await screen.findByText('4 lediga bostäder')).toBeInTheDocument();
    expect(cards()).toHaveLength(4);

    const toggle = screen.getByRole('button', { name: 'Filtrera' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.selectOptions(screen.getByLabelText('Minsta antal rum'), '2 rum');
    await waitFor(() => expect(count()).toHaveTextContent('3 lediga bostäder'));
    await user.selectOptions(screen.getByLabelText('Högsta hyra'), '8 000 kr');
    await waitFor(() => expect(count()).toHaveTextContent('2 lediga bostäder'));
    expect(cards().map((card) => within(card).getByRole('link').textContent)).toEqual(['Testgatan 3', 'Testgatan 2']);
    expect(screen.getByRole('button', { name: 'Filtrera 2 filter valda' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Högsta hyra'), '6 000 kr');
    await waitFor(() => expect(count()).toHaveTextContent('1 ledig bostad'));
    // The server got the filter in the input's shape, with only the parts in use.
    expect(server.requests.at(-1)).toEqual({ filter: { roomsMin: 2, rentMax: 6000 }, sort: 'startDate', skip: 0, take: PAGE_SIZE });
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
    await waitFor(() => expect(count()).toHaveTextContent('4 lediga bostäder'));
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
    // The first cards' images load at once (they are in view); the rest when they near the window.
    expect(cards().map((c) => within(c).getByRole('img').getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy']);
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
    await waitFor(() => expect(count()).toHaveTextContent('2 lediga bostäder'));
    await user.click(within(screen.getByRole('group', { name: 'Kommun/region' })).getByRole('checkbox', { name: 'Uppsala' }));
    expect(districts()).toEqual(['Gränby, Uppsala', 'Årsta, Uppsala']);
    expect(stored().filter).toMatchObject({ regionIds: [1], districtIds: [] });
    await waitFor(() => expect(cards().map((card) => within(card).getByRole('link').textContent)).toEqual(['Testgatan 3', 'Testgatan 1']));
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
    // The map gets the light points of every match, from their own query.
    expect(await screen.findByText('4 markörer: RO00001 RO00002 RO00003 RO00004')).toBeInTheDocument();
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

  describe('a page at a time', () => {
    const many = Array.from({ length: 45 }, (_, i) => testHome(i + 1));
    const streets = () => cards().map((card) => within(card).getByRole('link').textContent);
    const newestFirst = (from: number, n: number) => Array.from({ length: n }, (_, i) => `Testgatan ${45 - from - i}`);

    it('shows the first 20 with the count of all, and ‘Visa fler’ adds the next page and moves focus to its first home', async () => {
      const server = homesMock(many);
      const { user } = setup([server, pointsMock(many), filterOptionsMock]);
      expect(await screen.findByText('45 lediga bostäder')).toBeInTheDocument();
      expect(streets()).toEqual(newestFirst(0, 20));
      expect(screen.getByText('Visar 20 av 45 bostäder')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Visa fler' }));
      await waitFor(() => expect(cards()).toHaveLength(40));
      expect(streets()).toEqual(newestFirst(0, 40));
      expect(screen.getByRole('link', { name: 'Testgatan 25' })).toHaveFocus();
      expect(screen.getByText('Visar 40 av 45 bostäder')).toBeInTheDocument();
      expect(server.requests.map((r) => [r.skip, r.take])).toEqual([[0, PAGE_SIZE], [20, PAGE_SIZE]]);

      await user.click(screen.getByRole('button', { name: 'Visa fler' }));
      await waitFor(() => expect(cards()).toHaveLength(45));
      expect(screen.queryByRole('button', { name: 'Visa fler' })).not.toBeInTheDocument();
      expect(count()).toHaveTextContent('45 lediga bostäder');
    });

    it('loads the next page by itself when the end of the list nears the window (infinite scroll)', async () => {
      const observers: { callback: IntersectionObserverCallback; element?: Element }[] = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          private readonly entry: { callback: IntersectionObserverCallback; element?: Element };
          constructor(callback: IntersectionObserverCallback) {
            this.entry = { callback };
            observers.push(this.entry);
          }
          observe(element: Element) {
            this.entry.element = element;
          }
          disconnect() {
            observers.splice(observers.indexOf(this.entry), 1);
          }
        },
      );
      try {
        setup([homesMock(many), pointsMock(many), filterOptionsMock]);
        await screen.findByText('Visar 20 av 45 bostäder');
        // The observer starts in an effect once the page is idle, which can be a render after the count shows.
        await waitFor(() => expect(observers).toHaveLength(1));
        expect(observers[0]!.element).toHaveTextContent('Visa fler');
        act(() => observers[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
        await waitFor(() => expect(cards()).toHaveLength(40));
        // Focus stays where it was: only the button moves it.
        expect(document.body).toHaveFocus();
        await waitFor(() => expect(observers).toHaveLength(1));
        act(() => observers[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
        await waitFor(() => expect(cards()).toHaveLength(45));
        expect(observers).toHaveLength(0);
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('holds the place of homes on their way with hidden placeholders of the card’s size', async () => {
      const { container } = setup([homesMock(many), pointsMock(many), filterOptionsMock]);
      const placeholders = () => container.querySelectorAll('.listing-card--skeleton');
      expect(placeholders()).toHaveLength(PAGE_SIZE);
      for (const p of placeholders()) expect(p).toHaveAttribute('aria-hidden', 'true');
      await screen.findByText('45 lediga bostäder');
      expect(placeholders()).toHaveLength(0);
    });

    it('coming back from a home on a later page loads as many homes as before and returns to that home', async () => {
      sessionStorage.setItem(LIST_SCROLL_STORAGE_KEY, serializeScrollMemory({ y: 5000, leftForHome: true, anchor: { id: 'RO00005', top: 140 }, count: 41 }));
      const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
      const server = homesMock(many);
      setup([server, pointsMock(many), filterOptionsMock]);
      await waitFor(() => expect(cards()).toHaveLength(41));
      expect(server.requests.map((r) => [r.skip, r.take])).toEqual([[0, PAGE_SIZE], [20, 21]]);
      expect(screen.getByRole('link', { name: 'Testgatan 5' })).toBeInTheDocument();
      // jsdom lays nothing out (every box is at 0): the card is put back 140 px below the window's top.
      await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, -140));
      scrollTo.mockRestore();
    });

    it('says when a later page fails, and Visa fler tries again', async () => {
      const failing = homesMock(many, { failAt: 20 });
      const { user } = setup([failing, pointsMock(many), filterOptionsMock]);
      await screen.findByText('Visar 20 av 45 bostäder');
      await user.click(screen.getByRole('button', { name: 'Visa fler' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Vi kunde inte hämta fler bostäder just nu. Försök igen.');
      expect(cards()).toHaveLength(20);
      const tries = failing.requests.length;
      await user.click(screen.getByRole('button', { name: 'Visa fler' }));
      await waitFor(() => expect(failing.requests.length).toBe(tries + 1));
    });
  });
});
