// Request limits (issue 9, security 1): a flood of aliases is refused before anything runs, and the server keeps
// answering others; each limit refuses with its Swedish message; the response size is bounded.
import { vi } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { GRAPHQL_LIMITS, LIMIT_MESSAGES, QUERY_LIMIT_CODE } from './limits';
import { RESPONSE_TOO_LARGE_MESSAGE } from './response-size';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const LIST_ALIAS = (i: number) =>
  `a${i}: getRentalObjectsAvailable { totalCount rentalObjects { rentalObjectId street city zipcode rent rooms area floor districtName regionName } } `;
const aliases = (n: number, field: (i: number) => string) => `query { ${Array.from({ length: n }, (_, i) => field(i)).join('')}}`;

function refusedFor(res: { json: any }, limit: keyof typeof LIMIT_MESSAGES) {
  expect(res.json.data ?? null).toBeNull();
  expect(res.json.errors).toHaveLength(1);
  expect(res.json.errors[0].message).toBe(LIMIT_MESSAGES[limit]);
  expect(res.json.errors[0].extensions.code).toBe(QUERY_LIMIT_CODE);
}

describe('GraphQL request limits', () => {
  it('refuses 1 000 aliases of the vacant-homes list without running it, while a parallel request is answered', async () => {
    const available = vi.spyOn(server.services.listings, 'available');
    const flood = aliases(1000, LIST_ALIAS);
    expect(flood.length).toBeGreaterThan(130_000);
    const anonymous = server.client();
    const order: string[] = [];
    const [refused, status] = await Promise.all([
      anonymous.graphql(flood).then((res) => (order.push('flood'), res)),
      server
        .client()
        .graphql('{ getStatus { status { status } } }')
        .then((res) => (order.push('status'), res)),
    ]);
    refusedFor(refused, 'tokens');
    expect(refused.text.length).toBeLessThan(1000);
    expect(available).not.toHaveBeenCalled();
    expect(status.status).toBe(200);
    expect(status.json.data.getStatus.status.status).toBe('OK');
    expect(order.sort()).toEqual(['flood', 'status']);
    // The server is unharmed: the same list asked once is answered.
    const once = await anonymous.graphql(aliases(1, LIST_ALIAS));
    expect(once.json.data.a0.totalCount).toBeGreaterThan(300);
    expect(available).toHaveBeenCalledTimes(1);
    available.mockRestore();
  });

  it('refuses more aliases than allowed even when the document is short', async () => {
    const res = await server.client().graphql(aliases(GRAPHQL_LIMITS.aliases + 1, (i) => `s${i}: getStatus { error } `));
    refusedFor(res, 'aliases');
    const allowed = await server.client().graphql(aliases(GRAPHQL_LIMITS.aliases, (i) => `s${i}: getStatus { error } `));
    expect(allowed.json.data.s0.error).toBe(false);
  });

  it('refuses a deeper document than allowed', async () => {
    // Our schema has no cycles deeper than the SPA's 7 levels; the introspection types have (ofType of ofType …).
    const nest = (levels: number): string => (levels === 0 ? 'name' : `ofType { ${nest(levels - 1)} }`);
    const res = await server.client().graphql(`{ __type(name: "Query") { ${nest(GRAPHQL_LIMITS.depth)} } }`);
    refusedFor(res, 'depth');
  });

  it('refuses a document that costs more than allowed', async () => {
    const fragment =
      'fragment F on RentalObject { rentalObjectId street city zipcode latitude longitude rooms area areaFormated rent rentFormated floor balcony elevator startDate lastReplyDate moveInDate applicationCount districtName regionName district { districtId name region { regionId name } } landlord { landlordId name } images { imageId description listUrl } boendeTyp { rentalObjectCategoryId name } bostadsTyp { rentalObjectCategoryId name } }';
    const list = (i: number) => `l${i}: getRentalObjectsAvailable { rentalObjects { ...F } } `;
    refusedFor(await server.client().graphql(`${aliases(GRAPHQL_LIMITS.aliases, list)} ${fragment}`), 'cost');
    const allowed = await server.client().graphql(`${aliases(2, list)} ${fragment}`);
    expect(allowed.json.data.l1.rentalObjects.length).toBeGreaterThan(0);
  });

  it('refuses too many directives', async () => {
    const res = await server.client().graphql(`{ getStatus { ${'error @include(if: true) '.repeat(GRAPHQL_LIMITS.directives + 1)}} }`);
    refusedFor(res, 'directives');
  });
});

describe('GraphQL response size', () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({ GRAPHQL_MAX_RESPONSE_BYTES: '4096' });
  });
  afterAll(async () => {
    await small?.close();
  });

  it('answers an over-large result with a Swedish error instead of the data', async () => {
    const res = await small.client().graphql('{ getRentalObjectsAvailable(take: 100) { rentalObjects { rentalObjectId street city zipcode rent rooms area } } }');
    expect(res.status).toBe(200);
    expect(res.json.data ?? null).toBeNull();
    expect(res.json.errors[0].message).toBe(RESPONSE_TOO_LARGE_MESSAGE);
    expect(res.text.length).toBeLessThan(4096);
    const status = await small.client().graphql('{ getStatus { status { status } } }');
    expect(status.json.data.getStatus.status.status).toBe('OK');
  });
});
