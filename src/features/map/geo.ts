// Pure parts of the map: homes → GeoJSON, the opening view, the marker layers, and what was actually drawn (read back
// from the engine after it goes idle, so e2e tests can prove markers were rendered and find one to click).
import type { Feature, FeatureCollection, Point } from 'geojson';
import type { CircleLayerSpecification } from 'maplibre-gl';
import type { MapObject } from './mapObject';

export const OBJECTS_SOURCE_ID = 'rental-objects';
export const CLUSTER_LAYER_ID = 'rental-object-clusters';
export const MARKER_LAYER_ID = 'rental-object-markers';
export const MARKER_LAYER_IDS = [CLUSTER_LAYER_ID, MARKER_LAYER_ID];
/** Zoom used when there is a single home (or several at one address) to show. */
export const SINGLE_OBJECT_ZOOM = 15;
/** Homes are clustered up to this zoom; beyond it every home is its own marker. */
export const CLUSTER_MAX_ZOOM = 14;
export const CLUSTER_RADIUS = 40;

export interface MarkerProperties {
  rentalObjectId: string;
  /** Kronor per month. */
  rent: number;
  rooms: number;
}

const hasPosition = (o: MapObject) =>
  Number.isFinite(o.latitude) &&
  Number.isFinite(o.longitude) &&
  Math.abs(o.latitude) <= 90 &&
  Math.abs(o.longitude) <= 180 &&
  !(o.latitude === 0 && o.longitude === 0);

/** The points query's parallel lists (the i-th entry of each is one home). */
export interface MapPoints {
  rentalObjectIds: readonly string[];
  latitudes: readonly number[];
  longitudes: readonly number[];
  rents: readonly number[];
  rooms: readonly number[];
}

/** The parallel lists as one object a home; a home missing from any list is left out. */
export function pointsToMapObjects(p: MapPoints): MapObject[] {
  const n = Math.min(p.rentalObjectIds.length, p.latitudes.length, p.longitudes.length, p.rents.length, p.rooms.length);
  return Array.from({ length: n }, (_, i) => ({ rentalObjectId: p.rentalObjectIds[i]!, latitude: p.latitudes[i]!, longitude: p.longitudes[i]!, rent: p.rents[i]!, rooms: p.rooms[i]! }));
}

/** One point feature a home; homes without a usable position are left out (the list still shows them). */
export function toFeatureCollection(objects: readonly MapObject[]): FeatureCollection<Point, MarkerProperties> {
  return {
    type: 'FeatureCollection',
    features: objects.filter(hasPosition).map(
      (o): Feature<Point, MarkerProperties> => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [o.longitude, o.latitude] },
        properties: { rentalObjectId: o.rentalObjectId, rent: o.rent, rooms: o.rooms },
      }),
    ),
  };
}

export type LngLatBounds = [[number, number], [number, number]];

/** [[west, south], [east, north]] around every positioned home, or null when none has a position. */
export function boundsOf(objects: readonly MapObject[]): LngLatBounds | null {
  const points = objects.filter(hasPosition);
  if (points.length === 0) return null;
  const lons = points.map((o) => o.longitude);
  const lats = points.map((o) => o.latitude);
  return [
    [Math.min(...lons), Math.min(...lats)],
    [Math.max(...lons), Math.max(...lats)],
  ];
}

export type InitialView =
  | { longitude: number; latitude: number; zoom: number }
  | { bounds: LngLatBounds; fitBoundsOptions: { padding: number; maxZoom: number } };

/** Fit the homes when there are several places; otherwise centre on the one place, or on the default centre. */
export function initialView(
  objects: readonly MapObject[],
  fallback: { center: { latitude: number; longitude: number }; zoom: number },
): InitialView {
  const bounds = boundsOf(objects);
  if (!bounds) return { longitude: fallback.center.longitude, latitude: fallback.center.latitude, zoom: fallback.zoom };
  const [[west, south], [east, north]] = bounds;
  if (west === east && south === north) return { longitude: west, latitude: south, zoom: SINGLE_OBJECT_ZOOM };
  return { bounds, fitBoundsOptions: { padding: 40, maxZoom: SINGLE_OBJECT_ZOOM } };
}

/**
 * Without glyphs there is no text on the map, so a cluster's size shows how many homes it holds (and a darker ring
 * marks it as a group). Single homes are small filled dots.
 */
export const clusterLayer: CircleLayerSpecification = {
  id: CLUSTER_LAYER_ID,
  type: 'circle',
  source: OBJECTS_SOURCE_ID,
  filter: ['has', 'point_count'],
  paint: {
    'circle-color': '#1d5c96',
    'circle-opacity': 0.85,
    'circle-radius': ['step', ['get', 'point_count'], 14, 5, 18, 10, 23, 25, 29],
    'circle-stroke-color': '#0b2f52',
    'circle-stroke-width': 3,
  },
};

export const markerLayer: CircleLayerSpecification = {
  id: MARKER_LAYER_ID,
  type: 'circle',
  source: OBJECTS_SOURCE_ID,
  filter: ['!', ['has', 'point_count']],
  paint: {
    'circle-color': '#c2410c',
    'circle-radius': 9,
    'circle-stroke-color': '#ffffff',
    'circle-stroke-width': 2,
  },
};

/** What the engines have in common for reading back drawn features. */
export interface RenderedFeature {
  layer: { id: string };
  properties: Record<string, unknown> | null;
  geometry: { type: string; coordinates?: unknown };
}
export interface QueryableMap {
  queryRenderedFeatures(geometry: [number, number], options: { layers: string[] }): RenderedFeature[];
  queryRenderedFeatures(options: { layers: string[] }): RenderedFeature[];
  project(lngLat: [number, number]): { x: number; y: number };
  getZoom(): number;
}

export interface ScreenPoint {
  x: number;
  y: number;
}
export interface RenderSummary {
  /** The zoom the map settled at (two decimals). */
  zoom: number;
  /** Distinct clusters and single markers drawn in the view. */
  renderedMarkers: number;
  /** A single marker that is on top at its own centre (a click there opens it), relative to the map's canvas. */
  firstMarker: (ScreenPoint & { rentalObjectId: string }) | null;
  /** A cluster that is on top at its centre (a click there zooms in). */
  firstCluster: ScreenPoint | null;
}

const keyOf = (f: RenderedFeature) =>
  f.properties?.cluster_id !== undefined ? `cluster:${String(f.properties.cluster_id)}` : `object:${String(f.properties?.rentalObjectId)}`;
const pointOf = (f: RenderedFeature): [number, number] | null => {
  const c = f.geometry.coordinates;
  return f.geometry.type === 'Point' && Array.isArray(c) && typeof c[0] === 'number' && typeof c[1] === 'number' ? [c[0], c[1]] : null;
};

export function summariseRendered(map: QueryableMap, size: { width: number; height: number }): RenderSummary {
  const rendered = map.queryRenderedFeatures({ layers: MARKER_LAYER_IDS });
  // A point near a tile edge comes back once for each tile it is drawn in.
  const unique = [...new Map(rendered.map((f) => [keyOf(f), f])).values()];
  const onTopAtCentre = (f: RenderedFeature): ScreenPoint | null => {
    const lngLat = pointOf(f);
    if (!lngLat) return null;
    const { x, y } = map.project(lngLat);
    if (x < 1 || y < 1 || x > size.width - 1 || y > size.height - 1) return null;
    const [top] = map.queryRenderedFeatures([x, y], { layers: MARKER_LAYER_IDS });
    return top && keyOf(top) === keyOf(f) ? { x: Math.round(x), y: Math.round(y) } : null;
  };
  let firstMarker: RenderSummary['firstMarker'] = null;
  let firstCluster: RenderSummary['firstCluster'] = null;
  for (const f of unique) {
    if (f.layer.id === MARKER_LAYER_ID && !firstMarker) {
      const at = onTopAtCentre(f);
      if (at) firstMarker = { ...at, rentalObjectId: String(f.properties?.rentalObjectId) };
    } else if (f.layer.id === CLUSTER_LAYER_ID && !firstCluster) {
      firstCluster = onTopAtCentre(f);
    }
    if (firstMarker && firstCluster) break;
  }
  return { zoom: Math.round(map.getZoom() * 100) / 100, renderedMarkers: unique.length, firstMarker, firstCluster };
}
