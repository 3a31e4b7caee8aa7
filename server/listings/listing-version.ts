// Where the listing version (drizzle/0005, 0007) comes from for the kept counts, pages and points:
// - a server that owns its database (PGlite) reads it once and then follows the NOTIFY that every change sends as it
//   commits (delivered before the writer's query returns), so requests cost no query for it;
// - with PostgreSQL, where other processes may write and notifications arrive a moment after the commit, every
//   request reads it (requests that arrive while a read is on its way share it).
import type { Database, DbOrTx } from '../db/client';
import { listingVersion } from './listings.repository';

export interface ListingVersionSource {
  current(): Promise<string>;
}

export const LISTING_VERSION_CHANNEL = 'listing_version';

/** Reads the version for each request; concurrent requests share a read that is on its way. */
export function readListingVersion(db: DbOrTx): ListingVersionSource {
  let reading: Promise<string> | undefined;
  return {
    current() {
      reading ??= listingVersion(db).finally(() => {
        reading = undefined;
      });
      return reading;
    },
  };
}

const newer = (a: string | undefined, b: string) => (a === undefined || BigInt(b) > BigInt(a) ? b : a);

/** Follows the notifications (PGlite); falls back to reading each time when the database cannot notify. */
export function listingVersionSource(database: Pick<Database, 'db' | 'listen'>): ListingVersionSource {
  const { listen } = database;
  if (!listen) return readListingVersion(database.db);
  let known: string | undefined;
  // Listen first, then read: a change between the two is not lost (the newer of both wins). Should listening fail,
  // every request reads.
  const following: Promise<ListingVersionSource> = listen(LISTING_VERSION_CHANNEL, (payload) => {
    if (/^\d+$/.test(payload)) known = newer(known, payload);
  })
    .then(() => listingVersion(database.db))
    .then(
      (read): ListingVersionSource => {
        known = newer(known, read);
        return { current: async () => known! };
      },
      () => readListingVersion(database.db),
    );
  return { current: async () => (await following).current() };
}
