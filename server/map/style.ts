// The offline map style (MapLibre style spec v8): a background, the municipality's outline and an area around each
// district, all as inline GeoJSON. No glyphs, sprites or tiles, so the map draws without internet and the CSP stays
// 'self'. Pure: the route feeds it the districts from the database.
import type { Feature, FeatureCollection, Polygon } from 'geojson';
import { MAP_CENTER } from '../../src/rules/mapConfig';
import { MUNICIPALITY_NAME, MUNICIPALITY_OUTLINE } from './municipality-outline';

export interface MapDistrict {
  districtId: number;
  name: string;
  latitude: number;
  longitude: number;
}

/** The zoom the map opens at when there is nothing to fit. */
export const DEFAULT_ZOOM = 11;
/** Radius of the area drawn around a district's centre. */
export const DISTRICT_RADIUS_METRES = 650;
const CIRCLE_STEPS = 24;
const METRES_PER_DEGREE_LATITUDE = 111_320;

export const STYLE_LAYER_IDS = ['background', 'municipality-fill', 'municipality-outline', 'district-fill', 'district-outline'] as const;

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** A closed ring of CIRCLE_STEPS points around a centre, good enough for areas a few hundred metres across. */
export function circlePolygon(latitude: number, longitude: number, radiusMetres: number, steps = CIRCLE_STEPS): Polygon {
  const dLat = radiusMetres / METRES_PER_DEGREE_LATITUDE;
  const dLon = radiusMetres / (METRES_PER_DEGREE_LATITUDE * Math.cos((latitude * Math.PI) / 180));
  const ring: [number, number][] = [];
  for (let i = 0; i < steps; i++) {
    const a = (2 * Math.PI * i) / steps;
    ring.push([round(longitude + dLon * Math.cos(a)), round(latitude + dLat * Math.sin(a))]);
  }
  ring.push(ring[0]!);
  return { type: 'Polygon', coordinates: [ring] };
}

export function districtAreas(districts: readonly MapDistrict[]): FeatureCollection<Polygon> {
  const features = districts
    .filter((d) => Number.isFinite(d.latitude) && Number.isFinite(d.longitude))
    .map(
      (d): Feature<Polygon> => ({
        type: 'Feature',
        id: d.districtId,
        properties: { districtId: d.districtId, name: d.name },
        geometry: circlePolygon(d.latitude, d.longitude, DISTRICT_RADIUS_METRES),
      }),
    );
  return { type: 'FeatureCollection', features };
}

export function municipalityOutline(): FeatureCollection<Polygon> {
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { name: MUNICIPALITY_NAME },
        geometry: { type: 'Polygon', coordinates: [MUNICIPALITY_OUTLINE.map(([lon, lat]) => [lon, lat])] },
      },
    ],
  };
}

interface GeoJsonSource {
  type: 'geojson';
  data: FeatureCollection;
}
type Paint = Record<string, unknown>;
export type StyleLayer =
  | { id: string; type: 'background'; paint: Paint }
  | { id: string; type: 'fill' | 'line'; source: string; paint: Paint };

/** The subset of the MapLibre style spec v8 this style uses. */
export interface OfflineStyle {
  version: 8;
  name: string;
  center: [number, number];
  zoom: number;
  sources: Record<string, GeoJsonSource>;
  layers: StyleLayer[];
}

export function buildOfflineStyle(districts: readonly MapDistrict[]): OfflineStyle {
  return {
    version: 8,
    name: 'Bostadskön offline',
    center: [MAP_CENTER.longitude, MAP_CENTER.latitude],
    zoom: DEFAULT_ZOOM,
    sources: {
      municipality: { type: 'geojson', data: municipalityOutline() },
      districts: { type: 'geojson', data: districtAreas(districts) },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#e8eee4' } },
      { id: 'municipality-fill', type: 'fill', source: 'municipality', paint: { 'fill-color': '#f7f6f0' } },
      { id: 'municipality-outline', type: 'line', source: 'municipality', paint: { 'line-color': '#5a6779', 'line-width': 2, 'line-dasharray': [3, 2] } },
      { id: 'district-fill', type: 'fill', source: 'districts', paint: { 'fill-color': '#bcd3ea', 'fill-opacity': 0.55 } },
      { id: 'district-outline', type: 'line', source: 'districts', paint: { 'line-color': '#3d6a99', 'line-width': 1 } },
    ],
  };
}
