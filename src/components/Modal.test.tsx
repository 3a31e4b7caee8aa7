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
});
