// Which map engine and style the SPA uses: Mapbox when the agency has configured a token, otherwise MapLibre with the
// offline style this server draws (GET …/map/style.json).
import { MAP_CENTER } from '../../src/rules/mapConfig';
import type { MapConfig } from '../../src/rules/mapConfig';
import { DEFAULT_ZOOM } from './style';

export const MAPBOX_STYLE_URL = 'mapbox://styles/mapbox/streets-v12';


export function mapConfig(mapboxToken: string, offlineStyleUrl: string): MapConfig {
  const center = { latitude: MAP_CENTER.latitude, longitude: MAP_CENTER.longitude };
  return mapboxToken
    ? { provider: 'mapbox', styleUrl: MAPBOX_STYLE_URL, accessToken: mapboxToken, center, zoom: DEFAULT_ZOOM }
    : { provider: 'maplibre', styleUrl: offlineStyleUrl, center, zoom: DEFAULT_ZOOM };
}

/** Hosts Mapbox GL loads styles, tiles, fonts, sprites and telemetry from; the CSP allows them only with a token. */
export const MAPBOX_HOSTS = ['https://api.mapbox.com', 'https://*.tiles.mapbox.com', 'https://events.mapbox.com'] as const;
