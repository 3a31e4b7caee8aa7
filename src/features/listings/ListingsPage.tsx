// Vacant homes ('Lediga bostäder', spec 001 §2), public. All published homes load once; the filter, the sort and
// the view are applied in the browser with the rules the server uses (src/rules/listings.ts). The page's state
// lives in sessionStorage, so a reload or a saved search made from it (?fromListing=1) sees the same search, and
// the scroll position is restored when the applicant comes back from a home.
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { resultText } from '../../components/resultText';
import { Spinner } from '../../components/Spinner';
import { useGetRentalObjectsAvailableQuery, useGetSubscriptionFilterQuery } from '../../graphql/__generated__/hooks';
import { activeFilterCount, applyListingView, EMPTY_FILTER } from '../../rules/listings';
import { FilterPanel } from './FilterPanel';
import { ListingResults } from './ListingResults';
import { listingTexts as t, resultCountText } from './listingTexts';
import { ListingToolbar } from './ListingToolbar';
import { useListingState } from './useListingState';
import { useListScroll } from './useListScroll';
import './listings.css';

const PANEL_ID = 'listing-filter';
const SAVE_SEARCH_PATH = '/profile/subscriptions?fromListing=1';

export default function ListingsPage() {
  useDocumentTitle(t.title);
  const [state, update] = useListingState();
  const homesQuery = useGetRentalObjectsAvailableQuery();
  const options = useGetSubscriptionFilterQuery().data?.getSubscriptionFilter.subscriptionFilter ?? null;

  const result = homesQuery.data?.getRentalObjectsAvailable;
  const homes = result && !result.error ? result.rentalObjects : null;
  const visibleHomes = useMemo(() => (homes ? applyListingView(homes, state.filter, state.sort) : []), [homes, state.filter, state.sort]);
  const { rememberLeavingForHome } = useListScroll(homes !== null);
  const clear = () => update({ filter: EMPTY_FILTER });

  return (
    <div className="page listings-page">
      <h1>{t.title}</h1>
      <ListingToolbar
        panelId={PANEL_ID}
        filterOpen={state.filterOpen}
        filterCount={activeFilterCount(state.filter)}
        sort={state.sort}
        viewMode={state.viewMode}
        onToggleFilter={() => update((s) => ({ filterOpen: !s.filterOpen }))}
        onSort={(sort) => update({ sort })}
        onViewMode={(viewMode) => update({ viewMode })}
      />
      <FilterPanel id={PANEL_ID} open={state.filterOpen} filter={state.filter} options={options} onChange={(filter) => update({ filter })} onClear={clear} />
      <div className="listing-summary">
        <p className="listing-summary__count" role="status">
          {homes ? resultCountText(visibleHomes.length) : ''}
        </p>
        <Link className="listing-summary__save" to={SAVE_SEARCH_PATH}>
          {t.saveSearch}
        </Link>
      </div>
      {homesQuery.loading && !result && <Spinner />}
      {!homesQuery.loading && !homes && (
        <p className="alert alert--error" role="alert">
          {resultText(result, { generic: t.loadFailed })}
        </p>
      )}
      {homes && <ListingResults homes={visibleHomes} viewMode={state.viewMode} filter={state.filter} onClear={clear} onOpenHome={rememberLeavingForHome} />}
    </div>
  );
}
