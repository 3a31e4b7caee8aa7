import { VersionedMemo } from './versioned-memo';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('VersionedMemo', () => {
  it('loads a key once per generation, and again in a new one', async () => {
    const memo = new VersionedMemo<{ n: number }>({ max: 10 });
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await memo.get('v1', 'a', load)).toEqual({ n: 1 });
    expect(await memo.get('v1', 'a', load)).toEqual({ n: 1 });
    expect(await memo.get('v1', 'b', load)).toEqual({ n: 2 });
    expect(await memo.get('v2', 'a', load)).toEqual({ n: 3 });
    expect(loads).toBe(3);
  });

  it('shares one load between requests that ask at the same time', async () => {
    const memo = new VersionedMemo<{ n: number }>({ max: 10 });
    const gate = deferred<{ n: number }>();
    let loads = 0;
    const load = () => {
      loads++;
      return gate.promise;
    };
    const both = Promise.all([memo.get('v1', 'a', load), memo.get('v1', 'a', load)]);
    gate.resolve({ n: 7 });
    expect(await both).toEqual([{ n: 7 }, { n: 7 }]);
    expect(loads).toBe(1);
  });

  it('never answers a newer generation with a load that began under an older one', async () => {
    const memo = new VersionedMemo<{ n: number }>({ max: 10 });
    const old = deferred<{ n: number }>();
    const pending = memo.get('v1', 'a', () => old.promise);
    expect(await memo.get('v2', 'a', async () => ({ n: 2 }))).toEqual({ n: 2 });
    old.resolve({ n: 1 });
    expect(await pending).toEqual({ n: 1 }); // its own requester still gets it
    expect(await memo.get('v2', 'a', async () => ({ n: 3 }))).toEqual({ n: 2 });
  });

  it('passes a failed load on and tries again next time', async () => {
    const memo = new VersionedMemo<{ n: number }>({ max: 10 });
    await expect(memo.get('v1', 'a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get('v1', 'a', async () => ({ n: 1 }))).toEqual({ n: 1 });
  });

  it('keeps at most max entries, and within maxSize by weight', async () => {
    const memo = new VersionedMemo<{ rows: number[] }>({ max: 2, sizeOf: (v) => v.rows.length, maxSize: 5 });
    let loads = 0;
    const load = (n: number) => async () => {
      loads++;
      return { rows: Array.from({ length: n }, (_, i) => i) };
    };
    await memo.get('v1', 'a', load(1));
    await memo.get('v1', 'b', load(1));
    await memo.get('v1', 'c', load(1)); // 'a' leaves
    await memo.get('v1', 'a', load(1));
    expect(loads).toBe(4);
    await memo.get('v1', 'big', load(4)); // weight 4 + 1 ≤ 5: only the newest other stays
    await memo.get('v1', 'a', load(1));
    expect(loads).toBe(5);
  });
});
