// The homes that match, as cards (a page at a time, with placeholders of the card's size for those on their way and
// 'Visa fler' under them) or on the map (its code, even the small wrapper, loads only when it is shown), or the empty
// state.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { activeFilterNames, VIEW_MODES, type ListingFilter, type ViewMode } from '../../rules/listings';
import type { RentalObjectListItemFragment } from '../../graphql/__generated__/hooks';
import { EmptyResult } from './EmptyResult';
import { ListingCard } from './ListingCard';
import { ListingCardSkeleton } from './ListingCardSkeleton';
import { LoadMore } from './LoadMore';

const ListingMapView = lazy(() => import('./ListingMapView'));
/** While the map view's code loads, its place is kept (the map's own height). */
const MAP_PLACEHOLDER = <div className="listing-map-placeholder" />;

/** The first cards are in view on arrival: their images load at once, the others as they near the window. */
const EAGER_IMAGES = 3;

export interface ListingResultsProps {
  homes: readonly RentalObjectListItemFragment[];
  /** How many match; null until known. */
  totalCount: number | null;
  /** How many are on their way (placeholders). */
  missing: number;
  moreFailed: boolean;
  onShowMore: () => void;
  viewMode: ViewMode;
  filter: ListingFilter;
  onClear: () => void;
  onOpenHome: (rentalObjectId: string) => void;
}

export function ListingResults({ homes, totalCount, missing, moreFailed, onShowMore, viewMode, filter, onClear, onOpenHome }: ListingResultsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  // After 'Visa fler' was pressed, focus goes to the first new home once it is there.
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  useEffect(() => {
    if (focusFrom === null || homes.length <= focusFrom) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('.listing-card__title a')[focusFrom]?.focus();
    setFocusFrom(null);
  }, [focusFrom, homes.length]);

  if (totalCount === 0) return <EmptyResult filterNames={activeFilterNames(filter)} onClear={onClear} />;
  if (viewMode === VIEW_MODES.MAP) {
    return (
      <Suspense fallback={MAP_PLACEHOLDER}>
        <ListingMapView filter={filter} />
      </Suspense>
    );
  }
  return (
    <>
      <ul className="listing-list" ref={listRef}>
        {homes.map((home, i) => (
          <ListingCard key={home.rentalObjectId} home={home} onOpen={onOpenHome} eager={i < EAGER_IMAGES} />
        ))}
        {Array.from({ length: missing }, (_, i) => (
          <ListingCardSkeleton key={`skeleton-${i}`} />
        ))}
      </ul>
      {totalCount !== null && (
        <LoadMore
          shown={homes.length}
          total={totalCount}
          loading={missing > 0}
          failed={moreFailed}
          onShowMore={() => {
            // Pressed while a page is on its way: focus goes to its first home when it is there.
            setFocusFrom(homes.length);
            if (missing === 0) onShowMore();
          }}
          onNearEnd={onShowMore}
        />
      )}
    </>
  );
}
