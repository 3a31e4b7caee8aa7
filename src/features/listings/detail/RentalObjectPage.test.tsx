// @vitest-environment jsdom
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { possibleTypes, typePolicies } from '../../../rules/cache/typePolicies';
import { initialSessionState, sessionVar, setAuthenticated, setLoggedOut, defaultTiming } from '../../../app/session/sessionState';
import { APPLICATION_TIME_EXPIRED_TEXT } from '../../../rules/listings';
import { agencyProfileMock } from '../../../test/publicPageMocks';
import RentalObjectPage from './RentalObjectPage';
import { queuePlaceMock, rentalObjectMock, testRentalObject } from './testRentalObject';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function setup(mocks: unknown[], path = '/rental-object/RO00042') {
  render(
    <MockedProvider mocks={[agencyProfileMock, ...mocks] as never} cache={new InMemoryCache({ typePolicies, possibleTypes })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/rental-object/:rentalObjectId" element={<RentalObjectPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
  return userEvent.setup();
}

const logIn = () =>
  setAuthenticated({ applicantId: 1, name: 'Anna Andersson', applicantStatus: { applicantStatusId: 2, name: 'QUEUE' }, email: 'anna.andersson@example.se' }, defaultTiming);

const fact = (label: string) => {
  const term = within(screen.getByRole('region', { name: 'Fakta om bostaden' })).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('RentalObjectPage', () => {
  beforeEach(() => setLoggedOut());
  afterAll(() => sessionVar(initialSessionState));

  it('while the home loads, holds the places of the heading, the gallery and the facts, and says so to screen readers', async () => {
    setup([rentalObjectMock(testRentalObject())]);
    expect(screen.getByRole('status')).toHaveTextContent('Hämtar bostaden…');
    const shape = document.querySelector('.skeleton [aria-hidden="true"]');
    expect(shape?.querySelector('.rental-object__header')).not.toBeNull();
    expect(shape?.querySelector('.rental-object__media .gallery__image')).not.toBeNull();
    expect(shape?.querySelector('.rental-object__aside .rental-object__box')).not.toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gränbygatan 12' })).toBeInTheDocument();
    expect(document.querySelector('.skeleton')).toBeNull();
  });

  it('shows the address, the area and every fact with Swedish terms', async () => {
    setup([rentalObjectMock(testRentalObject())]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gränbygatan 12' })).toBeInTheDocument();
    expect(screen.getByText('Gränby, Uppsala norr', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Gränbygatan 12 | Bostadskön'));
    expect(fact('Hyra')).toBe('8 500 kr/mån');
    expect(fact('Boarea')).toBe('74 m²');
    expect(fact('Antal rum')).toBe('3 (3 rum och kök)');
    expect(fact('Våning')).toBe('2 av 4');
    expect(fact('Sista anmälningsdag')).toBe('2026-11-30');
    expect(fact('Inflyttning')).toBe('2027-01-01');
    expect(fact('Hyresvärd')).toBe('Uppsalahem');
    expect(fact('Projekt')).toBe('Gränby Park');
    expect(fact('Kontraktstyp')).toBe('Förstahandskontrakt');
    expect(fact('Boendetyp')).toBe('Vanlig hyresrätt');
    expect(fact('Objekttyp')).toBe('Lägenhet');
    expect(fact('Balkong/uteplats')).toBe('Ja');
    expect(fact('Hiss')).toBe('Nej');
    expect(fact('Objektnummer')).toBe('3-306-00042');
    expect(fact('Lägenhetsnummer')).toBe('1203');
    expect(fact('Visning')).toBe('Digital visning och visning på plats');
    expect(fact('Förmedlingsavgift')).toBe('305 kr');
    expect(fact('Antal intresseanmälningar')).toBe('12');
    // Description, properties in their order, requirements in groups, accepted incomes.
    expect(screen.getByText('Ljus trea på 74 m² i Gränby.')).toBeInTheDocument();
    expect(screen.getByText('I hyran ingår värme och vatten.')).toBeInTheDocument();
    const properties = screen.getByRole('region', { name: 'Egenskaper' });
    expect(within(properties).getAllByRole('term').map((d) => d.textContent)).toEqual(['Kök', 'Tvätt']);
    expect(within(properties).getByText('Diskmaskin, Kyl och frys')).toBeInTheDocument();
    const requirements = screen.getByRole('region', { name: 'Krav för att hyra' });
    expect(within(requirements).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Allmänna krav', 'Inkomstkrav', 'Godkända inkomster']);
    const long = within(requirements).getByText('Inga betalningsanmärkningar', { selector: 'summary' });
    expect(long.closest('details')).toHaveTextContent('Du får inte ha betalningsanmärkningar de senaste tre åren.');
    expect(within(requirements).getByText('Goda referenser').tagName).toBe('LI');
    expect(within(requirements).getByText('Studiemedel')).toBeInTheDocument();
    // The gallery with every kind of image, the digital viewing link, the way back to the list.
    expect(screen.getByRole('img', { name: 'Fasad, Gränbygatan 12' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Visa bild/ })).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Digital visning' })).toHaveAttribute('href', '/rental-object/RO00042/digital-visning');
    expect(screen.getByRole('link', { name: 'Tillbaka till lediga bostäder' })).toHaveAttribute('href', '/lediga-bostader');
    // Open for application: no expiry notice; interest registration comes in a later issue, so no button for it.
    expect(screen.queryByText(APPLICATION_TIME_EXPIRED_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /intresse/i })).not.toBeInTheDocument();
  });

  it('says so past the last reply date, with no interest button', async () => {
    setup([rentalObjectMock(testRentalObject({ applicationTimeExpired: true, isOpenForApplication: false, hasDigitalShowing: false }))]);
    expect(await screen.findByText(APPLICATION_TIME_EXPIRED_TEXT)).toHaveAttribute('role', 'status');
    expect(screen.getByText(APPLICATION_TIME_EXPIRED_TEXT).textContent).toBe('Tiden för intresseanmälan har gått ut och det går inte längre att anmäla intresse.');
    expect(screen.queryByRole('button', { name: /intresse/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Digital visning' })).not.toBeInTheDocument();
  });

  it('offers a login link that comes back here instead of the queue place when logged out', async () => {
    const user = setup([rentalObjectMock(testRentalObject())]);
    const link = await screen.findByRole('link', { name: 'Logga in för att se din beräknade köplats' });
    expect(screen.queryByText(/köplats:/)).not.toBeInTheDocument();
    await user.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/login?returnUrl=%2Frental-object%2FRO00042');
  });

  it('shows the estimated queue place when logged in', async () => {
    logIn();
    setup([rentalObjectMock(testRentalObject()), queuePlaceMock({ estimatedQueuePlace: 3, totalApplications: 12, hasApplication: false, queuePlaceReason: 'din kötid började 2021-03-04' })]);
    expect(await screen.findByText('Din beräknade köplats: plats 3 av 13 (din kötid började 2021-03-04)')).toBeInTheDocument();
    expect(screen.getByText(/Beräknat som om du anmälde intresse nu/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Logga in för att se din beräknade köplats' })).not.toBeInTheDocument();
  });

  it('shows the place of an existing interest registration, and explains when there is none', async () => {
    logIn();
    setup([rentalObjectMock(testRentalObject()), queuePlaceMock({ estimatedQueuePlace: 2, totalApplications: 12, hasApplication: true, queuePlaceReason: 'din kötid började 2021-03-04' })]);
    expect(await screen.findByText('Din köplats: plats 2 av 12 (din kötid började 2021-03-04)')).toBeInTheDocument();
  });

  it('explains a missing queue place', async () => {
    logIn();
    setup([rentalObjectMock(testRentalObject()), queuePlaceMock({ estimatedQueuePlace: null, totalApplications: 12, hasApplication: false })]);
    expect(await screen.findByText(/Vi kan inte beräkna någon köplats för dig/)).toBeInTheDocument();
  });

  it('does not ask for a queue place on a first-come home', async () => {
    logIn();
    // No getEstimatedQueuePlace mock: asking would fail the test with an unmatched request error shown.
    setup([rentalObjectMock(testRentalObject({ canCalculateQueueplace: false }))]);
    expect(await screen.findByText(/förmedlas till den som först anmäler intresse/)).toBeInTheDocument();
    expect(screen.queryByText(/köplats:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server text for an unknown home, with a link to the list', async () => {
    setup([rentalObjectMock(null, 'Bostaden finns inte eller är inte publicerad.')], '/rental-object/RO99999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bostaden finns inte' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Bostaden finns inte eller är inte publicerad.');
    expect(screen.getByRole('link', { name: 'Till lediga bostäder' })).toHaveAttribute('href', '/lediga-bostader');
  });
});
