import type { Db } from '../db/client';
import { LISTING_VERSION_CHANNEL, listingVersionSource, readListingVersion } from './listing-version';

/** A database whose listing_version row holds `version`, counting the reads. */
function fakeDb(version: () => string) {
  const reads = { n: 0 };
  const db = {
    execute: async () => {
      reads.n++;
      return { rows: [{ version: version() }] };
    },
  } as unknown as Db;
  return { db, reads };
}

describe('the listing version', () => {
  it('with notifications: read once, then follows each NOTIFY without asking again', async () => {
    const { db, reads } = fakeDb(() => '7');
    let notify: (payload: string) => void = () => {};
    const source = listingVersionSource({
      db,
      listen: async (channel, callback) => {
        expect(channel).toBe(LISTING_VERSION_CHANNEL);
        notify = callback;
        return async () => {};
      },
    });
    expect(await source.current()).toBe('7');
    notify('8');
    expect(await source.current()).toBe('8');
    notify('not a version');
    notify('3'); // older than what is known (a late or replayed message)
    expect(await source.current()).toBe('8');
    expect(reads.n).toBe(1);
  });

  it('a change announced between listening and the first read is not lost', async () => {
    let notify: (payload: string) => void = () => {};
    const { db } = fakeDb(() => {
      notify('12'); // committed while the first read was on its way
      return '11';
    });
    const source = listingVersionSource({ db, listen: async (_c, callback) => ((notify = callback), async () => {}) });
    expect(await source.current()).toBe('12');
  });

  it('reads for every request where the database cannot notify, or listening failed', async () => {
    let version = 1;
    const plain = fakeDb(() => String(version));
    const source = listingVersionSource({ db: plain.db });
    expect(await source.current()).toBe('1');
    version = 2;
    expect(await source.current()).toBe('2');
    const failing = fakeDb(() => '5');
    const fallback = listingVersionSource({ db: failing.db, listen: () => Promise.reject(new Error('no LISTEN')) });
    expect(await fallback.current()).toBe('5');
    expect(await fallback.current()).toBe('5');
    expect(failing.reads.n).toBe(2);
  });

  it('requests that arrive while a read is on its way share it', async () => {
    const { db, reads } = fakeDb(() => '4');
    const source = readListingVersion(db);
    expect(await Promise.all([source.current(), source.current(), source.current()])).toEqual(['4', '4', '4']);
    expect(reads.n).toBe(1);
    await source.current();
    expect(reads.n).toBe(2);
  });
});
