// The page data (issue 9): each page's HTML carries the session, the menu and footer, and an Apollo cache with the
// answers to what the page asks for first, for the request's own session and exactly as the API answers them.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scenarios } from '../../db/seed/scenarios';
import { startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { decode, raw } from '../../test/raw-request';

const anna = scenarios.payingApplicant;
const erik = scenarios.mainApplicant;
const INDEX = '<!doctype html><html lang="sv"><head><link rel="preload" href="/mypages/api/account/me" as="fetch" crossorigin /><title>Mina sidor</title></head><body><div id="root"></div></body></html>';

interface PageData {
  me: { success: boolean; applicant?: { applicantId: number; name: string } };
  content: { menu: unknown[]; footer: Record<string, unknown> };
  cache: Record<string, Record<string, unknown>>;
}

let server: TestServer;
beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-data-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  server = await startTestServer({ STATIC_DIR: dir });
});
afterAll(async () => {
  await server?.close();
});

async function page(client: TestClient, url: string): Promise<{ html: string; data: PageData; res: { headers: Headers } }> {
  const res = await client.request('GET', url);
  expect(res.status).toBe(200);
  const html = res.text;
  const json = /<script id="page-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  expect(json).toBeDefined();
  return { html, data: JSON.parse(json!) as PageData, res };
}

/** The normalised entry a root field points at. */
const entry = (data: PageData, ref: unknown) => data.cache[(ref as { __ref: string }).__ref];

describe('a visitor', () => {
  it("gets the anonymous session, the shell content and the list's first page, with no applicant in it", async () => {
    const { data, html, res } = await page(server.client(), '/mypages/app/lediga-bostader');
    expect(data.me).toEqual({ success: false });
    expect(data.content.menu.length).toBeGreaterThan(0);
    const root = data.cache['ROOT_QUERY']!;
    expect(root['getAgencyProfile']).toMatchObject({ __typename: 'AgencyProfileResult' });
    const list = Object.entries(root).find(([key]) => key.startsWith('getRentalObjectsAvailable'))?.[1] as { rentalObjects: unknown[]; totalCount: number };
    const api = await server.client().data('query($take: Int) { getRentalObjectsAvailable(filter: {}, sort: "startDate", skip: 0, take: $take) { totalCount rentalObjects { rentalObjectId } } }', { take: 20 });
    expect(list.totalCount).toBe(api.totalCount);
    expect(list.rentalObjects.map((r) => entry(data, r)?.['rentalObjectId'])).toEqual(api.rentalObjects.map((r: { rentalObjectId: string }) => r.rentalObjectId));
    expect(Object.keys(data.cache).some((k) => k.startsWith('Applicant:'))).toBe(false);
    // The session is in the data: the preload of GET me is gone.
    expect(html).not.toContain('/account/me');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it("gets no applicant's data on a page of My pages", async () => {
    const { data } = await page(server.client(), '/mypages/app/profile/account');
    expect(data.me).toEqual({ success: false });
    expect(data.cache['ROOT_QUERY']!['getApplicant']).toBeUndefined();
  });

  it('gets no home for an address that names none', async () => {
    const { data } = await page(server.client(), '/mypages/app/rental-object/NO-SUCH-HOME');
    const answered = Object.keys(data.cache['ROOT_QUERY']!).filter((k) => k.startsWith('getRentalObject('));
    for (const key of answered) expect(data.cache['ROOT_QUERY']![key]).toMatchObject({ rentalObject: null });
  });
});

describe('a logged-in applicant', () => {
  it('gets their own session and account data, equal to what the API answers', async () => {
    const client = await server.loggedIn(anna);
    const { data } = await page(client, '/mypages/app/profile/account');
    expect(data.me).toMatchObject({ success: true, applicant: { name: expect.stringContaining('Anna') } });
    const api = await client.data('{ getApplicant { applicant { applicantId email personalIdentityNumber } } }');
    const applicant = entry(data, (data.cache['ROOT_QUERY']!['getApplicant'] as { applicant: unknown }).applicant)!;
    expect(applicant).toMatchObject(api.applicant);
    expect(data.cache['ROOT_QUERY']!['getIndicators']).toBeDefined();
    expect(data.cache['ROOT_QUERY']!['getHasActiveAutopayAgreement']).toBeDefined();
  });

  it("gets nobody else's data", async () => {
    const erikClient = await server.loggedIn(erik);
    const erikId = (await erikClient.data('{ getApplicant { applicant { applicantId } } }')).applicant.applicantId as number;
    const { html } = await page(await server.loggedIn(anna), '/mypages/app/profile/account');
    expect(html).not.toContain(`"applicantId":${erikId}`);
    expect(html).not.toContain(erik.email);
  });

  it("gets the payments and saved-search pages' answers", async () => {
    const client = await server.loggedIn(anna);
    expect(Object.keys((await page(client, '/mypages/app/profile/payments')).data.cache['ROOT_QUERY']!)).toContain('getOrders');
    expect(Object.keys((await page(client, '/mypages/app/profile/subscriptions')).data.cache['ROOT_QUERY']!)).toContain('getSubscriptions');
  });

  it('is sent compressed, never to be stored, and the body decompresses to the page', async () => {
    const client = await server.loggedIn(anna);
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['identity', undefined]] as const) {
      const r = await raw(server.baseUrl, '/mypages/app/profile/account', { cookie, 'accept-encoding': accept });
      expect(r.headers['content-encoding']).toBe(encoding);
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(r.headers['content-length'])).toBe(r.body.length);
      expect(decode(r).toString()).toContain('"getApplicant"');
    }
  });
});
