// The contract between the light wrapper (LazyListingMap, in the page's chunk) and a map engine module that is loaded
// only when the map is shown (MaplibreMap or MapboxMap, each with its 1–2 MB library).
import type { MapObject } from './mapObject';
import type { RenderSummary } from './geo';

export { parseMapConfig, type MapConfig } from '../../rules/mapConfig';
import type { MapConfig } from '../../rules/mapConfig';

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
