import {
  createSessionCountdown,
  formatDuration,
  logoutCountdownText,
  remainingSeconds,
  resolveStartTimestamp,
  shouldWarn,
  type CountdownState,
} from './sessionTimer';
import { SESSION_TIMESTAMP_KEY } from './sessionStorage';

const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 22, 8, 0, 0);

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('resolveStartTimestamp', () => {
  it.each([
    { name: 'no stored timestamp restarts', stored: null, elapsed: 0, reused: false },
    { name: '29 min 59 s old is reused', stored: T0, elapsed: 30 * MIN - 1000, reused: true },
    { name: 'exactly 30 min old restarts', stored: T0, elapsed: 30 * MIN, reused: false },
    { name: '2 h old restarts', stored: T0, elapsed: 120 * MIN, reused: false },
    { name: 'a timestamp in the future restarts', stored: T0 + MIN, elapsed: 0, reused: false },
  ])('$name', ({ stored, elapsed, reused }) => {
    const now = T0 + elapsed;
    expect(resolveStartTimestamp(stored, now, 3600)).toEqual({ timestamp: reused ? stored : now, reused });
  });

  it('restarts a timestamp older than a short session', () => {
    expect(resolveStartTimestamp(T0, T0 + 2 * MIN, 60)).toEqual({ timestamp: T0 + 2 * MIN, reused: false });
  });
});

describe('remainingSeconds and shouldWarn', () => {
  it.each([
    [0, 3600],
    [1, 3600],
    [1000, 3599],
    [3480_000, 120],
    [3599_001, 1],
    [3600_000, 0],
    [4000_000, 0],
  ])('after %i ms → %i s', (elapsedMs, expected) => {
    expect(remainingSeconds(T0, T0 + elapsedMs, 3600)).toBe(expected);
  });

  it.each([
    [121, false],
    [120, true],
    [1, true],
    [0, false],
  ])('%i s left warns: %s', (remaining, expected) => {
    expect(shouldWarn(remaining, 120)).toBe(expected);
  });
});

describe('formatDuration', () => {
  it.each([
    [119, '1 minut och 59 sekunder'],
    [120, '2 minuter'],
    [61, '1 minut och 1 sekund'],
    [60, '1 minut'],
    [59, '59 sekunder'],
    [1, '1 sekund'],
    [0, '0 sekunder'],
    [125, '2 minuter och 5 sekunder'],
  ])('%i → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('builds the modal sentence', () => {
    expect(logoutCountdownText(119)).toBe('Du loggas ut om 1 minut och 59 sekunder');
  });
});

describe('createSessionCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(initial: Record<string, string> = {}, timeoutSeconds = 3600) {
    const storage = memoryStorage(initial);
    const states: CountdownState[] = [];
    const onExpire = vi.fn();
    const countdown = createSessionCountdown({
      timeoutSeconds,
      warningSeconds: 120,
      storage,
      onChange: (state) => states.push(state),
      onExpire,
    });
    return { storage, states, onExpire, countdown, latest: () => states.at(-1) };
  }

  it('reuses a timestamp younger than 30 minutes', () => {
    const { countdown, latest, storage } = setup({ [SESSION_TIMESTAMP_KEY]: String(T0 - 10 * MIN) });
    countdown.start();
    expect(latest()).toEqual({ remaining: 3600 - 600, warning: false });
    expect(storage.data.get(SESSION_TIMESTAMP_KEY)).toBe(String(T0 - 10 * MIN));
    countdown.stop();
  });

  it('restarts at full length from a timestamp 30 minutes old or more, and stores now', () => {
    const { countdown, latest, storage } = setup({ [SESSION_TIMESTAMP_KEY]: String(T0 - 30 * MIN) });
    countdown.start();
    expect(latest()).toEqual({ remaining: 3600, warning: false });
    expect(storage.data.get(SESSION_TIMESTAMP_KEY)).toBe(String(T0));
    countdown.stop();
  });

  it('warns at 120 s left and expires at zero', () => {
    const { countdown, latest, onExpire } = setup();
    countdown.start();
    vi.advanceTimersByTime(3479_000);
    expect(latest()).toEqual({ remaining: 121, warning: false });
    vi.advanceTimersByTime(1000);
    expect(latest()).toEqual({ remaining: 120, warning: true });
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(119_000);
    expect(latest()).toEqual({ remaining: 1, warning: true });
    vi.advanceTimersByTime(1000);
    expect(latest()).toEqual({ remaining: 0, warning: false });
    expect(onExpire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('reset restarts the full length and writes the timestamp for other tabs', () => {
    const { countdown, latest, storage } = setup();
    countdown.start();
    vi.advanceTimersByTime(3500_000);
    expect(latest()?.warning).toBe(true);
    countdown.reset();
    expect(latest()).toEqual({ remaining: 3600, warning: false });
    expect(storage.data.get(SESSION_TIMESTAMP_KEY)).toBe(String(T0 + 3500_000));
    countdown.stop();
  });

  it('syncFrom follows another tab without writing', () => {
    const { countdown, latest, storage } = setup();
    countdown.start();
    vi.advanceTimersByTime(3500_000);
    countdown.syncFrom(T0 + 3400_000);
    expect(latest()).toEqual({ remaining: 3500, warning: false });
    expect(storage.data.get(SESSION_TIMESTAMP_KEY)).toBe(String(T0));
    countdown.stop();
  });

  it('stop halts the count', () => {
    const { countdown, onExpire } = setup();
    countdown.start();
    countdown.stop();
    vi.advanceTimersByTime(4000_000);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('uses the configured session length', () => {
    const { countdown, latest, onExpire } = setup({}, 300);
    countdown.start();
    expect(latest()).toEqual({ remaining: 300, warning: false });
    vi.advanceTimersByTime(180_000);
    expect(latest()).toEqual({ remaining: 120, warning: true });
    vi.advanceTimersByTime(120_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
