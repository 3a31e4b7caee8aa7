import { MAP_CENTER } from '../../rules/mapConfig';
import {
  boundsOf,
  CLUSTER_LAYER_ID,
  initialView,
  MARKER_LAYER_ID,
  pointsToMapObjects,
  SINGLE_OBJECT_ZOOM,
  summariseRendered,
  toFeatureCollection,
  type QueryableMap,
  type RenderedFeature,
} from './geo';
import type { MapObject } from './mapObject';

const home = (id: string, latitude: number, longitude: number): MapObject => ({
  rentalObjectId: id,
  latitude,
  longitude,
  rent: 8500,
  rooms: 2,
});
const a = home('RO00001', 59.8648, 17.6238);
const b = home('RO00002', 59.8083, 17.6149);
const c = home('RO00003', 59.6364, 17.0775);
const noPosition = home('RO00009', Number.NaN, 17.6);
const nullIsland = home('RO00010', 0, 0);
const fallback = { center: MAP_CENTER, zoom: 11 };

describe('pointsToMapObjects: the points query’s parallel lists as one object a home', () => {
  it('zips the lists in order', () => {
    expect(pointsToMapObjects({ rentalObjectIds: ['RO1', 'RO2'], latitudes: [59.1, 59.2], longitudes: [17.1, 17.2], rents: [8500, 9100], rooms: [2, 3] })).toEqual([
      { rentalObjectId: 'RO1', latitude: 59.1, longitude: 17.1, rent: 8500, rooms: 2 },
      { rentalObjectId: 'RO2', latitude: 59.2, longitude: 17.2, rent: 9100, rooms: 3 },
    ]);
  });
  it('leaves out a home missing from any list, and an empty reply is no homes', () => {
    expect(pointsToMapObjects({ rentalObjectIds: ['RO1', 'RO2'], latitudes: [59.1], longitudes: [17.1, 17.2], rents: [1, 2], rooms: [1, 2] })).toHaveLength(1);
    expect(pointsToMapObjects({ rentalObjectIds: [], latitudes: [], longitudes: [], rents: [], rooms: [] })).toEqual([]);
  });
});

describe('toFeatureCollection', () => {
  it.each([
    { name: 'no homes', objects: [], ids: [] },
    { name: 'two homes', objects: [a, b], ids: ['RO00001', 'RO00002'] },
    { name: 'homes without a usable position are left out', objects: [a, noPosition, nullIsland, c], ids: ['RO00001', 'RO00003'] },
  ])('$name', ({ objects, ids }) => {
    const fc = toFeatureCollection(objects);
    expect(fc.type).toBe('FeatureCollection');
    expect(fc.features.map((f) => f.properties.rentalObjectId)).toEqual(ids);
  });

  it('puts longitude first, as GeoJSON requires, and keeps what a marker needs', () => {
    const [feature] = toFeatureCollection([a]).features;
    expect(feature).toEqual({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [17.6238, 59.8648] },
      properties: { rentalObjectId: 'RO00001', rent: 8500, rooms: 2 },
    });
  });
});

describe('boundsOf', () => {
  it.each([
    { name: 'nothing', objects: [], bounds: null },
    { name: 'only unpositioned homes', objects: [noPosition, nullIsland], bounds: null },
    { name: 'one home', objects: [a], bounds: [[17.6238, 59.8648], [17.6238, 59.8648]] },
    { name: 'three homes', objects: [a, b, c, noPosition], bounds: [[17.0775, 59.6364], [17.6238, 59.8648]] },
  ])('$name', ({ objects, bounds }) => {
    expect(boundsOf(objects)).toEqual(bounds);
  });
});

describe('initialView', () => {
  it.each([
    { name: 'no homes: the spec default centre', objects: [], view: { longitude: 17.63889, latitude: 59.85882, zoom: 11 } },
    { name: 'one home: centred on it', objects: [a], view: { longitude: 17.6238, latitude: 59.8648, zoom: SINGLE_OBJECT_ZOOM } },
    { name: 'two homes at one address', objects: [a, { ...a, rentalObjectId: 'X' }], view: { longitude: 17.6238, latitude: 59.8648, zoom: SINGLE_OBJECT_ZOOM } },
    {
      name: 'several places: fit them',
      objects: [a, b],
      view: { bounds: [[17.6149, 59.8083], [17.6238, 59.8648]], fitBoundsOptions: { padding: 40, maxZoom: SINGLE_OBJECT_ZOOM } },
    },
  ])('$name', ({ objects, view }) => {
    expect(initialView(objects, fallback)).toEqual(view);
  });
});

/**
 * A fake engine: features at fixed screen points. At a point the topmost comes first, as in the real engines: markers
 * are drawn above clusters, and within a layer a later feature above an earlier one.
 */
function fakeMap(features: (RenderedFeature & { at: [number, number] })[], zoom = 12.3456): QueryableMap {
  const byLngLat = new Map(features.map((f) => [JSON.stringify(f.geometry.coordinates), f.at]));
  const z = (f: RenderedFeature) => (f.layer.id === MARKER_LAYER_ID ? 1000 : 0) + features.indexOf(f as (typeof features)[number]);
  return {
    queryRenderedFeatures: ((geometryOrOptions: unknown) => {
      if (!Array.isArray(geometryOrOptions)) return features;
      const [x, y] = geometryOrOptions as [number, number];
      return features.filter((f) => Math.hypot(f.at[0] - x, f.at[1] - y) <= 10).sort((p, q) => z(q) - z(p));
    }) as QueryableMap['queryRenderedFeatures'],
    project: (lngLat) => {
      const at = byLngLat.get(JSON.stringify(lngLat));
      if (!at) throw new Error('unknown point');
      return { x: at[0], y: at[1] };
    },
    getZoom: () => zoom,
  };
}
const marker = (id: string, lon: number, at: [number, number]) => ({
  layer: { id: MARKER_LAYER_ID },
  properties: { rentalObjectId: id },
  geometry: { type: 'Point', coordinates: [lon, 59.8] },
  at,
});
const cluster = (clusterId: number, lon: number, at: [number, number]) => ({
  layer: { id: CLUSTER_LAYER_ID },
  properties: { cluster_id: clusterId, point_count: 4 },
  geometry: { type: 'Point', coordinates: [lon, 59.8] },
  at,
});

describe('summariseRendered', () => {
  const size = { width: 400, height: 300 };

  it('counts nothing on an empty map', () => {
    expect(summariseRendered(fakeMap([], 9.876), size)).toEqual({ zoom: 9.88, renderedMarkers: 0, firstMarker: null, firstCluster: null });
  });

  it('counts a feature drawn in two tiles once', () => {
    const m = marker('RO1', 17.1, [100, 100]);
    const k = cluster(7, 17.2, [200, 200]);
    expect(summariseRendered(fakeMap([m, { ...m }, k, { ...k }]), size)).toEqual({
      zoom: 12.35,
      renderedMarkers: 2,
      firstMarker: { rentalObjectId: 'RO1', x: 100, y: 100 },
      firstCluster: { x: 200, y: 200 },
    });
  });

  it('skips a marker hidden under another marker and one outside the canvas', () => {
    const hiddenUnder = marker('RO1', 17.1, [100, 100]);
    const above = marker('RO2', 17.11, [104, 100]);
    const outside = marker('RO3', 17.3, [420, 10]);
    // At (100,100) both RO1 and RO2 are hit and RO2 is drawn above, so a click there would open RO2, not RO1.
    expect(summariseRendered(fakeMap([outside, hiddenUnder, above]), size).firstMarker).toEqual({ rentalObjectId: 'RO2', x: 104, y: 100 });
  });

  it('does not offer a cluster whose centre is covered by a single marker', () => {
    const k = cluster(3, 17.2, [200, 200]);
    const m = marker('RO5', 17.21, [203, 200]);
    expect(summariseRendered(fakeMap([k, m]), size)).toEqual({
      zoom: 12.35,
      renderedMarkers: 2,
      firstMarker: { rentalObjectId: 'RO5', x: 203, y: 200 },
      firstCluster: null,
    });
  });
});
