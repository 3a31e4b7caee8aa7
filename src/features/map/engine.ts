// The contract between the light wrapper (LazyListingMap, in the page's chunk) and a map engine module that is loaded
// only when the map is shown (MaplibreMap or MapboxMap, each with its 1–2 MB library).
import type { MapObject } from './LazyListingMap';
import type { RenderSummary } from './geo';

/** GET /mypages/api/map/config. */
export interface MapConfig {
  provider: 'maplibre' | 'mapbox';
  styleUrl: string;
  accessToken?: string;
  center: { latitude: number; longitude: number };
  zoom: number;
}

export function parseMapConfig(body: unknown): MapConfig | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  const center = b.center as Record<string, unknown> | undefined;
  if (b.provider !== 'maplibre' && b.provider !== 'mapbox') return null;
  if (typeof b.styleUrl !== 'string' || !b.styleUrl) return null;
  if (!center || typeof center.latitude !== 'number' || typeof center.longitude !== 'number') return null;
  if (typeof b.zoom !== 'number') return null;
  if (b.provider === 'mapbox' && (typeof b.accessToken !== 'string' || !b.accessToken)) return null;
  return {
    provider: b.provider,
    styleUrl: b.styleUrl,
    ...(typeof b.accessToken === 'string' ? { accessToken: b.accessToken } : {}),
    center: { latitude: center.latitude, longitude: center.longitude },
    zoom: b.zoom,
  };
}

export interface MapEngineProps {
  config: MapConfig;
  objects: readonly MapObject[];
  /** A single marker was chosen. */
  onOpen(rentalObjectId: string): void;
  /** The style has loaded and the map is drawing. */
  onLoaded(): void;
  /** The map could not start (no WebGL, the style failed, Mapbox refused the token …). */
  onFailed(error: unknown): void;
  /** After each idle: what is drawn now. */
  onRendered(summary: RenderSummary): void;
}

/** Swedish texts for the engines' own controls (both use the same keys). */
export const MAP_LOCALE = {
  'Map.Title': 'Kartyta: piltangenterna flyttar kartan, plus och minus zoomar',
  'NavigationControl.ZoomIn': 'Zooma in',
  'NavigationControl.ZoomOut': 'Zooma ut',
  'NavigationControl.ResetBearing': 'Återställ norr uppåt',
  'AttributionControl.ToggleAttribution': 'Visa eller dölj källor',
  'LogoControl.Title': 'MapLibre-logotyp',
} as const;

/** MapLibre resolves a style URL against the page, but be explicit: the engines run parts of their work in workers. */
export const absoluteUrl = (url: string) => (/^[a-z][a-z0-9+.-]*:/i.test(url) ? url : new URL(url, window.location.href).href);
