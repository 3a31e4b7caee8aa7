import { AUTOPAY_REFERENCE_KEY, autopayReferenceOnReturn, forgetAutopayReference, rememberAutopayReference } from './autopayReference';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('the autopay payment reference', () => {
  it('is kept while at the provider and used on the way back, before the return address', () => {
    const storage = memoryStorage();
    rememberAutopayReference('ref-1', storage);
    expect(storage.map.get(AUTOPAY_REFERENCE_KEY)).toBe('ref-1');
    expect(autopayReferenceOnReturn('from-url', storage)).toBe('ref-1');
    forgetAutopayReference(storage);
    expect(autopayReferenceOnReturn('from-url', storage)).toBe('from-url');
    expect(autopayReferenceOnReturn(null, storage)).toBeNull();
  });

  it('survives a storage that throws or is missing', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => rememberAutopayReference('x', throwing)).not.toThrow();
    expect(autopayReferenceOnReturn('from-url', throwing)).toBe('from-url');
    expect(() => forgetAutopayReference(throwing)).not.toThrow();
    expect(autopayReferenceOnReturn('from-url', null)).toBe('from-url');
  });
});
