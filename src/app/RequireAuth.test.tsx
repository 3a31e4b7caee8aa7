// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { RequireAuth } from './RequireAuth';
import { initialSessionState, sessionVar, setAuthenticated, setLoggedOut } from './session/sessionState';

function WhereAmI() {
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <WhereAmI /> },
      { element: <RequireAuth />, children: [{ path: '/profile/account', element: <h1>Mitt konto</h1> }] },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

const applicant = { applicantId: 1, name: 'Anna', applicantStatus: { applicantStatusId: 1, name: 'QUEUE' }, email: null };

describe('RequireAuth', () => {
  afterEach(() => {
    act(() => {
      sessionVar(initialSessionState);
    });
  });

  it('shows a spinner while the session is being checked, then the page', () => {
    sessionVar(initialSessionState);
    renderAt('/profile/account');
    expect(screen.getByText('Laddar…')).toBeInTheDocument();
    act(() => setAuthenticated(applicant, { timeoutSeconds: 3600, warningSeconds: 120 }));
    expect(screen.getByRole('heading', { name: 'Mitt konto' })).toBeInTheDocument();
  });

  it('sends a visitor to /login with the path and query as returnUrl', () => {
    setLoggedOut();
    renderAt('/profile/account?tab=2');
    expect(screen.getByText('/login?returnUrl=%2Fprofile%2Faccount%3Ftab%3D2')).toBeInTheDocument();
  });
});
