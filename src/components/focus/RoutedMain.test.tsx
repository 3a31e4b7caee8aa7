// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { formatDocumentTitle } from '../documentTitle';
import { withFocus } from './focusRequest';
import { RoutedMain } from './RoutedMain';

/** A page: sets its title like useDocumentTitle does, shows its content. */
function Page({ title, children }: { title: string; children?: ReactNode }) {
  useEffect(() => {
    document.title = formatDocumentTitle(title, 'Bostadskön');
  }, [title]);
  return (
    <div>
      <h1>{title}</h1>
      {children}
    </div>
  );
}

/** A page whose heading waits for its data (released by the test). */
let releaseData: (() => void) | null = null;
function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    releaseData = () => setLoaded(true);
  }, []);
  useEffect(() => {
    document.title = formatDocumentTitle(loaded ? 'Storgatan 1' : 'Bostad', 'Bostadskön');
  }, [loaded]);
  return loaded ? <h1>Storgatan 1</h1> : <p>Hämtar bostaden…</p>;
}

/** A page that puts focus on its form's heading itself when shown. */
function FormPage() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Page title="Bevakningar">
      <h2 tabIndex={-1} ref={ref}>
        Ny bevakning
      </h2>
    </Page>
  );
}

function ListPage() {
  const navigate = useNavigate();
  return (
    <Page title="Lista">
      <button type="button" id="card-7" onClick={() => void navigate('/lista?sorted=1', { state: withFocus({ id: 'card-9' }) })}>
        Sortera
      </button>
      <button type="button" id="card-9">
        Nio
      </button>
      <Link to="/lista?page=2">Sida 2</Link>
    </Page>
  );
}

function setup() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <nav>
        <Link to="/konto">Konto</Link>
        <Link to="/bostad">Bostad</Link>
        <Link to="/form">Formulär</Link>
        <Link to="/lista">Lista</Link>
      </nav>
      <RoutedMain>
        <Routes>
          <Route path="/" element={<Page title="Start" />} />
          <Route path="/konto" element={<Page title="Mitt konto" />} />
          <Route path="/bostad" element={<SlowPage />} />
          <Route path="/form" element={<FormPage />} />
          <Route path="/lista" element={<ListPage />} />
        </Routes>
      </RoutedMain>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const announcer = () => document.querySelector('[data-route-announcer]');

describe('RoutedMain: focus follows navigation', () => {
  beforeEach(() => {
    releaseData = null;
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // jsdom lays nothing out and has no scrollIntoView.
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('leaves focus alone on the first page load and announces nothing', () => {
    setup();
    expect(document.body).toHaveFocus();
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
    expect(announcer()).toHaveTextContent('');
  });

  it('after a navigation focuses the new page h1, scrolls to the top and announces the page title', async () => {
    const user = setup();
    await user.click(screen.getByRole('link', { name: 'Konto' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Mitt konto' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(announcer()).toHaveTextContent(/^Mitt konto$/);
  });

  it('holds focus on <main> until a heading that waits for data appears, then moves it there and announces the final title', async () => {
    const user = setup();
    await user.click(screen.getByRole('link', { name: 'Bostad' }));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(announcer()).toHaveTextContent('');
    act(() => releaseData?.());
    expect(await screen.findByRole('heading', { level: 1, name: 'Storgatan 1' })).toHaveFocus();
    // The observer that saw the heading come runs after React's commit: its announcement a render later.
    await waitFor(() => expect(announcer()).toHaveTextContent(/^Storgatan 1$/));
  });

  it('does not take focus back from a page that focused its own element while it was put in place', async () => {
    const user = setup();
    await user.click(screen.getByRole('link', { name: 'Formulär' }));
    const formHeading = screen.getByRole('heading', { level: 2, name: 'Ny bevakning' });
    expect(formHeading).toHaveFocus();
    expect(formHeading.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(announcer()).toHaveTextContent(/^Bevakningar$/);
  });

  it('puts focus on the element a navigation asks for, also when only the query changes', async () => {
    const user = setup();
    await user.click(screen.getByRole('link', { name: 'Lista' }));
    await user.click(screen.getByRole('button', { name: 'Sortera' }));
    expect(screen.getByRole('button', { name: 'Nio' })).toHaveFocus();
  });

  it('leaves focus where it is when only the query changes and nothing is asked for', async () => {
    const user = setup();
    await user.click(screen.getByRole('link', { name: 'Lista' }));
    const link = screen.getByRole('link', { name: 'Sida 2' });
    await user.click(link);
    expect(link).toHaveFocus();
  });
});
