// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { BackToListLink } from './BackToListLink';

function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/lediga-bostader" element={<Link to="/rental-object/RO00042">Gränbygatan 12</Link>} />
        <Route path="/rental-object/:id" element={<BackToListLink />} />
      </Routes>
    </BrowserRouter>
  );
}

const historyIndex = () => (window.history.state as { idx?: number } | null)?.idx;

describe('BackToListLink', () => {
  it('goes back in the history when the list was the way here, so the list can restore its place', async () => {
    window.history.replaceState(null, '', '/lediga-bostader');
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('link', { name: 'Gränbygatan 12' }));
    expect(historyIndex()).toBe(1);
    const back = screen.getByRole('link', { name: 'Tillbaka till lediga bostäder' });
    expect(back).toHaveAttribute('href', '/lediga-bostader');
    await user.click(back);
    await waitFor(() => expect(window.location.pathname).toBe('/lediga-bostader'));
    // Back, not a new entry on top.
    expect(historyIndex()).toBe(0);
  });

  it('is a plain link when the page was opened directly', async () => {
    window.history.replaceState(null, '', '/rental-object/RO00042');
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('link', { name: 'Tillbaka till lediga bostäder' }));
    await waitFor(() => expect(window.location.pathname).toBe('/lediga-bostader'));
    expect(historyIndex()).toBe(1);
  });
});
