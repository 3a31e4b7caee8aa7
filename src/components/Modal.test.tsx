// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './Modal';

function Harness({ onEscape }: { onEscape: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öppna
      </button>
      {open && (
        <Modal
          labelledBy="t"
          onEscape={() => {
            onEscape();
            setOpen(false);
          }}
        >
          <h2 id="t">Rubrik</h2>
          <button type="button">Första</button>
          <button type="button" onClick={() => setOpen(false)}>
            Sista
          </button>
        </Modal>
      )}
    </>
  );
}

/** A dialog that removes what opened it (like deleting the card whose button opened it). */
function RemovingHarness() {
  const [open, setOpen] = useState(false);
  const [opener, setOpener] = useState(true);
  return (
    <main>
      <h1>Bevakningar</h1>
      {opener && (
        <button type="button" onClick={() => setOpen(true)}>
          Ta bort
        </button>
      )}
      {open && (
        <Modal labelledBy="r" onEscape={() => setOpen(false)}>
          <h2 id="r">Ta bort bevakningen?</h2>
          <button
            type="button"
            onClick={() => {
              setOpener(false);
              setOpen(false);
            }}
          >
            Bekräfta
          </button>
        </Modal>
      )}
    </main>
  );
}

describe('Modal', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
  });

  function setup() {
    const onEscape = vi.fn();
    render(<Harness onEscape={onEscape} />, { container: document.getElementById('root') ?? undefined });
    return { onEscape, user: userEvent.setup() };
  }

  it('is a labelled modal dialog, takes focus and makes the page inert', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Öppna' }));
    const dialog = screen.getByRole('dialog', { name: 'Rubrik' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Första' })).toHaveFocus();
    expect(document.getElementById('root')).toHaveAttribute('inert');
  });

  it('traps Tab and Shift+Tab inside', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Öppna' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sista' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Första' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Sista' })).toHaveFocus();
  });

  it('calls onEscape on Escape and gives focus back when closed', async () => {
    const { user, onEscape } = setup();
    const opener = screen.getByRole('button', { name: 'Öppna' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.getElementById('root')).not.toHaveAttribute('inert');
    expect(opener).toHaveFocus();
  });

  it('gives focus to the page heading when what opened it is gone', async () => {
    render(<RemovingHarness />, { container: document.getElementById('root') ?? undefined });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ta bort' }));
    await user.click(screen.getByRole('button', { name: 'Bekräfta' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Bevakningar' })).toHaveFocus();
  });
});
