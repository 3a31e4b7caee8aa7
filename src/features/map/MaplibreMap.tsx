// The MapLibre engine (default): our offline style plus the homes as a clustered GeoJSON source. Loaded lazily, so
// maplibre-gl and its worker stay out of every page chunk until the map is shown.
import 'maplibre-gl/dist/maplibre-gl.css';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useMemo, useRef, useState } from 'react';
import { Layer, Map, NavigationControl, Source, type MapLayerMouseEvent, type MapRef } from 'react-map-gl/maplibre';
import { absoluteUrl, MAP_LOCALE, type MapEngineProps } from './engine';
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

// Vite serves the worker as its own file; without this MapLibre cannot start its workers ("Worker failed to load").
maplibregl.setWorkerUrl(workerUrl);

export default function MaplibreMap({ config, objects, onOpen, onLoaded, onFailed, onRendered }: MapEngineProps) {
  const mapRef = useRef<MapRef>(null);
  const loaded = useRef(false);
  const [hovering, setHovering] = useState(false);
  const data = useMemo(() => toFeatureCollection(objects), [objects]);
  // The opening view only: later changes of the homes must not yank the camera away from where the user panned.
  const [view] = useState(() => initialView(objects, config));

  const handleClick = async (event: MapLayerMouseEvent) => {
    const feature = event.features?.[0];
    const map = mapRef.current;
    if (!feature || !map) return;
    if (feature.layer.id === MARKER_LAYER_ID) {
      onOpen(String(feature.properties.rentalObjectId));
      return;
    }
    if (feature.layer.id === CLUSTER_LAYER_ID && feature.geometry.type === 'Point') {
      const source = map.getSource<maplibregl.GeoJSONSource>(OBJECTS_SOURCE_ID);
      if (!source) return;
      const zoom = await source.getClusterExpansionZoom(Number(feature.properties.cluster_id));
      const [longitude, latitude] = feature.geometry.coordinates as [number, number];
      map.easeTo({ center: [longitude, latitude], zoom });
    }
  };

  return (
    <Map
      ref={mapRef}
      mapLib={maplibregl}
      initialViewState={view}
      mapStyle={absoluteUrl(config.styleUrl)}
      style={{ width: '100%', height: '100%' }}
      locale={MAP_LOCALE}
      interactiveLayerIds={MARKER_LAYER_IDS}
      cursor={hovering ? 'pointer' : 'grab'}
      onMouseEnter={() => setHovering(true)}
      onMouseLeave={() => setHovering(false)}
      onClick={(e) => void handleClick(e)}
      onLoad={() => {
        loaded.current = true;
        onLoaded();
      }}
      // Before the style has loaded an error means there will be no map; later ones (a single failed redraw) do not.
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
        <Layer {...clusterLayer} />
        <Layer {...markerLayer} />
      </Source>
    </Map>
  );
}
