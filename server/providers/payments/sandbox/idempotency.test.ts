import { checkIdempotencyKey, IdempotencyStore, KEY_REUSED, type Answer } from './idempotency';

describe('checkIdempotencyKey', () => {
  it.each<[string | string[] | undefined, boolean]>([
    [undefined, true],
    ['ab', true],
    ['x'.repeat(63), true],
    ['a', false],
    ['', false],
    ['x'.repeat(64), false],
    [['ab', 'cd'], false],
  ])('%j acceptable: %s', (value, ok) => expect(checkIdempotencyKey(value).ok).toBe(ok));
});

describe('IdempotencyStore', () => {
  const counting = () => {
    let runs = 0;
    return { run: (): Answer => ({ status: 201, body: { refundId: `r${++runs}` } }), runs: () => runs };
  };

  it('runs once per key and operation, and answers a repeat with the first answer', () => {
    const store = new IdempotencyStore();
    const op = counting();
    const first = store.once('POST /v1/charges/c1/refunds', 'k1', { amount: 100 }, op.run);
    expect(store.once('POST /v1/charges/c1/refunds', 'k1', { amount: 100 }, op.run)).toBe(first);
    expect(op.runs()).toBe(1);
    store.once('POST /v1/charges/c2/refunds', 'k1', { amount: 100 }, op.run);
    store.once('POST /v1/charges/c1/refunds', 'k2', { amount: 100 }, op.run);
    expect(op.runs()).toBe(3);
  });

  it('runs every time without a key', () => {
    const store = new IdempotencyStore();
    const op = counting();
    store.once('s', undefined, {}, op.run);
    store.once('s', undefined, {}, op.run);
    expect(op.runs()).toBe(2);
  });

  it('refuses the key with another request, and keeps the first answer', () => {
    const store = new IdempotencyStore();
    const op = counting();
    const first = store.once('s', 'k', { amount: 100 }, op.run);
    expect(store.once('s', 'k', { amount: 200 }, op.run)).toBe(KEY_REUSED);
    expect(store.once('s', 'k', { amount: 100 }, op.run)).toBe(first);
    expect(op.runs()).toBe(1);
  });
});
