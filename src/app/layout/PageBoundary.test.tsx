// @vitest-environment jsdom
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { agencyProfileMock } from '../../test/publicPageMocks';
import { PageBoundary, pageFailedTexts } from './PageBoundary';

// A page whose module cannot be downloaded, as React.lazy sees it.
const Unreachable = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

function App({ bare = false }: { bare?: boolean }) {
  return (
    <MockedProvider mocks={[agencyProfileMock]}>
      <MemoryRouter initialEntries={['/broken']}>
        <nav>
          <Link to="/fine">Annan sida</Link>
        </nav>
        <PageBoundary bare={bare}>
          <Suspense fallback={<p>Laddar…</p>}>
            <Routes>
              <Route path="broken" element={<Unreachable />} />
              <Route path="fine" element={<h1>En sida som fungerar</h1>} />
            </Routes>
          </Suspense>
        </PageBoundary>
      </MemoryRouter>
    </MockedProvider>
  );
}

beforeEach(() => {
  // React reports the caught error on the console; the test asserts what the user sees.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

it('shows the message, a reload button and a way home in the place of a page whose code did not download', async () => {
  render(<App />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(pageFailedTexts.body);
  expect(screen.getByRole('heading', { level: 1, name: pageFailedTexts.title })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: pageFailedTexts.reload })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: pageFailedTexts.start })).toHaveAttribute('href', '/');
  // The frame around it stays.
  expect(screen.getByRole('navigation')).toBeInTheDocument();
  expect(screen.queryByRole('main')).toBeNull();
});

it('tries afresh on another address', async () => {
  render(<App />);
  await screen.findByRole('alert');
  await userEvent.click(screen.getByRole('link', { name: 'Annan sida' }));
  expect(await screen.findByRole('heading', { name: 'En sida som fungerar' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('brings its own main landmark outside the app frame', async () => {
  render(<App bare />);
  expect(await screen.findByRole('main')).toHaveTextContent(pageFailedTexts.title);
});
