// The homes for a map: every match of the filter from the light points query, as the map's objects. Both the list's
// map view and a saved search's map use it.
import { useMemo } from 'react';
import { useGetRentalObjectPointsQuery, type RentalObjectFilterInput } from '../../graphql/__generated__/hooks';
import { pointsToMapObjects } from './geo';
import type { MapObject } from './mapObject';

export function useMapPoints(filter: RentalObjectFilterInput): { objects: readonly MapObject[] | null; failed: boolean } {
  const { data, loading, error } = useGetRentalObjectPointsQuery({ variables: { filter } });
  const result = data?.getRentalObjectPoints;
  const points = result && !result.error ? result.points : null;
  const objects = useMemo(() => (points ? pointsToMapObjects(points) : null), [points]);
  return { objects, failed: !loading && (Boolean(error) || !objects) };
}
