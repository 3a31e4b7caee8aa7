// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsentBanner, ConsentSettingsButton, consentTexts as t } from './ConsentBanner';
import { CONSENT_STORAGE_KEY, consentSettingsOpenVar, consentVar, parseConsent } from './consentStore';

function setup() {
  render(
    <>
      <ConsentBanner />
      <main>
        <h1>Välkommen</h1>
      </main>
      <footer>
        <ConsentSettingsButton />
      </footer>
    </>,
    { container: document.getElementById('root') ?? undefined },
  );
  return userEvent.setup();
}

describe('ConsentBanner', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    localStorage.clear();
    act(() => {
      consentVar(null);
      consentSettingsOpenVar(false);
    });
  });

  it('asks on a first visit in a labelled region with two equally prominent answers', () => {
    setup();
    const region = screen.getByRole('region', { name: t.heading });
    expect(region).toHaveTextContent(t.body);
    const accept = screen.getByRole('button', { name: t.accept });
    const reject = screen.getByRole('button', { name: t.reject });
    expect(accept.className).toBe(reject.className);
  });

  it.each([
    [t.accept, true],
    [t.reject, false],
  ])('"%s" stores the answer and the question goes away', async (answer, performance) => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: answer }));
    expect(parseConsent(localStorage.getItem(CONSENT_STORAGE_KEY))).toEqual({ performance, decidedAt: expect.any(String) });
    expect(consentVar()?.performance).toBe(performance);
    expect(screen.queryByRole('region', { name: t.heading })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Välkommen' })).toHaveFocus();
  });

  it('with a stored answer asks nothing, and the footer button opens the choice in a dialog that shows it and gives focus back', async () => {
    act(() => {
      consentVar({ performance: true, decidedAt: '2026-11-22T10:00:00.000Z' });
    });
    const user = setup();
    expect(screen.queryByRole('region', { name: t.heading })).not.toBeInTheDocument();
    const settings = screen.getByRole('button', { name: t.settings });
    await user.click(settings);
    const dialog = screen.getByRole('dialog', { name: t.heading });
    expect(dialog).toHaveTextContent(t.acceptedNow);
    await user.click(screen.getByRole('button', { name: t.reject }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(consentVar()?.performance).toBe(false);
    expect(settings).toHaveFocus();
    await user.click(settings);
    expect(screen.getByRole('dialog')).toHaveTextContent(t.rejectedNow);
    await user.click(screen.getByRole('button', { name: t.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts no tag manager in a build without a container id, whatever the answer', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: t.accept }));
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
