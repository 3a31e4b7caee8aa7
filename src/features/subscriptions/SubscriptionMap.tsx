// The map of one saved search: the published homes that match it now, drawn on the shared listing map, with the
// count and links to the homes as the accessible alternative to the map.
import { useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { resultText } from '../../components/resultText';
import { Spinner } from '../../components/Spinner';
import { useGetRentalObjectsAvailableQuery } from '../../graphql/__generated__/hooks';
import { DEFAULT_LISTING_STATE, EMPTY_FILTER, LISTING_STATE_STORAGE_KEY, serializeListingState, type ListingFilter } from '../../rules/listings';
import { matchesSubscription, type SubscriptionFilter } from '../../rules/subscriptions';
import { LazyListingMap } from '../map/LazyListingMap';
import { matchCountText } from './filterSummary';
import { useFocusSoon } from './focusSoon';
import type { FilterOptions } from './SubscriptionForm';

/** How many matching homes are listed as links under the map; the rest are in the vacant homes list. */
export const MAP_LINK_LIMIT = 20;

/**
 * The list page's filter closest to a saved search, for 'Visa alla i listan'. The list filters housing types by
 * boendeTyp and object types by bostadsTyp, where a saved search matches any category list, so ids of neither
 * kind are left out there.
 */
export function listingFilterOf(f: SubscriptionFilter, options: FilterOptions | null): ListingFilter {
  const categories = new Set(options?.categories.map((c) => c.rentalObjectCategoryId));
  const objectTypes = new Set(options?.objectTypes.map((c) => c.rentalObjectCategoryId));
  return {
    ...EMPTY_FILTER,
    categoryIds: f.rentalObjectCategoryIds.filter((id) => categories.has(id)),
    objectTypeIds: f.rentalObjectCategoryIds.filter((id) => objectTypes.has(id)),
    balcony: f.balcony,
    elevator: f.elevator,
    areaMin: f.areaMin,
    areaMax: f.areaMax,
    rentMin: f.rentMin,
    rentMax: f.rentMax,
    roomsMin: f.roomsMin,
    roomsMax: f.roomsMax,
    regionIds: [...f.regionIds],
    districtIds: [...f.districtIds],
    landlordIds: [...f.landlordIds],
  };
}

export interface SubscriptionMapProps {
  subscription: { subscriptionId: number; name: string; filter: SubscriptionFilter };
  options: FilterOptions | null;
  onClose: () => void;
}

export function SubscriptionMap({ subscription, options, onClose }: SubscriptionMapProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, loading, error } = useGetRentalObjectsAvailableQuery();
  const result = data?.getRentalObjectsAvailable;
  const matches = useMemo(() => (result && !result.error ? result.rentalObjects.filter((o) => matchesSubscription(o, subscription.filter)) : []), [result, subscription.filter]);

  useFocusSoon(headingRef, [subscription.subscriptionId]);

  const showAllInList = () => {
    sessionStorage.setItem(LISTING_STATE_STORAGE_KEY, serializeListingState({ ...DEFAULT_LISTING_STATE, filter: listingFilterOf(subscription.filter, options) }));
  };

  return (
    <section className="subscription-map" aria-labelledby="subscription-map-heading">
      <h2 id="subscription-map-heading" tabIndex={-1} ref={headingRef}>
        Karta för {subscription.name}
      </h2>
      {loading && !result && <Spinner label="Laddar bostäderna…" />}
      {!loading && (error || !result || result.error) && (
        <p className="alert alert--error" role="alert">
          {resultText(error ? null : result)}
        </p>
      )}
      {result && !result.error && (
        <>
          <p className="subscription-map__count" role="status">
            {matchCountText(matches.length)}
          </p>
          <LazyListingMap objects={matches} label={`Karta för bevakningen ${subscription.name}`} />
          {matches.length > 0 && (
            <>
              <h3 id="subscription-map-list-heading">Bostäder som matchar</h3>
              <ul className="link-list" aria-labelledby="subscription-map-list-heading">
                {matches.slice(0, MAP_LINK_LIMIT).map((o) => (
                  <li key={o.rentalObjectId}>
                    <Link to={`/rental-object/${encodeURIComponent(o.rentalObjectId)}`}>
                      {o.street}, {o.district.name}
                    </Link>{' '}
                    – {o.rooms} rum, {o.areaFormated}, {o.rentFormated}
                  </li>
                ))}
              </ul>
              {matches.length > MAP_LINK_LIMIT && (
                <p>
                  <Link to="/lediga-bostader" onClick={showAllInList}>
                    Visa alla i listan
                  </Link>
                </p>
              )}
            </>
          )}
        </>
      )}
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Stäng kartan
        </button>
      </div>
    </section>
  );
}
