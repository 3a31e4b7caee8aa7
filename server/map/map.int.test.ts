// The map's REST routes through the real app: the offline style from the seeded districts, the config switch to
// Mapbox when a token is configured, and the CSP that follows it.
import { MAP_CENTER } from '../../src/rules/mapConfig';
import { DISTRICT_SEED } from '../db/seed/listings-catalog';
import { startTestServer, type TestServer } from '../test/harness';
import { MAPBOX_HOSTS, MAPBOX_STYLE_URL } from './map-config';
import { STYLE_CACHE_CONTROL } from './map.routes';

describe('offline map (no token)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('config points MapLibre at our own style with the spec default centre', async () => {
    const res = await server.client().get('/mypages/api/map/config');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ provider: 'maplibre', styleUrl: '/mypages/api/map/style.json', center: MAP_CENTER, zoom: expect.any(Number) });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('the style has every seeded district as an inline GeoJSON area and nothing remote', async () => {
    const res = await server.client().get('/mypages/api/map/style.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe(STYLE_CACHE_CONTROL);
    expect(res.headers.getSetCookie()).toEqual([]);
    const style = res.json;
    expect(style.version).toBe(8);
    expect(Object.values(style.sources).map((s: any) => [s.type, s.data?.type])).toEqual([
      ['geojson', 'FeatureCollection'],
      ['geojson', 'FeatureCollection'],
    ]);
    const names = style.sources.districts.data.features.map((f: any) => f.properties.name).sort();
    expect(names).toEqual(DISTRICT_SEED.map((d) => d.name).sort());
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(res.text).not.toMatch(/https?:|mapbox:/);
    expect(res.headers.get('content-security-policy')).not.toContain('mapbox');
  });
});

describe('Mapbox (token configured)', () => {
  const token = 'pk.eyJ1IjoidGVzdCJ9.integration-test';
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ MAPBOX_TOKEN: token });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('config switches to Mapbox streets with the token', async () => {
    const res = await server.client().get('/mypages/api/map/config');
    expect(res.json).toEqual({ provider: 'mapbox', styleUrl: MAPBOX_STYLE_URL, accessToken: token, center: MAP_CENTER, zoom: expect.any(Number) });
  });

  it('the CSP allows Mapbox hosts for connections, images and workers', async () => {
    const res = await server.client().get('/mypages/api/map/config');
    const csp = Object.fromEntries(
      res.headers
        .get('content-security-policy')!
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    for (const directive of ['connect-src', 'img-src', 'worker-src']) expect(csp[directive]).toEqual(expect.arrayContaining([...MAPBOX_HOSTS]));
    expect(csp['script-src']).toEqual(["'self'"]);
  });
});
