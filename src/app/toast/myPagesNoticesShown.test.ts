import { forgetMyPagesNotices, myPagesNoticesShown, rememberMyPagesNoticesShown } from './myPagesNoticesShown';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('notices once per login', () => {
  it('remembers the applicant they were shown to until the session is forgotten', () => {
    const storage = memoryStorage();
    expect(myPagesNoticesShown(1, storage)).toBe(false);
    rememberMyPagesNoticesShown(1, storage);
    expect(myPagesNoticesShown(1, storage)).toBe(true);
    expect(myPagesNoticesShown(2, storage)).toBe(false);
    forgetMyPagesNotices(storage);
    expect(myPagesNoticesShown(1, storage)).toBe(false);
  });

  it('works without storage and when storage throws', () => {
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
    expect(myPagesNoticesShown(1, null)).toBe(false);
    expect(() => rememberMyPagesNoticesShown(1, throwing)).not.toThrow();
    expect(myPagesNoticesShown(1, throwing)).toBe(false);
    expect(() => forgetMyPagesNotices(throwing)).not.toThrow();
  });
});
