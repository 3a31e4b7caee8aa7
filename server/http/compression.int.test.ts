// Compression as browsers receive it: the SPA's files precompressed at build time (a fixture folder with .br and .gz
// beside each file, as vite-plugin-compression2 writes them), API replies compressed on the fly, and the replies that
// must stay uncompressed (BREACH, see server/http/compression.ts). Raw HTTP, because fetch would decode the body.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from '../test/harness';
import { decode, raw } from '../test/raw-request';
import { htmlWithPageData } from './spa';

// Big enough that compression pays, different enough per line that the variants differ in size.
const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i * 7919} + "chunk line ${i}";`).join('\n');
const html = `<!doctype html><html lang="sv"><head><title>spa-index</title><script type="module" src="/mypages/app/assets/index-abc123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const files: Record<string, string> = { 'index.html': html, 'assets/index-abc123.js': script };

let server: TestServer;
let base: string;
beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'spa-compressed-'));
  mkdirSync(path.join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), text);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text, { level: 9 }));
  }
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.map'), JSON.stringify({ version: 3, sources: ['src/main.tsx'], mappings: '' }));
  server = await startTestServer({ STATIC_DIR: dir });
  base = server.baseUrl;
});
afterAll(async () => {
  await server?.close();
});

describe('static files of the SPA', () => {
  // The HTML carries the page data (server/graphql/page-data), so it is compressed as it is sent, never stored; the
  // hashed files go out as the build compressed them.
  const cases = [
    { what: 'a hashed script', url: '/mypages/app/assets/index-abc123.js', file: 'assets/index-abc123.js', cache: 'public, max-age=31536000, immutable' },
    { what: 'the HTML', url: '/mypages/app/', file: 'index.html', cache: 'no-store' },
    { what: 'the HTML at a client route', url: '/mypages/app/lediga-bostader?page=2', file: 'index.html', cache: 'no-store' },
  ];
  /** What the file should arrive as: itself, or for the HTML itself with the page data it was sent with. */
  const expected = (file: string, sent: string): string => {
    if (file !== 'index.html') return files[file]!;
    const data = /<script id="page-data" type="application\/json">(.*?)<\/script>/s.exec(sent)?.[1];
    expect(data).toBeDefined();
    return htmlWithPageData(files[file]!, JSON.parse(data!));
  };

  it.each(cases)('$what goes out as brotli when the browser accepts it', async ({ url, file, cache }) => {
    const r = await raw(base, url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    const sent = decode(r).toString();
    expect(sent).toBe(expected(file, sent));
    if (file !== 'index.html') expect(r.body.equals(brotliCompressSync(files[file]!))).toBe(true);
    expect(Number(r.headers['content-length'])).toBe(r.body.length);
    expect(r.body.length).toBeLessThan(Buffer.byteLength(sent));
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(r.headers['cache-control']).toBe(cache);
    expect(r.headers['content-type']).toMatch(file.endsWith('.js') ? /javascript/ : /text\/html/);
  });

  it.each(cases)('$what goes out as gzip when only gzip is accepted', async ({ url, file, cache }) => {
    const r = await raw(base, url, { 'accept-encoding': 'gzip' });
    expect(r.headers['content-encoding']).toBe('gzip');
    const sent = gunzipSync(r.body).toString();
    expect(sent).toBe(expected(file, sent));
    expect(Number(r.headers['content-length'])).toBe(r.body.length);
    expect(r.body.length).toBeLessThan(Buffer.byteLength(sent));
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(r.headers['cache-control']).toBe(cache);
  });

  it.each(cases)('$what goes out as it is without Accept-Encoding or with identity', async ({ url, file, cache }) => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }] as Record<string, string>[]) {
      const r = await raw(base, url, headers);
      expect(r.headers['content-encoding']).toBeUndefined();
      const sent = r.body.toString();
      expect(sent).toBe(expected(file, sent));
      expect(Number(r.headers['content-length'])).toBe(r.body.length);
      expect(r.headers.vary).toMatch(/accept-encoding/i);
      expect(r.headers['cache-control']).toBe(cache);
    }
  });

  it('never serves a source map', async () => {
    const r = await raw(base, '/mypages/app/assets/index-abc123.js.map', { 'accept-encoding': 'br' });
    expect(r.status).toBe(404);
    expect(r.body.toString()).not.toContain('mappings');
  });
});

describe('API replies', () => {
  const regions = JSON.stringify({ query: '{ getRegionsAndDistricts { regions { regionId name } districts { districtId name label latitude longitude } } }' });

  /** What the SPA sends with a GraphQL POST: JSON, the CSRF cookie and the same token in the header. */
  async function graphqlHeaders(): Promise<Record<string, string>> {
    const client = server.client();
    await client.get('/mypages/api/status');
    const token = client.cookies.get('csrf_token')!;
    return { 'content-type': 'application/json', cookie: `csrf_token=${token}`, 'x-csrf-token': token };
  }

  it('compresses a GraphQL POST reply above 1 KB with brotli, or gzip when only that is accepted', async () => {
    const headers = await graphqlHeaders();
    const br = await raw(base, '/mypages/api', { ...headers, 'accept-encoding': 'gzip, br' }, 'POST', regions);
    const plain = await raw(base, '/mypages/api', headers, 'POST', regions);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(decode(br).equals(plain.body)).toBe(true);
    const gz = await raw(base, '/mypages/api', { ...headers, 'accept-encoding': 'gzip' }, 'POST', regions);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz).equals(plain.body)).toBe(true);
  });

  it('compresses the public map style', async () => {
    const r = await raw(base, '/mypages/api/map/style.json', { 'accept-encoding': 'br' });
    expect(r.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode(r).toString()).version).toBe(8);
    expect(r.headers['cache-control']).toBe('public, max-age=300');
  });

  it('compresses the public home images (SVG), keeping their year-long cache', async () => {
    const list = await raw(base, '/mypages/api', await graphqlHeaders(), 'POST', JSON.stringify({ query: '{ getRentalObjectsAvailable { rentalObjects { images { listUrl } } } }' }));
    const listUrl: string = JSON.parse(list.body.toString()).data.getRentalObjectsAvailable.rentalObjects[0].images[0].listUrl;
    const r = await raw(base, listUrl, { 'accept-encoding': 'br' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(decode(r).toString()).toContain('<svg');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers['set-cookie']).toBeUndefined();
  });

  it('leaves replies under 1 KB alone', async () => {
    const r = await raw(base, '/mypages/api/account/me', { 'accept-encoding': 'br' });
    expect(r.body.length).toBeLessThan(1024);
    expect(r.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses a GraphQL GET, whose query text comes back in the reply (BREACH)', async () => {
    const url = `/mypages/api?query=${encodeURIComponent('{ getRegionsAndDistricts { regions { regionId name } districts { districtId name label latitude longitude } } }')}`;
    // A GraphQL GET needs the CSRF header like a POST (server/http/csrf.ts).
    const r = await raw(base, url, { ...(await graphqlHeaders()), 'accept-encoding': 'br, gzip' });
    expect(r.status).toBe(200);
    expect(r.body.length).toBeGreaterThan(1024);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(r.body.toString()).data.getRegionsAndDistricts.districts.length).toBeGreaterThan(0);
  });
});
