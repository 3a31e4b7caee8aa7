// @vitest-environment jsdom
// The applications page against mocked operations: pages of 10 read until the server says all are loaded, each
// registration under its own tab, and the list read again from the start after a delete.
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { possibleTypes, typePolicies } from '../../rules/cache/typePolicies';
import { clearToasts, toastQueueVar } from '../../components/toast/toastStore';
import { ApplicationTab, DeleteApplicationDocument } from '../../graphql/__generated__/hooks';
import ApplicationsPage from './ApplicationsPage';
import { envelope, page, testApplication } from './testApplications';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function setup(mocks: unknown[]) {
  render(
    <MockedProvider mocks={mocks as never} cache={new InMemoryCache({ typePolicies, possibleTypes })}>
      <MemoryRouter initialEntries={['/profile/applications']}>
        <ApplicationsPage />
      </MemoryRouter>
    </MockedProvider>,
  );
  return userEvent.setup();
}

describe('ApplicationsPage', () => {
  beforeEach(() => clearToasts());

  it('reads pages of 10 until all are loaded and lists each registration under its tab with its queue place', async () => {
    const first = range(1, 10).map((n) => testApplication(n, n === 3 ? ApplicationTab.Showings : ApplicationTab.Applications));
    const user = setup([page(0, first, false, 12), page(10, range(11, 12).map((n) => testApplication(n)), true, 12)]);
    const interests = screen.getByRole('tabpanel', { name: 'Intresseanmälningar' });
    expect(await within(interests).findByRole('article', { name: 'Storgatan 12' })).toBeInTheDocument();
    expect(within(interests).getAllByRole('article')).toHaveLength(11);
    expect(within(interests).getByRole('article', { name: 'Storgatan 1' })).toHaveTextContent('plats 1 av 40 (din kötid började 2021-03-04)');

    await user.click(screen.getByRole('tab', { name: 'Visningar' }));
    const showings = screen.getByRole('tabpanel', { name: 'Visningar' });
    expect(within(showings).getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(['application-3-heading']);
    await user.click(screen.getByRole('tab', { name: 'Svar' }));
    expect(screen.getByRole('tabpanel', { name: 'Svar' })).toHaveTextContent('Du har inga erbjudanden att svara på.');
  });

  it('reads the list again from the start after a delete', async () => {
    const user = setup([
      page(0, [testApplication(1), testApplication(2)], true, 2),
      {
        request: { query: DeleteApplicationDocument, variables: { rentalObjectId: 'RO1' } },
        result: { data: { deleteApplication: { __typename: 'MutationResult', ...envelope } } },
      },
      page(0, [testApplication(2)], true, 1),
    ]);
    const first = await screen.findByRole('article', { name: 'Storgatan 1' });
    await user.click(within(first).getByRole('button', { name: 'Ta bort intresseanmälan' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Ta bort intresseanmälan?' });
    expect(confirm).toHaveTextContent('Din intresseanmälan för Storgatan 1 tas bort');
    await user.click(within(confirm).getByRole('button', { name: 'Ja, ta bort' }));
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Storgatan 1' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Storgatan 2' })).toBeInTheDocument();
    expect(toastQueueVar().map((toast) => toast.message)).toEqual(['Din intresseanmälan är borttagen']);
  });
});
