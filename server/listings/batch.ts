// A minimal per-request batch loader: the list resolves images (and other detail-only fields) of every object it
// returns with one query, not one per object. Keys asked for during one turn of the event loop are fetched together.

export class Batch<V> {
  private pending = new Map<string, { resolve: (v: V) => void; reject: (e: unknown) => void }[]>();
  private cache = new Map<string, Promise<V>>();
  private scheduled = false;

  constructor(
    private readonly fetch: (keys: string[]) => Promise<Map<string, V>>,
    private readonly missing: () => V,
  ) {}

  load(key: string): Promise<V> {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V>((resolve, reject) => {
      const waiting = this.pending.get(key) ?? [];
      waiting.push({ resolve, reject });
      this.pending.set(key, waiting);
    });
    this.cache.set(key, promise);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => void this.flush());
    }
    return promise;
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    this.scheduled = false;
    try {
      const found = await this.fetch([...batch.keys()]);
      for (const [key, waiting] of batch) for (const w of waiting) w.resolve(found.get(key) ?? this.missing());
    } catch (err) {
      for (const waiting of batch.values()) for (const w of waiting) w.reject(err);
    }
  }
}

/** One set of batches per request context (the GraphQL context object lives exactly as long as its request). */
export function perRequest<T>(store: WeakMap<object, T>, ctx: object, create: () => T): T {
  let value = store.get(ctx);
  if (!value) {
    value = create();
    store.set(ctx, value);
  }
  return value;
}
