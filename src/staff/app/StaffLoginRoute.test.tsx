// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { StaffLoginRoute } from './StaffLoginRoute';
import { staffSessionVar } from './staffSession';

/** A page inside the app whose button leaves for the login (as the layout's 'Logga ut' does) and is gone after. */
function Inside() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/logga-in', { replace: true })}>
      Logga ut
    </button>
  );
}

function setup(initial: string) {
  const router = createMemoryRouter(
    [
      { path: '/logga-in', element: <StaffLoginRoute /> },
      { path: '/', element: <Inside /> },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
}

const heading = () => screen.getByRole('heading', { level: 1, name: 'Logga in i handläggningen' });

describe('StaffLoginRoute', () => {
  beforeEach(() => staffSessionVar({ status: 'out', expired: false }));

  it('shows the heading and a skeleton in the forms’ place at once, the forms when their module has come', async () => {
    setup('/logga-in');
    expect(heading()).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Laddar inloggningen…');
    expect(await screen.findByLabelText('E-postadress', undefined, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByText('Laddar inloggningen…')).toBeNull();
  });

  it('leaves focus alone on a first load (the browser’s own start)', async () => {
    setup('/logga-in');
    expect(document.body).toHaveFocus();
    await screen.findByLabelText('E-postadress', undefined, { timeout: 5000 });
  });

  it('puts focus on the heading when the control that had it is gone (a logout)', async () => {
    setup('/');
    const logout = screen.getByRole('button', { name: 'Logga ut' });
    logout.focus();
    await act(async () => logout.click());
    expect(heading()).toHaveFocus();
    await screen.findByLabelText('E-postadress', undefined, { timeout: 5000 });
  });

  it('says when the session ran out', () => {
    staffSessionVar({ status: 'out', expired: true });
    setup('/logga-in');
    expect(screen.getByText(/Du har loggats ut eftersom du inte har varit aktiv/)).toBeVisible();
  });
});
