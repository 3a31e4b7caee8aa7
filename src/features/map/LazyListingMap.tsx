// The map of vacant homes, loaded only when shown (placeholder: the real map lands with the map work).
// Contract for callers: pass the homes to draw and an accessible label; a marker opens the home's detail page.
export interface MapObject {
  rentalObjectId: string;
  latitude: number;
  longitude: number;
  street: string;
  rentFormated: string;
  rooms: number;
}

export interface ListingMapProps {
  objects: readonly MapObject[];
  /** The map region's accessible name, e.g. 'Karta över lediga bostäder'. */
  label: string;
  /** CSS height of the map; default 60vh. */
  height?: string;
}

export function LazyListingMap({ label }: ListingMapProps) {
  return <div role="region" aria-label={label} />;
}
