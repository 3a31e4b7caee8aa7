import { parseMapConfig } from './mapConfig';

const center = { latitude: 59.85882, longitude: 17.63889 };

describe('parseMapConfig', () => {
  it.each([
    { name: 'maplibre', body: { provider: 'maplibre', styleUrl: '/mypages/api/map/style.json', center, zoom: 11 }, ok: true },
    { name: 'mapbox with a token', body: { provider: 'mapbox', styleUrl: 'mapbox://styles/mapbox/streets-v12', accessToken: 'pk.x', center, zoom: 11 }, ok: true },
    { name: 'mapbox without a token', body: { provider: 'mapbox', styleUrl: 'mapbox://styles/mapbox/streets-v12', center, zoom: 11 }, ok: false },
    { name: 'an unknown provider', body: { provider: 'google', styleUrl: 'x', center, zoom: 11 }, ok: false },
    { name: 'no style', body: { provider: 'maplibre', styleUrl: '', center, zoom: 11 }, ok: false },
    { name: 'no centre', body: { provider: 'maplibre', styleUrl: '/s.json', zoom: 11 }, ok: false },
    { name: 'a centre given as text', body: { provider: 'maplibre', styleUrl: '/s.json', center: { latitude: '59', longitude: '17' }, zoom: 11 }, ok: false },
    { name: 'no zoom', body: { provider: 'maplibre', styleUrl: '/s.json', center }, ok: false },
    { name: 'null', body: null, ok: false },
    { name: 'an HTML error page', body: '<html>', ok: false },
  ])('$name → accepted: $ok', ({ body, ok }) => {
    const parsed = parseMapConfig(body);
    if (ok) expect(parsed).toEqual(body);
    else expect(parsed).toBeNull();
  });
});
