// What other features may use of the map (the list's map view, a saved search's map); they import it only through
// this file (the import rules). The map engines are chunks of their own behind LazyListingMap.
export { LazyListingMap } from './LazyListingMap';
export { useMapPoints } from './useMapPoints';
