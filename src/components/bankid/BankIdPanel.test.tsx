// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BankIdTransport, CollectAnswer, CollectOutcome, StartOutcome } from './bankIdProtocol';
import { BankIdPanel } from './BankIdPanel';

const answer = (extra: Partial<CollectAnswer>): CollectOutcome => ({
  kind: 'answer',
  answer: { status: 'pending', hintCode: null, message: null, collectCompleted: false, successfulSigned: false, noAccount: false, returnUrl: null, bankIdToken: null, ...extra },
});

function setup(collects: CollectOutcome[] = [], onComplete: (a: CollectAnswer) => Promise<string | void> | void = () => undefined) {
  const queue = [...collects];
  const transport = {
    qrCode: vi.fn(async (): Promise<string | null> => 'bankid.qr.next'),
    collect: vi.fn(async (): Promise<CollectOutcome> => queue.shift() ?? answer({ message: 'Starta BankID-appen' })),
    cancel: vi.fn(async () => undefined),
  } satisfies BankIdTransport;
  const start = vi.fn(
    async (isQrCode: boolean): Promise<StartOutcome> => ({
      ok: true,
      start: { method: isQrCode ? 'qr' : 'autostart', qrCode: isQrCode ? 'bankid.qr.0' : null, autoStartToken: isQrCode ? null : 'tok-1', message: isQrCode ? 'Starta BankID-appen' : 'Försöker starta BankID-appen.' },
    }),
  );
  const complete = vi.fn(onComplete);
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const view = render(<BankIdPanel start={start} onComplete={complete} transport={transport} />);
  return { transport, start, complete, user, ...view };
}

describe('BankIdPanel', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('offers the two ways and shows the QR code with the message in a polite live region', async () => {
    const { user, start } = setup();
    await user.click(screen.getByRole('button', { name: 'Mobilt BankID' }));
    expect(start).toHaveBeenCalledWith(true);
    expect(await screen.findByRole('img', { name: 'QR-kod för BankID' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    const status = screen.getByText('Starta BankID-appen');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Avbryt' })).toHaveFocus();
  });

  it('same device: a link opens the BankID app with the autostart token', async () => {
    const { user, start } = setup();
    await user.click(screen.getByRole('button', { name: 'BankID på den här enheten' }));
    expect(start).toHaveBeenCalledWith(false);
    const link = await screen.findByRole('link', { name: 'Öppna BankID-appen' });
    expect(link).toHaveAttribute('href', 'bankid:///?autostarttoken=tok-1&redirect=null');
    expect(link).toHaveFocus();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('a failed order shows the message and "Försök igen", which starts again', async () => {
    const { user, start } = setup([answer({ status: 'failed', message: 'Åtgärden avbröts.', collectCompleted: true })]);
    await user.click(screen.getByRole('button', { name: 'BankID på den här enheten' }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('status')).toHaveTextContent('Åtgärden avbröts.');
    const retry = screen.getByRole('button', { name: 'Försök igen' });
    expect(retry).toHaveFocus();
    await user.click(retry);
    await waitFor(() => expect(start).toHaveBeenCalledTimes(2));
    expect(start).toHaveBeenLastCalledWith(false);
    expect(await screen.findByRole('link', { name: 'Öppna BankID-appen' })).toBeInTheDocument();
  });

  it('Avbryt cancels the order and gives the choice back with focus on it', async () => {
    const { user, transport } = setup();
    await user.click(screen.getByRole('button', { name: 'Mobilt BankID' }));
    await user.click(await screen.findByRole('button', { name: 'Avbryt' }));
    expect(transport.cancel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Mobilt BankID' })).toHaveFocus();
  });

  it('hands a signed order to onComplete', async () => {
    const { user, complete } = setup([answer({ status: 'complete', successfulSigned: true, collectCompleted: true, bankIdToken: 'proof' })]);
    await user.click(screen.getByRole('button', { name: 'Mobilt BankID' }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(complete).toHaveBeenCalledWith(expect.objectContaining({ bankIdToken: 'proof' }));
  });

  it('cancels a pending order when it goes away', async () => {
    const { user, transport, unmount } = setup();
    await user.click(screen.getByRole('button', { name: 'Mobilt BankID' }));
    await screen.findByRole('button', { name: 'Avbryt' });
    unmount();
    expect(transport.cancel).toHaveBeenCalledTimes(1);
  });
});
