// The listing response cache through the real app: the SPA's list and map documents are answered from memory the
// second time (the service is not asked), for anyone, in any variable order, over POST and GET, compressed or with
// 304; every change to the published homes and every new day is seen by the next answer; nothing about the caller and
// no other operation is ever kept; the API's hooks (CSRF, security headers, request limits) still apply.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { eq } from 'drizzle-orm';
import { print } from 'graphql';
import { vi } from 'vitest';
import { GetRentalObjectPointsDocument } from '../../operations/listings/__generated__/getRentalObjectPoints';
import { GetRentalObjectsAvailableDocument } from '../../operations/listings/__generated__/getRentalObjectsAvailable';
import { rentalObjects } from '../db/schema';
import { scenarios } from '../db/seed/scenarios';
import { GRAPHQL_LIMITS } from '../graphql/limits';
import { startTestServer, TEST_NOW, type TestClient, type TestServer } from '../test/harness';
import { LISTING_CACHE_HEADER } from './listing-response-cache';
import { insertTestObject } from './testing';

// The documents exactly as the SPA sends them (Apollo adds __typename), with the extensions Apollo Client 4 adds.
const LIST = print(addTypenameToDocument(GetRentalObjectsAvailableDocument));
const POINTS = print(addTypenameToDocument(GetRentalObjectPointsDocument));
const EXTENSIONS = { clientLibrary: { name: '@apollo/client', version: '4' } };
const APOLLO_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';
const FIRST_PAGE = { sort: 'startDate', skip: 0, take: 20 };
const TODAY = '2026-11-22';
const TOMORROW = '2026-11-23';

type Page = { totalCount: number; rentalObjects: { rentalObjectId: string }[] };

let server: TestServer;
let anonymous: TestClient;
let anna: TestClient;
let maria: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  anonymous = server.client();
  anna = server.client();
  maria = server.client();
  await anna.login(scenarios.payingApplicant.email, scenarios.payingApplicant.password);
  await maria.login(scenarios.coApplicant.email, scenarios.coApplicant.password);
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  server.clock.now = new Date(TEST_NOW);
});

const cacheState = (res: { headers: Headers }) => res.headers.get(LISTING_CACHE_HEADER);

/** A POST like Apollo's HttpLink sends. */
function post(client: TestClient, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}, operationName?: string) {
  return client.post('/mypages/api', { operationName, query, variables, extensions: EXTENSIONS }, { accept: APOLLO_ACCEPT, ...headers });
}

/** A GraphQL GET (it needs the CSRF header too). */
async function get(client: TestClient, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  if (!client.csrfToken()) await client.get('/mypages/api/status');
  const qs = new URLSearchParams({ query, variables: JSON.stringify(variables) });
  return client.request('GET', `/mypages/api?${qs}`, undefined, { 'x-csrf-token': client.csrfToken() ?? '', ...headers });
}

const listPage = (res: { json: { data: { getRentalObjectsAvailable: Page } } }) => res.json.data.getRentalObjectsAvailable;

describe('the listing response cache', () => {
  it('answers the second identical list request from memory, without asking the service, with the same reply', async () => {
    const variables = { ...FIRST_PAGE, filter: { roomsMin: 2 } };
    const available = vi.spyOn(server.services.listings, 'available');
    const first = await post(anonymous, LIST, variables);
    expect(first.status).toBe(200);
    expect(cacheState(first)).toBe('miss');
    expect(listPage(first).rentalObjects).toHaveLength(20);
    expect(available).toHaveBeenCalledTimes(1);
    const second = await post(anonymous, LIST, variables);
    expect(cacheState(second)).toBe('hit');
    expect(second.text).toBe(first.text);
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(available).toHaveBeenCalledTimes(1);
  });

  it('keeps the map points the same way', async () => {
    const mapPoints = vi.spyOn(server.services.listings, 'mapPoints');
    const first = await post(anonymous, POINTS, { filter: { balcony: true } });
    const second = await post(anonymous, POINTS, { filter: { balcony: true } });
    expect([cacheState(first), cacheState(second)]).toEqual(['miss', 'hit']);
    expect(second.text).toBe(first.text);
    expect(first.json.data.getRentalObjectPoints.points.rentalObjectIds.length).toBeGreaterThan(0);
    expect(mapPoints).toHaveBeenCalledTimes(1);
  });

  it('does not care about the order of the variables, but about their values', async () => {
    const a = await post(anonymous, LIST, { sort: 'rentAsc', skip: 0, take: 5, filter: { roomsMin: 1, balcony: true } });
    const b = await post(anonymous, LIST, { filter: { balcony: true, roomsMin: 1 }, take: 5, skip: 0, sort: 'rentAsc' });
    expect([cacheState(a), cacheState(b)]).toEqual(['miss', 'hit']);
    expect(b.text).toBe(a.text);
    const other = await post(anonymous, LIST, { sort: 'rentAsc', skip: 5, take: 5, filter: { roomsMin: 1, balcony: true } });
    expect(cacheState(other)).toBe('miss');
    expect(listPage(other).rentalObjects.map((o) => o.rentalObjectId)).not.toEqual(listPage(a).rentalObjects.map((o) => o.rentalObjectId));
  });

  it('keeps each query text apart, also under the same operation name', async () => {
    const countOnly = 'query getRentalObjectsAvailable($skip: Int, $take: Int) { getRentalObjectsAvailable(skip: $skip, take: $take) { totalCount } }';
    const variables = { skip: 0, take: 3 };
    const full = await post(anonymous, LIST, variables, {}, 'getRentalObjectsAvailable');
    const small = [await post(anonymous, countOnly, variables, {}, 'getRentalObjectsAvailable'), await post(anonymous, countOnly, variables, {}, 'getRentalObjectsAvailable')];
    expect([cacheState(full), ...small.map(cacheState)]).toEqual(['miss', 'miss', 'hit']);
    expect(small[1]!.text).toBe(small[0]!.text);
    expect(small[1]!.json.data.getRentalObjectsAvailable).toEqual({ totalCount: listPage(full).totalCount });
    expect(cacheState(await post(anonymous, LIST, variables, {}, 'getRentalObjectsAvailable'))).toBe('hit');
  });

  it('sees a newly published and a removed home in the very next answer', async () => {
    const variables = { sort: 'startDate', skip: 0, take: 10 };
    const pointIds = async () => (await post(anonymous, POINTS, {})).json.data.getRentalObjectPoints.points.rentalObjectIds as string[];
    const before = await post(anonymous, LIST, variables);
    expect(cacheState(await post(anonymous, LIST, variables))).toBe('hit');
    expect(await pointIds()).toEqual(await pointIds());
    const added = await insertTestObject(server.services.database.db, TODAY);
    const after = await post(anonymous, LIST, variables);
    expect(cacheState(after)).toBe('miss');
    expect(listPage(after).totalCount).toBe(listPage(before).totalCount + 1);
    expect(await pointIds()).toContain(added.rentalObjectId);
    await server.services.database.db.delete(rentalObjects).where(eq(rentalObjects.rentalObjectId, added.rentalObjectId));
    const removed = await post(anonymous, LIST, variables);
    expect(cacheState(removed)).toBe('miss');
    expect(listPage(removed).totalCount).toBe(listPage(before).totalCount);
    expect(await pointIds()).not.toContain(added.rentalObjectId);
  });

  it('sees a home whose publication starts tomorrow once the day has turned', async () => {
    const upcoming = await insertTestObject(server.services.database.db, TOMORROW);
    const variables = { filter: { rentMin: 0 } };
    const today = await post(anonymous, POINTS, variables);
    expect(cacheState(await post(anonymous, POINTS, variables))).toBe('hit');
    expect(today.json.data.getRentalObjectPoints.points.rentalObjectIds).not.toContain(upcoming.rentalObjectId);
    server.clock.now = new Date('2026-11-23T10:00:00Z');
    const tomorrow = await post(anonymous, POINTS, variables);
    expect(cacheState(tomorrow)).toBe('miss');
    expect(tomorrow.json.data.getRentalObjectPoints.points.rentalObjectIds).toContain(upcoming.rentalObjectId);
    await server.services.database.db.delete(rentalObjects).where(eq(rentalObjects.rentalObjectId, upcoming.rentalObjectId));
  });

  it('gives a logged-in applicant the same public list as anyone (it holds nothing about the caller)', async () => {
    const variables = { ...FIRST_PAGE, filter: { elevator: true } };
    const first = await post(anonymous, LIST, variables);
    const annas = await post(anna, LIST, variables);
    expect([cacheState(first), cacheState(annas)]).toEqual(['miss', 'hit']);
    expect(annas.text).toBe(first.text);
    expect(annas.text).not.toMatch(/Anna|anna\.andersson|199001012385/);
  });

  it('never keeps an answer that carries the caller’s own data, nor serves one caller’s to another', async () => {
    const mixed = `query listAndMe($take: Int) { getRentalObjectsAvailable(take: $take) { totalCount } getApplicant { error applicant { firstName email personalIdentityNumber } } }`;
    for (let i = 0; i < 2; i++) {
      const annas = await post(anna, mixed, { take: 1 });
      const marias = await post(maria, mixed, { take: 1 });
      const nobodys = await post(anonymous, mixed, { take: 1 });
      expect([cacheState(annas), cacheState(marias), cacheState(nobodys)]).toEqual([null, null, null]);
      expect(annas.json.data.getApplicant.applicant.email).toBe(scenarios.payingApplicant.email);
      expect(marias.json.data.getApplicant.applicant.email).toBe(scenarios.coApplicant.email);
      expect(nobodys.text).not.toMatch(/anna\.andersson|maria\.eriksson/);
      expect(nobodys.json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
  });

  it('never keeps interest counts, which follow the applications rather than the listings', async () => {
    const counts = '{ getRentalObjectsAvailable(take: 3) { rentalObjects { rentalObjectId applicationCount firstQueuePlace } } }';
    const available = vi.spyOn(server.services.listings, 'available');
    for (let i = 0; i < 2; i++) expect(cacheState(await post(anonymous, counts, {}))).toBeNull();
    expect(available).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['another public query', '{ getRegionsAndDistricts { error regions { name } } }'],
    ['a single home', `{ getRentalObject(rentalObjectId: "RO00001") { error rentalObject { street } } }`],
    ['the smallest request', '{ __typename }'],
    ['the caller’s own data', '{ getApplicant { error applicant { email } } }'],
  ])('never keeps a non-listing operation: %s', async (_name, query) => {
    for (let i = 0; i < 2; i++) {
      const res = await post(anna, query, {});
      expect(res.status).toBe(200);
      expect(cacheState(res)).toBeNull();
      expect(res.headers.get('etag')).toBeNull();
    }
  });

  it('never keeps a mutation', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await post(anonymous, 'mutation { __typename }', {});
      expect(res.json.data).toEqual({ __typename: 'Mutation' });
      expect(cacheState(res)).toBeNull();
    }
  });

  it('keeps the API’s hooks: CSRF before any answer, security headers on a kept one', async () => {
    const variables = { ...FIRST_PAGE, filter: { roomsMin: 3 } };
    await post(anonymous, LIST, variables);
    const hit = await post(anonymous, LIST, variables);
    expect(cacheState(hit)).toBe('hit');
    expect(hit.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(hit.headers.get('x-content-type-options')).toBe('nosniff');
    expect(hit.headers.get('x-frame-options')).toBe('DENY');
    expect(hit.headers.getSetCookie()).toEqual([]);
    const forged = await anonymous.post('/mypages/api', { query: LIST, variables, extensions: EXTENSIONS }, { 'x-csrf-token': 'forged' });
    expect(forged.status).toBe(403);
    expect(cacheState(forged)).toBeNull();
    const foreign = await anonymous.post('/mypages/api', { query: LIST, variables, extensions: EXTENSIONS }, { origin: 'http://evil.example' });
    expect(foreign.status).toBe(403);
    const withoutHeader = await anonymous.request('GET', `/mypages/api?${new URLSearchParams({ query: LIST, variables: JSON.stringify(variables) })}`);
    expect(withoutHeader.status).toBe(403);
  });

  it('keeps the request limits: a list request over the alias limit is refused every time', async () => {
    const aliases = Array.from({ length: GRAPHQL_LIMITS.aliases + 1 }, (_, i) => `a${i}: getRentalObjectsAvailable(take: 1) { totalCount }`).join(' ');
    for (let i = 0; i < 2; i++) {
      const res = await post(anonymous, `{ ${aliases} }`, {});
      expect(res.json.errors[0].extensions.code).toBe('QUERY_LIMIT');
      expect(res.json.data).toBeUndefined();
      expect(cacheState(res)).toBeNull();
    }
  });

  it('answers GET like POST, never compressed (BREACH rule for GET), and 304 when the ETag matches', async () => {
    const variables = { filter: { areaMin: 40 } };
    const first = await get(anonymous, POINTS, variables, { 'accept-encoding': 'br, gzip' });
    expect(first.status).toBe(200);
    const second = await get(anonymous, POINTS, variables, { 'accept-encoding': 'br, gzip' });
    expect([cacheState(first), cacheState(second)]).toEqual(['miss', 'hit']);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('content-encoding')).toBeNull();
    const etag = second.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const notModified = await get(anonymous, POINTS, variables, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.text).toBe('');
    expect((await get(anonymous, POINTS, variables, { 'if-none-match': 'W/"other"' })).status).toBe(200);
  });

  it('sends a kept POST reply compressed when asked, made once, the same JSON when decompressed', async () => {
    const variables = { filter: { roomsMin: 1 } };
    const plain = await post(anonymous, POINTS, variables);
    expect(plain.text.length).toBeGreaterThan(1024);
    // fetch decompresses on its own; read the bytes as they came through node's http instead.
    const { request } = await import('node:http');
    const bytes = (encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const body = JSON.stringify({ query: POINTS, variables, extensions: EXTENSIONS });
        const req = request(
          `${server.baseUrl}/mypages/api`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: APOLLO_ACCEPT, cookie: `csrf_token=${anonymous.csrfToken()}`, 'x-csrf-token': anonymous.csrfToken()!, 'accept-encoding': encoding },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    const br = await bytes('br, gzip');
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', [LISTING_CACHE_HEADER]: 'hit', vary: expect.stringMatching(/accept-encoding/i) });
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.text);
    expect((await bytes('br')).body.equals(br.body)).toBe(true);
    const gz = await bytes('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(plain.text);
    expect(br.body.length).toBeLessThan(plain.text.length / 2);
  });
});
