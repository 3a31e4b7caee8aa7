// Results kept in memory for one generation of the data (the listing version and the day): a bounded LRU, where
// requests that ask for the same key at the same time share one load. A new generation empties it; the generation is
// also part of every key, so a load that started under an older one can never answer for a newer one.
import { LRUCache } from 'lru-cache';

export interface MemoOptions<V> {
  /** The most entries kept. */
  max: number;
  /** With maxSize: how much one entry weighs (e.g. the number of rows in it). */
  sizeOf?: (value: V) => number;
  maxSize?: number;
}

export class VersionedMemo<V extends object> {
  private readonly cache: LRUCache<string, V, () => Promise<V>>;
  private generation: string | undefined;

  constructor({ max, sizeOf, maxSize }: MemoOptions<V>) {
    this.cache = new LRUCache<string, V, () => Promise<V>>({
      max,
      ...(sizeOf && maxSize ? { maxSize, sizeCalculation: (value: V) => Math.max(1, sizeOf(value)) } : {}),
      // A clear() for a newer generation must not fail the requests still waiting for an older one.
      ignoreFetchAbort: true,
      fetchMethod: (_key, _stale, { context }) => context(),
    });
  }

  async get(generation: string, key: string, load: () => Promise<V>): Promise<V> {
    if (generation !== this.generation) {
      this.generation = generation;
      this.cache.clear();
    }
    const value = await this.cache.fetch(`${generation}\u0000${key}`, { context: load });
    if (value === undefined) throw new Error('the memo lost a value it was loading');
    return value;
  }
}
