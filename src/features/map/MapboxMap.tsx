// The Mapbox engine, used only when the server has a Mapbox token: Mapbox streets plus the same clustered homes.
import 'mapbox-gl/dist/mapbox-gl.css';
import mapboxgl, { type CircleLayerSpecification as MapboxCircleLayer } from 'mapbox-gl';
import { useMemo, useRef, useState } from 'react';
import { Layer, Map, NavigationControl, Source, type MapMouseEvent, type MapRef } from 'react-map-gl/mapbox';
import { MAP_LOCALE, type MapEngineProps } from './engine';
import {
  CLUSTER_LAYER_ID,
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS,
  clusterLayer,
  initialView,
  MARKER_LAYER_ID,
  MARKER_LAYER_IDS,
  markerLayer,
  OBJECTS_SOURCE_ID,
  summariseRendered,
  toFeatureCollection,
  type QueryableMap,
} from './geo';

// The layers are plain style-spec JSON shared with MapLibre; only the two libraries' TypeScript types differ.
const mapboxClusterLayer = clusterLayer as unknown as MapboxCircleLayer;
const mapboxMarkerLayer = markerLayer as unknown as MapboxCircleLayer;

export default function MapboxMap({ config, objects, onOpen, onLoaded, onFailed, onRendered }: MapEngineProps) {
  const mapRef = useRef<MapRef>(null);
  const loaded = useRef(false);
  const [hovering, setHovering] = useState(false);
  const data = useMemo(() => toFeatureCollection(objects), [objects]);
  const [view] = useState(() => initialView(objects, config));

  const handleClick = (event: MapMouseEvent) => {
    const feature = event.features?.[0];
    const map = mapRef.current;
    if (!feature?.layer || !map) return;
    if (feature.layer.id === MARKER_LAYER_ID) {
      onOpen(String(feature.properties?.rentalObjectId));
      return;
    }
    if (feature.layer.id === CLUSTER_LAYER_ID && feature.geometry.type === 'Point') {
      const source = map.getSource<mapboxgl.GeoJSONSource>(OBJECTS_SOURCE_ID);
      const [longitude, latitude] = feature.geometry.coordinates as [number, number];
      source?.getClusterExpansionZoom(Number(feature.properties?.cluster_id), (error, zoom) => {
        if (!error && zoom != null) map.easeTo({ center: [longitude, latitude], zoom });
      });
    }
  };

  return (
    <Map
      ref={mapRef}
      mapLib={mapboxgl}
      mapboxAccessToken={config.accessToken}
      initialViewState={view}
      mapStyle={config.styleUrl}
      style={{ width: '100%', height: '100%' }}
      locale={MAP_LOCALE}
      interactiveLayerIds={MARKER_LAYER_IDS}
      cursor={hovering ? 'pointer' : 'grab'}
      onMouseEnter={() => setHovering(true)}
      onMouseLeave={() => setHovering(false)}
      onClick={handleClick}
      onLoad={() => {
        loaded.current = true;
        onLoaded();
      }}
      // Without a valid token or internet Mapbox never loads; the reason arrives here.
      onError={(e) => {
        if (!loaded.current) onFailed(e.error);
      }}
      onIdle={() => {
        const map = mapRef.current;
        if (!map) return;
        const canvas = map.getCanvas();
        onRendered(summariseRendered(map as unknown as QueryableMap, { width: canvas.clientWidth, height: canvas.clientHeight }));
      }}
    >
      <NavigationControl showCompass={false} />
      <Source id={OBJECTS_SOURCE_ID} type="geojson" data={data} cluster clusterMaxZoom={CLUSTER_MAX_ZOOM} clusterRadius={CLUSTER_RADIUS}>
        <Layer {...mapboxClusterLayer} />
        <Layer {...mapboxMarkerLayer} />
      </Source>
    </Map>
  );
}
