// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useDeferredResult } from './useDeferredResult';

describe('useDeferredResult', () => {
  it('passes a result through on the first render', () => {
    const { result } = renderHook(() => useDeferredResult({ data: { a: 1 }, loading: false, error: undefined }));
    expect(result.current).toEqual({ data: { a: 1 }, loading: false, error: undefined });
  });

  it('reports loading with the old data until the new data has been rendered, then the new data', async () => {
    const seen: { data: unknown; loading: boolean }[] = [];
    const { rerender } = renderHook(
      ({ data }: { data: { a: number } | undefined }) => {
        const r = useDeferredResult({ data, loading: false });
        seen.push({ data: r.data, loading: r.loading });
        return r;
      },
      { initialProps: { data: undefined as { a: number } | undefined } },
    );
    await act(async () => rerender({ data: { a: 2 } }));
    expect(seen).toContainEqual({ data: undefined, loading: true });
    expect(seen.at(-1)).toEqual({ data: { a: 2 }, loading: false });
  });
});
