// The map of one saved search: the published homes that match it now (the server matches, with the saved search's
// meaning: any category list), drawn on the shared listing map from light points, with the count and links to the
// first homes as the accessible alternative to the map.
import { useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { useFocusOnShow } from '../../app/focus/useFocusOnShow';
import { resultText } from '../../components/resultText';
import { Spinner } from '../../components/Spinner';
import { useGetRentalObjectsAvailableQuery } from '../../graphql/__generated__/hooks';
import { listingFilterInput } from '../../rules/listings';
import { DEFAULT_LISTING_STATE, LISTING_STATE_STORAGE_KEY, serializeListingState } from '../listings';
import { listingFilterFromSubscriptionFilter, queryFilterFromSubscriptionFilter, type SubscriptionFilter } from '../../rules/subscriptions';
import { LazyListingMap, useMapPoints } from '../map';
import { matchCountText } from './filterSummary';
import type { FilterOptions } from './SubscriptionForm';

/** How many matching homes are listed as links under the map; the rest are in the vacant homes list. */
export const MAP_LINK_LIMIT = 20;

const idsOf = (list: readonly { rentalObjectCategoryId: string }[] | undefined) => new Set(list?.map((c) => c.rentalObjectCategoryId));
const categoryKinds = (options: FilterOptions | null) => ({ categoryIds: idsOf(options?.categories), objectTypeIds: idsOf(options?.objectTypes) });

export interface SubscriptionMapProps {
  subscription: { subscriptionId: number; name: string; filter: SubscriptionFilter };
  options: FilterOptions | null;
  onClose: () => void;
}

export function SubscriptionMap({ subscription, options, onClose }: SubscriptionMapProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const filter = useMemo(() => listingFilterInput(queryFilterFromSubscriptionFilter(subscription.filter)), [subscription.filter]);
  const { data, loading, error } = useGetRentalObjectsAvailableQuery({ variables: { filter, take: MAP_LINK_LIMIT } });
  const result = data?.getRentalObjectsAvailable;
  const matches = result && !result.error ? result.rentalObjects : [];
  const points = useMapPoints(filter);

  useFocusOnShow(headingRef, [subscription.subscriptionId]);

  const showAllInList = () => {
    sessionStorage.setItem(LISTING_STATE_STORAGE_KEY, serializeListingState({ ...DEFAULT_LISTING_STATE, filter: listingFilterFromSubscriptionFilter(subscription.filter, categoryKinds(options)) }));
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
            {matchCountText(result.totalCount)}
          </p>
          <LazyListingMap objects={points.objects} objectsFailed={points.failed} label={`Karta för bevakningen ${subscription.name}`} />
          {matches.length > 0 && (
            <>
              <h3 id="subscription-map-list-heading">Bostäder som matchar</h3>
              <ul className="link-list" aria-labelledby="subscription-map-list-heading">
                {matches.map((o) => (
                  <li key={o.rentalObjectId}>
                    <Link to={`/rental-object/${encodeURIComponent(o.rentalObjectId)}`}>
                      {o.street}, {o.district.name}
                    </Link>{' '}
                    – {o.rooms} rum, {o.areaFormated}, {o.rentFormated}
                  </li>
                ))}
              </ul>
              {result.totalCount > matches.length && (
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
