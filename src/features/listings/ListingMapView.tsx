// The list page's map view: every home that matches the filter, as light points (getRentalObjectPoints), on the map
// whose engine loads only now. A chunk of its own, so not even this wrapper is in the list's first load.
import { useMemo } from 'react';
import { useGetRentalObjectPointsQuery } from '../../graphql/__generated__/hooks';
import { listingFilterInput, type ListingFilter } from '../../rules/listings';
import { LazyListingMap } from '../map/LazyListingMap';
import { listingTexts as t } from './listingTexts';

export default function ListingMapView({ filter }: { filter: ListingFilter }) {
  const input = useMemo(() => listingFilterInput(filter), [filter]);
  const { data, loading, error } = useGetRentalObjectPointsQuery({ variables: { filter: input } });
  const result = data?.getRentalObjectPoints;
  const points = result && !result.error ? result.points : null;
  return <LazyListingMap objects={points} objectsFailed={!loading && (Boolean(error) || !points)} label={t.mapLabel} />;
}
