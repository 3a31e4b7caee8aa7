// @vitest-environment jsdom
// The interest panel's registered state: it says the interest is registered and offers the removal, but leaves the
// queue place to the page's 'Din köplats' box, so a registered applicant never reads two figures for one home.
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { possibleTypes, typePolicies } from '../../../rules/cache/typePolicies';
import { page, testApplication } from '../testApplications';
import { RegisteredInterest } from './RegisteredInterest';

describe('RegisteredInterest', () => {
  it('says the interest is registered, links to the list and offers the removal, without a second queue place', async () => {
    render(
      <MockedProvider mocks={[page(0, [testApplication(1)], true, 1)] as never} cache={new InMemoryCache({ typePolicies, possibleTypes })}>
        <MemoryRouter>
          <RegisteredInterest rentalObjectId="RO1" focusOnMount onDeleted={() => undefined} />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Du har anmält intresse' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Se dina intresseanmälningar' })).toHaveAttribute('href', '/profile/applications');
    // The registration is read (its removal is offered) and its place (plats 1 av 40) is not repeated here.
    expect(await screen.findByRole('button', { name: 'Ta bort intresseanmälan' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/plats \d+ av \d+/);
  });
});
