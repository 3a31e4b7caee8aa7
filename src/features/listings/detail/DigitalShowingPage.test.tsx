// @vitest-environment jsdom
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { possibleTypes, typePolicies } from '../../../rules/cache/typePolicies';
import { GetDigitalShowingAccessDocument } from '../../../graphql/__generated__/hooks';
import { agencyProfileMock } from '../../../test/publicPageMocks';
import DigitalShowingPage from './DigitalShowingPage';
import { digitalShowingMock, rentalObjectMock, testImage, testRentalObject } from './testRentalObject';

function setup(mocks: unknown[]) {
  render(
    <MockedProvider mocks={[agencyProfileMock, ...mocks] as never} cache={new InMemoryCache({ typePolicies, possibleTypes })}>
      <MemoryRouter initialEntries={['/rental-object/RO00042/digital-visning']}>
        <Routes>
          <Route path="/rental-object/:rentalObjectId/digital-visning" element={<DigitalShowingPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('DigitalShowingPage', () => {
  it('shows the viewing text and its images with access', async () => {
    setup([
      rentalObjectMock(testRentalObject()),
      digitalShowingMock({
        access: true,
        reason: null,
        showingText: 'Se den digitala visningen med film och planritning.',
        images: [testImage(5, 'showing', 'Digital visning: kök'), testImage(4, 'layout', 'Planritning, 3 rum och kök')],
      }),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Digital visning' })).toBeInTheDocument();
    expect(await screen.findByText('Se den digitala visningen med film och planritning.')).toBeInTheDocument();
    const gallery = screen.getByRole('region', { name: 'Bilder från visningen' });
    expect(within(gallery).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Planritningar', 'Visningsbilder']);
    expect(within(gallery).getByText('Bild 1 av 2')).toBeInTheDocument();
    expect(await screen.findByText('Gränbygatan 12, Gränby, Uppsala norr')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tillbaka till Gränbygatan 12' })).toHaveAttribute('href', '/rental-object/RO00042');
  });

  it("shows the server's reason without access, and the way back to the home", async () => {
    const reason = 'Den digitala visningen är stängd eftersom tiden för intresseanmälan har gått ut.';
    setup([rentalObjectMock(testRentalObject()), digitalShowingMock({ access: false, reason, showingText: null, images: [] })]);
    expect((await screen.findByText(reason)).closest('[role="status"]')).toHaveClass('digital-showing__refusal');
    expect(screen.getByRole('heading', { name: 'Du kan inte öppna den digitala visningen' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bilder från visningen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Tillbaka till/ })).toHaveAttribute('href', '/rental-object/RO00042');
  });

  it('shows an error text in an alert', async () => {
    setup([
      rentalObjectMock(testRentalObject()),
      {
        request: { query: GetDigitalShowingAccessDocument, variables: { rentalObjectId: 'RO00042' } },
        result: {
          data: {
            getDigitalShowingAccess: {
              __typename: 'DigitalShowingAccessResult',
              error: true,
              errorText: 'Bostaden finns inte eller är inte publicerad.',
              validationErrors: [],
              digitalShowingAccess: null,
            },
          },
        },
      },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Bostaden finns inte eller är inte publicerad.');
  });
});
