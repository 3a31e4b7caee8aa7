// The CSP and the tag manager (spec 000 §7 'Other'): by default no tag manager host is allowed anywhere; with a
// configured container id its script and data hosts are, and nothing else changes. A malformed id stops the start.
import { TAG_MANAGER_DATA_HOSTS, TAG_MANAGER_SCRIPT_HOSTS } from '../../src/rules/tagManager';
import { ConfigError, testConfig } from '../config';
import { startTestServer, type TestServer } from '../test/harness';

async function cspOf(server: TestServer): Promise<Record<string, string[]>> {
  const res = await server.client().get('/mypages/api/status');
  return Object.fromEntries(
    res.headers
      .get('content-security-policy')!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
}

describe('CSP without a tag manager (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('allows no tag manager host', async () => {
    const csp = await cspOf(server);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(JSON.stringify(csp)).not.toMatch(/google/);
  });
});

describe('CSP with a tag manager container id', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ VITE_TAG_MANAGER_ID: 'GTM-TEST123' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('allows the container script and the statistics hosts, nothing more', async () => {
    const csp = await cspOf(server);
    expect(csp['script-src']).toEqual(["'self'", ...TAG_MANAGER_SCRIPT_HOSTS]);
    for (const directive of ['img-src', 'connect-src']) expect(csp[directive]).toEqual(expect.arrayContaining([...TAG_MANAGER_DATA_HOSTS]));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });
});

describe('the container id setting', () => {
  it.each(['UA-12345-1', 'GTM-', 'gtm-abc1234', "GTM-ABC1234 'unsafe-inline'"])('refuses %s', (id) => {
    expect(() => testConfig({ VITE_TAG_MANAGER_ID: id })).toThrow(ConfigError);
  });
  it('takes a container id or nothing', () => {
    expect(testConfig({ VITE_TAG_MANAGER_ID: 'GTM-ABC1234' }).VITE_TAG_MANAGER_ID).toBe('GTM-ABC1234');
    expect(testConfig().VITE_TAG_MANAGER_ID).toBe('');
  });
});
