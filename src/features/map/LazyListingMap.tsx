// The map of vacant homes. This wrapper is small and lives in the page's chunk; the map engine (MapLibre with our
// offline style, or Mapbox when the server has a token) is a separate chunk fetched only when the map is shown.
// The list view is the accessible alternative: the note under the map says so, and every failure to start the map
// (config, chunk, WebGL, style, timeout) shows the spec's message in its place.
import './map.css';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiFetch, API_BASE } from '../../app/http';
import { Spinner } from '../../components/Spinner';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { MAP_LOAD_FAILED_TEXT } from '../../rules/listings';
import { parseMapConfig, type MapConfig } from './engine';
import { toFeatureCollection, type RenderSummary } from './geo';
import type { MapObject } from './mapObject';

export interface ListingMapProps {
  /** The homes; null while they are on their way (the map waits for them, as its opening view fits them). */
  objects: readonly MapObject[] | null;
  /** The homes could not be fetched: the map says it cannot load. */
  objectsFailed?: boolean;
  /** The map region's accessible name, e.g. 'Karta över lediga bostäder'. */
  label: string;
  /** CSS height of the map; default 60vh. */
  height?: string;
}

const MaplibreMap = lazy(() => import('./MaplibreMap'));
const MapboxMap = lazy(() => import('./MapboxMap'));

/** How long the map may take from asking for its config to its style being loaded before we give up. */
export const MAP_LOAD_TIMEOUT_MS = 20_000;

export const mapTexts = {
  loading: 'Kartan laddas…',
  count: (n: number) => `Kartan visar ${n} ${n === 1 ? 'bostad' : 'bostäder'}. Samma bostäder finns i listvyn.`,
  missing: (n: number) => `${n} ${n === 1 ? 'bostad saknar' : 'bostäder saknar'} position och visas bara i listvyn.`,
  clusters: 'Större cirklar samlar flera bostäder; välj en för att zooma in. Välj en liten punkt för att öppna bostaden.',
  failedHint: 'Alla bostäder finns i listvyn.',
} as const;

type Phase = 'config' | 'engine' | 'loaded' | 'failed';

export function LazyListingMap({ objects, objectsFailed = false, label, height = '60vh' }: ListingMapProps) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('config');
  const [config, setConfig] = useState<MapConfig | null>(null);
  // Each idle's summary, numbered so a test can wait for the map to have drawn again after it moved.
  const [summary, setSummary] = useState<(RenderSummary & { drawn: number }) | null>(null);
  const phaseRef = useRef<Phase>('config');
  const shown = useMemo(() => (objects ? toFeatureCollection(objects).features.length : 0), [objects]);

  const move = useCallback((next: Phase) => {
    // A failure is final, and nothing may turn a loaded map back into a loading one.
    if (phaseRef.current === 'failed' || (phaseRef.current === 'loaded' && next !== 'failed')) return;
    phaseRef.current = next;
    setPhase(next);
  }, []);
  const fail = useCallback(
    (error: unknown) => {
      if (phaseRef.current === 'failed') return;
      console.warn('Kartan kunde inte laddas', error);
      move('failed');
    },
    [move],
  );

  useEffect(() => {
    let active = true;
    apiFetch(`${API_BASE}/map/config`)
      .then(async (res) => (res.ok ? parseMapConfig(await res.json()) : null))
      .catch(() => null)
      .then((parsed) => {
        if (!active) return;
        if (!parsed) return fail(new Error('map config unavailable'));
        setConfig(parsed);
        move('engine');
      });
    const timer = setTimeout(() => {
      if (active && phaseRef.current !== 'loaded') fail(new Error(`the map did not load within ${MAP_LOAD_TIMEOUT_MS} ms`));
    }, MAP_LOAD_TIMEOUT_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [fail, move]);

  const open = useCallback((id: string) => void navigate(`/rental-object/${encodeURIComponent(id)}`), [navigate]);
  const loaded = useCallback(() => move('loaded'), [move]);
  const rendered = useCallback((next: RenderSummary) => setSummary((prev) => ({ ...next, drawn: (prev?.drawn ?? 0) + 1 })), []);

  const Engine = config?.provider === 'mapbox' ? MapboxMap : MaplibreMap;
  const failed = phase === 'failed' || objectsFailed;
  const drawn = !failed && summary ? summary : null;

  return (
    <div
      role="region"
      aria-label={label}
      className="listing-map"
      data-map-state={phase}
      data-drawn={drawn?.drawn}
      data-zoom={drawn?.zoom}
      data-rendered-markers={drawn?.renderedMarkers}
      data-marker-id={drawn?.firstMarker?.rentalObjectId}
      data-marker-x={drawn?.firstMarker?.x}
      data-marker-y={drawn?.firstMarker?.y}
      data-cluster-x={drawn?.firstCluster?.x}
      data-cluster-y={drawn?.firstCluster?.y}
    >
      {failed ? (
        <div className="alert alert--error" role="alert">
          <p>{MAP_LOAD_FAILED_TEXT}</p>
          <p>{mapTexts.failedHint}</p>
        </div>
      ) : (
        <>
          <div className="listing-map__canvas" style={{ height }}>
            {phase !== 'loaded' && (
              <div className="listing-map__loading">
                <Spinner label={mapTexts.loading} />
              </div>
            )}
            {config && objects && (
              <ErrorBoundary fallback={null} onError={fail}>
                <Suspense fallback={null}>
                  <Engine config={config} objects={objects} onOpen={open} onLoaded={loaded} onFailed={fail} onRendered={rendered} />
                </Suspense>
              </ErrorBoundary>
            )}
          </div>
          <p className="listing-map__note">
            {objects && (
              <>
                {mapTexts.count(shown)}
                {shown < objects.length && <> {mapTexts.missing(objects.length - shown)}</>}{' '}
              </>
            )}
            {mapTexts.clusters}
          </p>
        </>
      )}
    </div>
  );
}
