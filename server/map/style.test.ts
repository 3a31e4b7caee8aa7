import { MAP_CENTER } from '../../src/rules/mapConfig';
import { MUNICIPALITY_OUTLINE } from './municipality-outline';
import { buildOfflineStyle, circlePolygon, DISTRICT_RADIUS_METRES, districtAreas, STYLE_LAYER_IDS, type MapDistrict } from './style';

const luthagen: MapDistrict = { districtId: 102, name: 'Luthagen', latitude: 59.8648, longitude: 17.6238 };
const gottsunda: MapDistrict = { districtId: 301, name: 'Gottsunda', latitude: 59.8083, longitude: 17.6149 };
const enkoping: MapDistrict = { districtId: 501, name: 'Enköping centrum', latitude: 59.6364, longitude: 17.0775 };

/** Every string anywhere in a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...strings(v)]);
  return [];
}

const metresBetween = ([lon1, lat1]: number[], [lon2, lat2]: number[]) => {
  const rad = Math.PI / 180;
  const x = (lon2! - lon1!) * rad * Math.cos(((lat1! + lat2!) / 2) * rad);
  const y = (lat2! - lat1!) * rad;
  return Math.sqrt(x * x + y * y) * 6_371_000;
};

describe('buildOfflineStyle', () => {
  it.each([
    { name: 'no districts', districts: [], features: 0 },
    { name: 'one district', districts: [luthagen], features: 1 },
    { name: 'three districts', districts: [luthagen, gottsunda, enkoping], features: 3 },
    { name: 'a district without coordinates is left out', districts: [luthagen, { ...gottsunda, latitude: Number.NaN }], features: 1 },
  ])('$name → $features district areas, every layer present', ({ districts, features }) => {
    const style = buildOfflineStyle(districts);
    expect(style.version).toBe(8);
    expect(style.layers.map((l) => l.id)).toEqual([...STYLE_LAYER_IDS]);
    expect(style.sources.districts!.data.features).toHaveLength(features);
    expect(style.sources.municipality!.data.features).toHaveLength(1);
    for (const layer of style.layers) {
      if (layer.type !== 'background') expect(Object.keys(style.sources)).toContain(layer.source);
    }
  });

  it('is centred on the spec default centre', () => {
    expect(buildOfflineStyle([]).center).toEqual([MAP_CENTER.longitude, MAP_CENTER.latitude]);
  });

  it.each([
    { name: 'style', value: buildOfflineStyle([luthagen, gottsunda, enkoping]) },
    { name: 'style with an odd district name', value: buildOfflineStyle([{ ...luthagen, name: 'Område 7' }]) },
  ])('needs no internet: no URLs, glyphs, sprites or symbol layers ($name)', ({ value }) => {
    const json = JSON.stringify(value);
    expect(json).not.toMatch(/https?:|mapbox:|\/\//);
    expect(value).not.toHaveProperty('glyphs');
    expect(value).not.toHaveProperty('sprite');
    expect(strings(value).filter((s) => s === 'url' || s === 'tiles' || s === 'symbol')).toEqual([]);
    for (const source of Object.values(value.sources)) expect(source.type).toBe('geojson');
  });

  it('names each district area and keys it by district id', () => {
    const [feature] = districtAreas([gottsunda]).features;
    expect(feature!.id).toBe(301);
    expect(feature!.properties).toEqual({ districtId: 301, name: 'Gottsunda' });
  });

  it('outlines the municipality with a closed ring around the default centre', () => {
    const first = MUNICIPALITY_OUTLINE[0]!;
    const last = MUNICIPALITY_OUTLINE[MUNICIPALITY_OUTLINE.length - 1]!;
    expect(first).toEqual(last);
    const lons = MUNICIPALITY_OUTLINE.map(([lon]) => lon);
    const lats = MUNICIPALITY_OUTLINE.map(([, lat]) => lat);
    expect(Math.min(...lons)).toBeLessThan(MAP_CENTER.longitude);
    expect(Math.max(...lons)).toBeGreaterThan(MAP_CENTER.longitude);
    expect(Math.min(...lats)).toBeLessThan(MAP_CENTER.latitude);
    expect(Math.max(...lats)).toBeGreaterThan(MAP_CENTER.latitude);
  });
});

describe('circlePolygon', () => {
  it.each([
    { latitude: 59.8648, longitude: 17.6238, radius: DISTRICT_RADIUS_METRES },
    { latitude: 59.6364, longitude: 17.0775, radius: 1000 },
    { latitude: 0, longitude: 0, radius: 200 },
  ])('every vertex lies $radius m from ($latitude, $longitude) and the ring is closed', ({ latitude, longitude, radius }) => {
    const ring = circlePolygon(latitude, longitude, radius).coordinates[0]!;
    expect(ring.length).toBeGreaterThan(8);
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    for (const point of ring) expect(metresBetween([longitude, latitude], point)).toBeCloseTo(radius, -1);
  });
});
