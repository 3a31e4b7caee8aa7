import { MAP_CENTER } from '../../src/rules/mapConfig';
import { ConfigError, testConfig } from '../config';
import { mapConfig, MAPBOX_STYLE_URL } from './map-config';

describe('mapConfig', () => {
  it.each([
    { token: '', provider: 'maplibre', styleUrl: '/mypages/api/map/style.json', accessToken: undefined },
    { token: 'pk.abc', provider: 'mapbox', styleUrl: MAPBOX_STYLE_URL, accessToken: 'pk.abc' },
  ])('token "$token" → $provider', ({ token, provider, styleUrl, accessToken }) => {
    const config = mapConfig(token, '/mypages/api/map/style.json');
    expect(config).toMatchObject({ provider, styleUrl, center: MAP_CENTER });
    expect(config.accessToken).toBe(accessToken);
    expect('accessToken' in config).toBe(accessToken !== undefined);
  });
});

describe('MAPBOX_TOKEN setting', () => {
  it('is empty by default', () => {
    expect(testConfig().MAPBOX_TOKEN).toBe('');
  });
  it.each(['pk.eyJ1IjoiYWdlbmN5In0.abc-DEF_123'])('accepts the public token %s', (token) => {
    expect(testConfig({ MAPBOX_TOKEN: token }).MAPBOX_TOKEN).toBe(token);
  });
  it.each(['sk.eyJ1IjoiYWdlbmN5In0.secret', 'abc', 'pk.with space'])('refuses %s (it would be sent to every browser)', (token) => {
    expect(() => testConfig({ MAPBOX_TOKEN: token })).toThrow(ConfigError);
  });
});
