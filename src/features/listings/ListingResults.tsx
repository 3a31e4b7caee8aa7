// The homes that match, as cards or on the map (the map's code loads only when it is shown), or the empty state.
import { activeFilterNames, VIEW_MODES, type ListingFilter, type ViewMode } from '../../rules/listings';
import type { RentalObjectListItemFragment } from '../../graphql/__generated__/hooks';
import { LazyListingMap } from '../map/LazyListingMap';
import { EmptyResult } from './EmptyResult';
import { ListingCard } from './ListingCard';
import { listingTexts as t } from './listingTexts';

export interface ListingResultsProps {
  homes: readonly RentalObjectListItemFragment[];
  viewMode: ViewMode;
  filter: ListingFilter;
  onClear: () => void;
  onOpenHome: () => void;
}

export function ListingResults({ homes, viewMode, filter, onClear, onOpenHome }: ListingResultsProps) {
  if (homes.length === 0) return <EmptyResult filterNames={activeFilterNames(filter)} onClear={onClear} />;
  if (viewMode === VIEW_MODES.MAP) return <LazyListingMap objects={homes} label={t.mapLabel} />;
  return (
    <ul className="listing-list">
      {homes.map((home) => (
        <ListingCard key={home.rentalObjectId} home={home} onOpen={onOpenHome} />
      ))}
    </ul>
  );
}
