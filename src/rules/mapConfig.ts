// GET /mypages/api/map/config: which map engine and style the SPA uses. One contract for the server, which answers
// it (server/map/map-config.ts), and the SPA, which reads it (src/features/map/LazyListingMap.tsx).
/** The map's default centre (spec 001 §9): the configuration's centre and the offline style's. */
export const MAP_CENTER = { latitude: 59.85882, longitude: 17.63889 } as const;

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
