// The list page's map view: every home that matches the filter, as light points, on the map whose engine loads only
// now. A chunk of its own, so not even this wrapper is in the list's first load.
import { useMemo } from 'react';
import { listingFilterInput, type ListingFilter } from '../../rules/listings';
import { LazyListingMap, useMapPoints } from '../map';
import { listingTexts as t } from './listingTexts';

export default function ListingMapView({ filter }: { filter: ListingFilter }) {
  const input = useMemo(() => listingFilterInput(filter), [filter]);
  const { objects, failed } = useMapPoints(input);
  return <LazyListingMap objects={objects} objectsFailed={failed} label={t.mapLabel} />;
}
