// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useCompactHeader } from './useCompactHeader';

describe('useCompactHeader', () => {
  const header = document.createElement('header');
  let heightReads = 0;

  beforeAll(() => {
    Object.defineProperty(header, 'offsetHeight', { get: () => (heightReads++, 120) });
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => 3000 });
  });
  afterAll(() => {
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  });
  beforeEach(() => {
    heightReads = 0;
    window.scrollY = 0;
  });

  it('reads no layout at the top of the page, and compacts once the page has scrolled', async () => {
    const { result } = renderHook(() => useCompactHeader({ current: header }));
    expect(result.current).toBe(false);
    expect(heightReads).toBe(0);

    window.scrollY = 200;
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    });
    expect(result.current).toBe(true);
    expect(heightReads).toBeGreaterThan(0);
  });

  it('compacts a page restored further down in the next frame, reading no layout while it mounts', async () => {
    window.scrollY = 200;
    const { result } = renderHook(() => useCompactHeader({ current: header }));
    expect(heightReads).toBe(0);
    await act(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    });
    expect(result.current).toBe(true);
  });
});
