// The published homes through the public GraphQL list, every page of it (the list gives at most 100 a request), for
// specs that pick homes from the seed.
import { expect, type APIRequestContext } from '@playwright/test';
import { csrf } from './api';

const TAKE = 100;

/** Every published home, newest first, with the given fields (a GraphQL selection of RentalObject). */
export async function allPublishedHomes<T>(request: APIRequestContext, fields: string): Promise<T[]> {
  const token = await csrf(request);
  const query = `query($skip: Int, $take: Int) { getRentalObjectsAvailable(skip: $skip, take: $take) { error totalCount rentalObjects { ${fields} } } }`;
  const homes: T[] = [];
  for (;;) {
    const res = await request.post('/mypages/api', { headers: { 'x-csrf-token': token }, data: { query, variables: { skip: homes.length, take: TAKE } } });
    expect(res.status(), await res.text()).toBe(200);
    const page = ((await res.json()) as { data: { getRentalObjectsAvailable: { error: boolean; totalCount: number; rentalObjects: T[] } } }).data.getRentalObjectsAvailable;
    expect(page.error).toBe(false);
    homes.push(...page.rentalObjects);
    if (homes.length >= page.totalCount || page.rentalObjects.length === 0) return homes;
  }
}
