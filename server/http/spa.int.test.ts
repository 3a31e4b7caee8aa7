// The built SPAs are served with index.html for client routes: the applicants' under /mypages/app/, the back office's
// under /mypages/admin/, each from its own folder.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../test/harness';

const INLINE = "document.documentElement.classList.add('x')";

let server: TestServer;
beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'spa-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>spa-index</title><script>${INLINE}</script>`);
  writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), 'console.log(1)');
  const staffDir = mkdtempSync(path.join(tmpdir(), 'staff-spa-'));
  mkdirSync(path.join(staffDir, 'assets'));
  writeFileSync(path.join(staffDir, 'index.html'), '<!doctype html><title>staff-index</title>');
  writeFileSync(path.join(staffDir, 'assets', 'staff-def456.js'), 'console.log(2)');
  server = await startTestServer({ STATIC_DIR: dir, STAFF_STATIC_DIR: staffDir });
});
afterAll(async () => {
  await server?.close();
});

it.each(['/mypages/app/', '/mypages/app/login', '/mypages/app/profile/account?x=1'])('serves index.html at %s', async (url) => {
  const res = await server.client().get(url);
  expect(res.status).toBe(200);
  expect(res.text).toContain('spa-index');
  // With the page data (server/graphql/page-data): the session's answers, never stored.
  expect(res.text).toContain('<script id="page-data" type="application/json">');
  expect(res.headers.get('cache-control')).toBe('no-store');
});

it('serves hashed assets with a long cache and 404s missing ones', async () => {
  const ok = await server.client().get('/mypages/app/assets/main-abc123.js');
  expect(ok.status).toBe(200);
  expect(ok.headers.get('cache-control')).toContain('immutable');
  expect((await server.client().get('/mypages/app/assets/missing.js')).status).toBe(404);
});

it.each(['/mypages/admin/', '/mypages/admin/logga-in', '/mypages/admin/sokande/12?x=1'])('serves the back office\'s index.html at %s', async (url) => {
  const res = await server.client().get(url);
  expect(res.status).toBe(200);
  expect(res.text).toContain('staff-index');
  expect(res.headers.get('cache-control')).toBe('no-cache');
});

it('serves the back office\'s assets from its own folder, never the applicants\'', async () => {
  expect((await server.client().get('/mypages/admin/assets/staff-def456.js')).status).toBe(200);
  expect((await server.client().get('/mypages/admin/assets/main-abc123.js')).status).toBe(404);
  expect((await server.client().get('/mypages/app/assets/staff-def456.js')).status).toBe(404);
  const bare = await server.client().get('/mypages/admin');
  expect(bare.status).toBe(302);
  expect(bare.headers.get('location')).toBe('/mypages/admin/');
});

it('redirects the site root to the app', async () => {
  const res = await server.client().get('/');
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toBe('/mypages/app/');
});

it('allows the index.html\'s own inline script by its hash in the Content-Security-Policy, and no other', async () => {
  const res = await server.client().get('/mypages/app/');
  const scriptSrc = (res.headers.get('content-security-policy') ?? '').split('; ').find((d) => d.startsWith('script-src '));
  const hash = createHash('sha256').update(INLINE).digest('base64');
  expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  // The API answers carry the same policy.
  expect((await server.client().get('/mypages/api/status')).headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
});
