import { autoCloseDelay, currentToast, dismiss, enqueue, type Toast } from './toastQueue';
import { clearToasts, dismissToast, holdToast, showToast, toastQueueVar } from './toastStore';

const ok = (id: number, message = `ok ${id}`): Toast => ({ id, kind: 'success', message });
const bad = (id: number, message = `fel ${id}`): Toast => ({ id, kind: 'error', message });

describe('toast queue rules', () => {
  it('shows one toast at a time, oldest first', () => {
    const queue = enqueue(enqueue(enqueue([], ok(1)), bad(2)), ok(3));
    expect(queue).toHaveLength(3);
    expect(currentToast(queue)?.id).toBe(1);
    expect(currentToast(dismiss(queue, 1))?.id).toBe(2);
  });

  it('does not queue the same message twice', () => {
    const queue = enqueue(enqueue([], bad(1, 'Något gick fel')), bad(2, 'Något gick fel'));
    expect(queue).toHaveLength(1);
  });

  it('dismissing an unknown id changes nothing', () => {
    const queue = enqueue([], ok(1));
    expect(dismiss(queue, 99)).toBe(queue);
  });

  it('has no current toast when empty', () => {
    expect(currentToast([])).toBeNull();
  });

  it.each([
    [ok(1), 5000],
    [bad(1), null],
    [{ id: 1, kind: 'warning', message: 'Spärrad', link: { to: '/profile/account', label: 'Mitt konto' } } satisfies Toast, null],
  ])('auto-close delay of %o is %s', (toast, delay) => {
    expect(autoCloseDelay(toast)).toBe(delay);
  });
});

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearToasts();
  });
  afterEach(() => {
    clearToasts();
    vi.useRealTimers();
  });

  const shown = () => currentToast(toastQueueVar())?.message ?? null;

  it('closes a success toast after 5000 ms', () => {
    showToast('success', 'Sparat');
    vi.advanceTimersByTime(4999);
    expect(shown()).toBe('Sparat');
    vi.advanceTimersByTime(1);
    expect(shown()).toBeNull();
  });

  it('keeps an error toast until it is closed', () => {
    const id = showToast('error', 'Något gick fel');
    vi.advanceTimersByTime(60_000);
    expect(shown()).toBe('Något gick fel');
    dismissToast(id);
    expect(shown()).toBeNull();
  });

  it('shows the next toast only after the current one is gone, with its own full time', () => {
    const first = showToast('error', 'Fel');
    showToast('success', 'Klart');
    vi.advanceTimersByTime(10_000);
    expect(shown()).toBe('Fel');
    dismissToast(first);
    expect(shown()).toBe('Klart');
    vi.advanceTimersByTime(4999);
    expect(shown()).toBe('Klart');
    vi.advanceTimersByTime(1);
    expect(shown()).toBeNull();
  });

  it('queues success toasts one after another', () => {
    showToast('success', 'Ett');
    showToast('success', 'Två');
    vi.advanceTimersByTime(5000);
    expect(shown()).toBe('Två');
    vi.advanceTimersByTime(5000);
    expect(shown()).toBeNull();
  });

  it('does not close while held, and gives full time after release', () => {
    showToast('success', 'Sparat');
    vi.advanceTimersByTime(3000);
    holdToast(true);
    vi.advanceTimersByTime(20_000);
    expect(shown()).toBe('Sparat');
    holdToast(false);
    vi.advanceTimersByTime(4999);
    expect(shown()).toBe('Sparat');
    vi.advanceTimersByTime(1);
    expect(shown()).toBeNull();
  });
});
