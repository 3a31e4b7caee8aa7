import { Batch, perRequest } from './batch';

describe('Batch', () => {
  it('fetches the keys asked for in one turn together, once each, and fills in the missing', async () => {
    const calls: string[][] = [];
    const batch = new Batch<string>(async (keys) => {
      calls.push(keys);
      return new Map(keys.filter((k) => k !== 'x').map((k) => [k, k.toUpperCase()]));
    }, () => '-');
    const values = await Promise.all([batch.load('a'), batch.load('b'), batch.load('a'), batch.load('x')]);
    expect(values).toEqual(['A', 'B', 'A', '-']);
    expect(calls).toEqual([['a', 'b', 'x']]);
    expect(await batch.load('c')).toBe('C');
    expect(calls).toHaveLength(2);
  });

  it('rejects every waiting load when the fetch fails', async () => {
    const batch = new Batch<string>(async () => {
      throw new Error('down');
    }, () => '');
    await expect(Promise.all([batch.load('a'), batch.load('b')])).rejects.toThrow('down');
  });

  it('keeps one value per request context', () => {
    const store = new WeakMap<object, { n: number }>();
    const ctx = {};
    let made = 0;
    const make = () => ({ n: ++made });
    expect(perRequest(store, ctx, make)).toBe(perRequest(store, ctx, make));
    expect(perRequest(store, {}, make).n).toBe(2);
  });
});
