import { canCompactHeader, debounce, shouldCompactHeader } from './headerCompact';

describe('shouldCompactHeader', () => {
  it.each([
    { name: 'at the top of a long page', scrollY: 0, scrollHeight: 3000, viewportHeight: 800, expected: false },
    { name: 'scrolled on a long page', scrollY: 10, scrollHeight: 3000, viewportHeight: 800, expected: true },
    { name: 'page exactly 100 px taller than the window', scrollY: 50, scrollHeight: 900, viewportHeight: 800, expected: true },
    { name: 'page 99 px taller than the window', scrollY: 50, scrollHeight: 899, viewportHeight: 800, expected: false },
    { name: 'page shorter than the window', scrollY: 0, scrollHeight: 600, viewportHeight: 800, expected: false },
    {
      name: 'already compact: counts the height the compact header saved, so it does not flip back',
      scrollY: 40,
      scrollHeight: 870,
      viewportHeight: 800,
      savedByCompacting: 40,
      expected: true,
    },
  ])('$name → $expected', ({ expected, ...input }) => {
    expect(shouldCompactHeader(input)).toBe(expected);
  });

  it('uses a custom threshold', () => {
    expect(canCompactHeader({ scrollY: 0, scrollHeight: 1000, viewportHeight: 800, threshold: 300 })).toBe(false);
  });
});

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, 50 ms after the last call', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 50);
    debounced(1);
    vi.advanceTimersByTime(30);
    debounced(2);
    vi.advanceTimersByTime(49);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(2);
  });

  it('can be cancelled', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 50);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(100);
    expect(fn).not.toHaveBeenCalled();
  });
});
