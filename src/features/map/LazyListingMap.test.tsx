// @vitest-environment jsdom
// The wrapper with the engines mocked: the engines themselves need WebGL and are covered by e2e/listings-map.spec.ts.
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { MAP_LOAD_FAILED_TEXT } from '../../rules/listings';
import type { MapEngineProps } from './engine';
import type { ListingMapProps } from './LazyListingMap';
import type { MapObject } from './mapObject';

/** What the mocked engine module does when loaded and rendered. */
const engine = vi.hoisted(() => ({
  chunk: 'ok' as 'ok' | 'fails',
  behaviour: 'loads' as 'loads' | 'reports-error' | 'throws' | 'never-loads',
  rendered: [] as string[],
  props: null as MapEngineProps | null,
}));

function FakeEngine(props: MapEngineProps) {
  engine.props = props;
  if (engine.behaviour === 'throws') throw new Error('WebGL is not supported');
  useEffect(() => {
    if (engine.behaviour === 'loads') {
      props.onLoaded();
      props.onRendered({ zoom: 11, renderedMarkers: 3, firstMarker: { rentalObjectId: 'RO00002', x: 10, y: 20 }, firstCluster: null });
    }
    if (engine.behaviour === 'reports-error') props.onFailed(new Error('Failed to fetch style'));
  }, []);
  return <div data-testid={`engine-${props.config.provider}`} />;
}
const engineModule = (name: string) => () => {
  engine.rendered.push(name);
  if (engine.chunk === 'fails') throw new Error('Failed to fetch dynamically imported module');
  return { default: FakeEngine };
};

const objects: MapObject[] = [
  { rentalObjectId: 'RO00001', latitude: 59.86, longitude: 17.62, rent: 8500, rooms: 2 },
  { rentalObjectId: 'RO00002', latitude: 59.81, longitude: 17.61, rent: 7200, rooms: 1 },
  { rentalObjectId: 'RO00003', latitude: Number.NaN, longitude: 17.6, rent: 6000, rooms: 1 },
];
const maplibreConfig = { provider: 'maplibre', styleUrl: '/mypages/api/map/style.json', center: { latitude: 59.85882, longitude: 17.63889 }, zoom: 11 };
const mapboxConfig = { ...maplibreConfig, provider: 'mapbox', styleUrl: 'mapbox://styles/mapbox/streets-v12', accessToken: 'pk.test' };

function stubConfig(reply: { status: number; body: unknown } | 'network-error') {
  const fetchMock = vi.fn(async () => {
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function RentalObject() {
  return <h1>{`Bostad ${useParams().rentalObjectId}`}</h1>;
}

// LazyListingMap keeps its lazy components at module level, so each test loads it and the mocked engines afresh.
async function renderMap(props: Partial<ListingMapProps> = {}) {
  vi.resetModules();
  vi.doMock('./MaplibreMap', engineModule('maplibre'));
  vi.doMock('./MapboxMap', engineModule('mapbox'));
  const { LazyListingMap } = await import('./LazyListingMap');
  const router = createMemoryRouter(
    [
      { path: '/lediga-bostader', element: <LazyListingMap objects={objects} label="Karta över lediga bostäder" {...props} /> },
      { path: '/rental-object/:rentalObjectId', element: <RentalObject /> },
    ],
    { initialEntries: ['/lediga-bostader'] },
  );
  render(<RouterProvider router={router} />);
  return screen.getByRole('region', { name: 'Karta över lediga bostäder' });
}

const expectFailureNotice = async () => {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(MAP_LOAD_FAILED_TEXT);
  expect(screen.queryByTestId(/^engine-/)).not.toBeInTheDocument();
};

beforeEach(() => {
  engine.chunk = 'ok';
  engine.behaviour = 'loads';
  engine.rendered = [];
  engine.props = null;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LazyListingMap', () => {
  it('asks for the config, loads the MapLibre engine and reports what it drew', async () => {
    const fetchMock = stubConfig({ status: 200, body: maplibreConfig });
    const region = await renderMap();
    expect(await screen.findByTestId('engine-maplibre')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/mypages/api/map/config', expect.objectContaining({ credentials: 'same-origin' }));
    expect(engine.rendered).toEqual(['maplibre']);
    expect(engine.props?.config).toEqual(maplibreConfig);
    await waitFor(() => expect(region).toHaveAttribute('data-rendered-markers', '3'));
    expect(region).toHaveAttribute('data-map-state', 'loaded');
    expect(region).toHaveAttribute('data-marker-id', 'RO00002');
    expect(region).toHaveTextContent('Kartan visar 2 bostäder. Samma bostäder finns i listvyn.');
    expect(region).toHaveTextContent('1 bostad saknar position och visas bara i listvyn.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uses the Mapbox engine when the server has a token', async () => {
    stubConfig({ status: 200, body: mapboxConfig });
    await renderMap();
    expect(await screen.findByTestId('engine-mapbox')).toBeInTheDocument();
    expect(engine.rendered).toEqual(['mapbox']);
    expect(engine.props?.config.accessToken).toBe('pk.test');
  });

  it('opens the home whose marker was chosen', async () => {
    stubConfig({ status: 200, body: maplibreConfig });
    await renderMap();
    await screen.findByTestId('engine-maplibre');
    act(() => engine.props!.onOpen('RO00002'));
    expect(await screen.findByRole('heading', { name: 'Bostad RO00002' })).toBeInTheDocument();
  });

  it.each([
    { name: 'the engine chunk cannot be loaded', setup: () => (engine.chunk = 'fails'), reply: { status: 200, body: maplibreConfig } },
    { name: 'the engine throws while rendering (no WebGL)', setup: () => (engine.behaviour = 'throws'), reply: { status: 200, body: maplibreConfig } },
    { name: 'the engine reports an error (the style failed)', setup: () => (engine.behaviour = 'reports-error'), reply: { status: 200, body: maplibreConfig } },
    { name: 'the config request fails', setup: () => {}, reply: { status: 500, body: { error: true } } },
    { name: 'the config is not understood', setup: () => {}, reply: { status: 200, body: { provider: 'google' } } },
    { name: 'the server cannot be reached', setup: () => {}, reply: 'network-error' as const },
  ])('shows the spec message in place of the map when $name', async ({ setup, reply }) => {
    setup();
    stubConfig(reply);
    const region = await renderMap();
    await expectFailureNotice();
    expect(region).toHaveAttribute('data-map-state', 'failed');
    expect(region).not.toHaveAttribute('data-rendered-markers');
  });

  it('waits for the homes before it starts the engine (its opening view fits them)', async () => {
    stubConfig({ status: 200, body: maplibreConfig });
    const region = await renderMap({ objects: null });
    await waitFor(() => expect(region).toHaveAttribute('data-map-state', 'engine'));
    expect(screen.queryByTestId(/^engine-/)).not.toBeInTheDocument();
    expect(region).not.toHaveTextContent('Kartan visar');
    expect(screen.getByRole('status')).toHaveTextContent('Kartan laddas…');
  });

  it('says the map cannot load when the homes could not be fetched', async () => {
    stubConfig({ status: 200, body: maplibreConfig });
    await renderMap({ objects: null, objectsFailed: true });
    await expectFailureNotice();
  });

  it('gives up when the map has not loaded in time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    engine.behaviour = 'never-loads';
    stubConfig({ status: 200, body: maplibreConfig });
    const { MAP_LOAD_TIMEOUT_MS } = await import('./LazyListingMap');
    await renderMap();
    await screen.findByTestId('engine-maplibre');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MAP_LOAD_TIMEOUT_MS + 1);
    });
    await expectFailureNotice();
  });

  it('a map that loaded stays up when the timeout would have passed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubConfig({ status: 200, body: maplibreConfig });
    const { MAP_LOAD_TIMEOUT_MS } = await import('./LazyListingMap');
    const region = await renderMap();
    await screen.findByTestId('engine-maplibre');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MAP_LOAD_TIMEOUT_MS + 1);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(region).toHaveAttribute('data-map-state', 'loaded');
  });
});
