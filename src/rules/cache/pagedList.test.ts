// The paged list in a real cache: pages add up per search, a new first page starts over, a failed page keeps what was
// loaded, and a home is never listed twice.
import { InMemoryCache } from '@apollo/client';
import { GetRentalObjectsAvailableDocument, type GetRentalObjectsAvailableQuery } from '../../graphql/__generated__/hooks';
import { testHome } from '../../features/listings/testHomes';
import { possibleTypes, typePolicies } from './typePolicies';

const homes = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => testHome(from + i));
const search = { filter: { roomsMin: 2 }, sort: 'rentAsc' };

function write(cache: InMemoryCache, skip: number, take: number, rentalObjects: ReturnType<typeof homes>, totalCount: number, error = false) {
  cache.writeQuery({
    query: GetRentalObjectsAvailableDocument,
    variables: { ...search, skip, take },
    data: { getRentalObjectsAvailable: { __typename: 'RentalObjectsResult', error, errorText: error ? 'Fel' : null, totalCount, rentalObjects } },
  });
}
const read = (cache: InMemoryCache, variables: Record<string, unknown> = { ...search, skip: 0, take: 20 }) =>
  cache.readQuery<GetRentalObjectsAvailableQuery>({ query: GetRentalObjectsAvailableDocument, variables })?.getRentalObjectsAvailable;
const ids = (cache: InMemoryCache, variables?: Record<string, unknown>) => read(cache, variables)?.rentalObjects.map((o) => o.rentalObjectId);

describe('the paged list in the cache', () => {
  let cache: InMemoryCache;
  beforeEach(() => {
    cache = new InMemoryCache({ typePolicies, possibleTypes });
  });

  it('adds each page to its search, so the first page’s query reads them all', () => {
    write(cache, 0, 20, homes(1, 20), 45);
    write(cache, 20, 20, homes(21, 40), 45);
    write(cache, 40, 20, homes(41, 45), 45);
    expect(ids(cache)).toEqual(homes(1, 45).map((h) => h.rentalObjectId));
    expect(read(cache)?.totalCount).toBe(45);
  });

  it('keeps searches apart: another filter or sort is another entry', () => {
    write(cache, 0, 20, homes(1, 20), 45);
    expect(read(cache, { ...search, sort: 'rentDesc', skip: 0, take: 20 })).toBeUndefined();
    expect(read(cache, { filter: { roomsMin: 3 }, sort: 'rentAsc', skip: 0, take: 20 })).toBeUndefined();
  });

  it('starts over on a new first page', () => {
    write(cache, 0, 20, homes(1, 20), 45);
    write(cache, 20, 20, homes(21, 40), 45);
    write(cache, 0, 20, homes(101, 120), 30);
    expect(ids(cache)).toEqual(homes(101, 120).map((h) => h.rentalObjectId));
    expect(read(cache)?.totalCount).toBe(30);
  });

  it('does not list a home twice when it moved to the next page meanwhile, and replaces from the skip on', () => {
    write(cache, 0, 3, homes(1, 3), 9);
    write(cache, 3, 3, [testHome(3), testHome(4), testHome(5)], 9);
    expect(ids(cache)).toEqual(['RO00001', 'RO00002', 'RO00003', 'RO00004', 'RO00005']);
    write(cache, 2, 3, [testHome(7), testHome(8), testHome(9)], 9);
    expect(ids(cache)).toEqual(['RO00001', 'RO00002', 'RO00007', 'RO00008', 'RO00009']);
  });

  it('keeps the loaded homes when a later page fails', () => {
    write(cache, 0, 20, homes(1, 20), 45);
    write(cache, 20, 20, [], 0, true);
    expect(ids(cache)).toHaveLength(20);
    expect(read(cache)).toMatchObject({ error: false, totalCount: 45 });
  });
});
