// What the map shows of a home, in a module of its own: the wrapper, the engines and the geometry all use it, and
// none of them may import another for a type (that was an import cycle).

/** A home on the map: what the markers need (getRentalObjectPoints). */
export interface MapObject {
  rentalObjectId: string;
  latitude: number;
  longitude: number;
  /** Kronor per month. */
  rent: number;
  rooms: number;
}
