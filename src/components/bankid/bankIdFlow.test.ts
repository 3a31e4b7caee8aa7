import type { BankIdTransport, CollectAnswer, CollectOutcome, StartOutcome } from './bankIdProtocol';
import { createBankIdFlow, type BankIdState } from './bankIdFlow';

const pending = (message = 'Starta BankID-appen'): CollectOutcome => ({
  kind: 'answer',
  answer: { status: 'pending', hintCode: 'outstandingTransaction', message, collectCompleted: false, successfulSigned: false, noAccount: false, returnUrl: null, bankIdToken: null },
});
const complete = (extra: Partial<CollectAnswer> = {}): CollectOutcome => ({
  kind: 'answer',
  answer: { status: 'complete', hintCode: null, message: null, collectCompleted: true, successfulSigned: true, noAccount: false, returnUrl: null, bankIdToken: 'proof', ...extra },
});
const failed = (message: string): CollectOutcome => ({
  kind: 'answer',
  answer: { status: 'failed', hintCode: 'userCancel', message, collectCompleted: true, successfulSigned: false, noAccount: false, returnUrl: null, bankIdToken: null },
});

const started = (method: 'qr' | 'autostart'): StartOutcome => ({
  ok: true,
  start: { method, qrCode: method === 'qr' ? 'bankid.qr.0' : null, autoStartToken: method === 'autostart' ? 'token-1' : null, message: 'Starta BankID-appen' },
});

function setup(opts: { startOutcome?: StartOutcome; collects?: CollectOutcome[]; onComplete?: (a: CollectAnswer) => Promise<string | void> | string | void } = {}) {
  const collects = [...(opts.collects ?? [])];
  let qrCount = 0;
  const transport = {
    qrCode: vi.fn(async (): Promise<string | null> => `bankid.qr.${++qrCount}`),
    collect: vi.fn(async (): Promise<CollectOutcome> => collects.shift() ?? pending()),
    cancel: vi.fn(async () => undefined),
  } satisfies BankIdTransport;
  const start = vi.fn(async (method: 'qr' | 'autostart') => opts.startOutcome ?? started(method));
  const states: BankIdState[] = [];
  const onComplete = vi.fn(opts.onComplete ?? (() => undefined));
  const flow = createBankIdFlow({ start, transport, onComplete, onChange: (s) => states.push(s) });
  return { flow, transport, start, states, onComplete, latest: () => states.at(-1) };
}

describe('bankIdFlow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts a QR order, refreshes the QR code every second and collects every two seconds', async () => {
    const { flow, transport, start, latest } = setup();
    flow.begin('qr');
    expect(latest()).toEqual({ phase: 'starting', method: 'qr' });
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledWith('qr');
    expect(latest()).toMatchObject({ phase: 'pending', method: 'qr', qrCode: 'bankid.qr.0', message: 'Starta BankID-appen' });

    await vi.advanceTimersByTimeAsync(999);
    expect(transport.qrCode).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.qrCode).toHaveBeenCalledTimes(1);
    expect(latest()).toMatchObject({ qrCode: 'bankid.qr.1' });
    expect(transport.collect).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1000);
    expect(transport.qrCode).toHaveBeenCalledTimes(2);
    expect(transport.collect).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(4000);
    expect(transport.qrCode).toHaveBeenCalledTimes(6);
    expect(transport.collect).toHaveBeenCalledTimes(3);
    flow.dispose();
  });

  it('does not fetch QR codes for a same-device order', async () => {
    const { flow, transport, latest } = setup();
    flow.begin('autostart');
    await vi.advanceTimersByTimeAsync(0);
    expect(latest()).toMatchObject({ phase: 'pending', method: 'autostart', autoStartToken: 'token-1', qrCode: null });
    await vi.advanceTimersByTimeAsync(6000);
    expect(transport.qrCode).not.toHaveBeenCalled();
    expect(transport.collect).toHaveBeenCalledTimes(3);
    flow.dispose();
  });

  it('shows each new collect message, then completes, stops polling and hands over the answer', async () => {
    const { flow, transport, onComplete, latest } = setup({
      collects: [pending('Skriv in din säkerhetskod i BankID-appen och välj Identifiera eller Skriv under.'), complete({ bankIdToken: 'proof-1' })],
    });
    flow.begin('qr');
    await vi.advanceTimersByTimeAsync(2000);
    expect(latest()).toMatchObject({ phase: 'pending', message: 'Skriv in din säkerhetskod i BankID-appen och välj Identifiera eller Skriv under.' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(latest()).toMatchObject({ phase: 'complete', answer: { bankIdToken: 'proof-1' } });
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ bankIdToken: 'proof-1' }));
    const calls = { qr: transport.qrCode.mock.calls.length, collect: transport.collect.mock.calls.length };
    await vi.advanceTimersByTimeAsync(10_000);
    expect(transport.qrCode).toHaveBeenCalledTimes(calls.qr);
    expect(transport.collect).toHaveBeenCalledTimes(calls.collect);
  });

  it('a failed order shows its message and stops; retry starts again with the same method', async () => {
    const { flow, transport, start, latest } = setup({ collects: [failed('Åtgärden avbröts.')] });
    flow.begin('autostart');
    await vi.advanceTimersByTimeAsync(2000);
    expect(latest()).toEqual({ phase: 'failed', method: 'autostart', message: 'Åtgärden avbröts.' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(transport.collect).toHaveBeenCalledTimes(1);
    flow.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenLastCalledWith('autostart');
    expect(latest()).toMatchObject({ phase: 'pending', method: 'autostart' });
    flow.dispose();
  });

  it('a failed start shows the server message and polls nothing', async () => {
    const { flow, transport, latest } = setup({ startOutcome: { ok: false, message: 'Något gick fel. Försök igen.' } });
    flow.begin('qr');
    await vi.advanceTimersByTimeAsync(5000);
    expect(latest()).toEqual({ phase: 'failed', method: 'qr', message: 'Något gick fel. Försök igen.' });
    expect(transport.collect).not.toHaveBeenCalled();
    expect(transport.qrCode).not.toHaveBeenCalled();
  });

  it('an order that is gone (410) fails at once', async () => {
    const { flow, latest } = setup({ collects: [{ kind: 'gone', message: 'BankID-sessionen finns inte längre. Börja om.' }] });
    flow.begin('qr');
    await vi.advanceTimersByTimeAsync(2000);
    expect(latest()).toEqual({ phase: 'failed', method: 'qr', message: 'BankID-sessionen finns inte längre. Börja om.' });
  });

  it('rides out short connection problems but gives up after three in a row', async () => {
    const blip: CollectOutcome = { kind: 'error', message: 'Server kan inte nås', transient: true };
    const { flow, transport, latest } = setup({ collects: [blip, blip, pending(), blip, blip, blip] });
    flow.begin('qr');
    await vi.advanceTimersByTimeAsync(8000);
    expect(transport.collect).toHaveBeenCalledTimes(4);
    expect(latest()?.phase).toBe('pending');
    await vi.advanceTimersByTimeAsync(4000);
    expect(latest()).toEqual({ phase: 'failed', method: 'qr', message: 'Server kan inte nås' });
  });

  it('a completed but unsigned order fails with its message', async () => {
    const { flow, onComplete, latest } = setup({ collects: [complete({ successfulSigned: false, message: 'BankID-sessionen finns inte längre. Börja om.' })] });
    flow.begin('qr');
    await vi.advanceTimersByTimeAsync(2000);
    expect(latest()).toMatchObject({ phase: 'failed', message: 'BankID-sessionen finns inte längre. Börja om.' });
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('a message returned by onComplete ends the run as failed', async () => {
    const { flow, latest } = setup({ collects: [complete()], onComplete: async () => 'Du behöver skriva under med BankID för att lämna bostadskön' });
    flow.begin('qr');
    await vi.advanceTimersByTimeAsync(2000);
    expect(latest()).toEqual({ phase: 'failed', method: 'qr', message: 'Du behöver skriva under med BankID för att lämna bostadskön' });
  });

  it('cancel stops polling, cancels the order at the server and goes back to idle', async () => {
    const { flow, transport, latest } = setup();
    flow.begin('qr');
    await vi.advanceTimersByTimeAsync(2000);
    flow.cancel();
    expect(latest()).toEqual({ phase: 'idle' });
    expect(transport.cancel).toHaveBeenCalledTimes(1);
    const calls = transport.collect.mock.calls.length + transport.qrCode.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(transport.collect.mock.calls.length + transport.qrCode.mock.calls.length).toBe(calls);
  });

  it('ignores the answer of a collect that was in flight when cancelled', async () => {
    let answer: (o: CollectOutcome) => void = () => undefined;
    const { flow, transport, onComplete, latest } = setup();
    transport.collect.mockImplementationOnce(() => new Promise<CollectOutcome>((resolve) => (answer = resolve)));
    flow.begin('autostart');
    await vi.advanceTimersByTimeAsync(2000);
    flow.cancel();
    answer(complete());
    await vi.advanceTimersByTimeAsync(0);
    expect(latest()).toEqual({ phase: 'idle' });
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('cancelling while the order starts cancels the order the server made', async () => {
    let resolveStart: (o: StartOutcome) => void = () => undefined;
    const { flow, transport, start, latest } = setup();
    start.mockImplementationOnce(() => new Promise<StartOutcome>((resolve) => (resolveStart = resolve)));
    flow.begin('qr');
    flow.cancel();
    expect(transport.cancel).not.toHaveBeenCalled();
    resolveStart(started('qr'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(latest()).toEqual({ phase: 'idle' });
    expect(transport.cancel).toHaveBeenCalledTimes(1);
    expect(transport.collect).not.toHaveBeenCalled();
  });

  it('dispose cancels a pending order without reporting a change', async () => {
    const { flow, transport, states } = setup();
    flow.begin('qr');
    await vi.advanceTimersByTimeAsync(0);
    const reported = states.length;
    flow.dispose();
    expect(states).toHaveLength(reported);
    expect(transport.cancel).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(transport.collect).not.toHaveBeenCalled();
  });

  it('a QR code of null (order no longer waiting for a scan) hides the code', async () => {
    const { flow, transport, latest } = setup();
    transport.qrCode.mockResolvedValueOnce(null);
    flow.begin('qr');
    await vi.advanceTimersByTimeAsync(1000);
    expect(latest()).toMatchObject({ phase: 'pending', qrCode: null });
    flow.dispose();
  });
});
