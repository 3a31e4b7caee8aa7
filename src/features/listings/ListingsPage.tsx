// Vacant homes ('Lediga bostäder', spec 001 §2), public. The server filters, sorts and pages (src/rules/listings.ts
// gives both sides the same meaning); the page shows the first 20 at once and more with 'Visa fler' or as the
// applicant scrolls to the end. The page's state lives in sessionStorage, so a reload or a saved search made from it
// (?fromListing=1) sees the same search, and coming back from a home lands on that home, however far down it was.
import { useCallback } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { activeFilterCount, EMPTY_FILTER, PAGE_SIZE, type ListingFilter } from '../../rules/listings';
import { useGetSubscriptionFilterQuery } from '../../graphql/__generated__/hooks';
import { FilterPanel } from './FilterPanel';
import { ListingResults } from './ListingResults';
import { listingTexts as t, resultCountText } from './listingTexts';
import { ListingToolbar } from './ListingToolbar';
import { useListingPages } from './useListingPages';
import { useListingState } from './useListingState';
import { useListScroll, useReturnTarget } from './useListScroll';
import './listings.css';

const PANEL_ID = 'listing-filter';
const SAVE_SEARCH_PATH = '/profile/subscriptions?fromListing=1';

export default function ListingsPage() {
  useDocumentTitle(t.title);
  const [state, update] = useListingState();
  const returnTo = useReturnTarget();
  const initialCount = Math.max(PAGE_SIZE, returnTo?.count ?? 0);
  const pages = useListingPages(state.filter, state.sort, initialCount);
  const options = useGetSubscriptionFilterQuery().data?.getSubscriptionFilter.subscriptionFilter ?? null;
  const arrived = pages.totalCount !== null;
  const { rememberLeavingForHome } = useListScroll(returnTo, arrived && pages.missing === 0, pages.homes.length);
  const clear = useCallback(() => update({ filter: EMPTY_FILTER }), [update]);
  const changeFilter = useCallback((filter: ListingFilter) => update({ filter }), [update]);

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
      <FilterPanel id={PANEL_ID} open={state.filterOpen} filter={state.filter} options={options} onChange={changeFilter} onClear={clear} />
      <div className="listing-summary">
        <p className="listing-summary__count" role="status">
          {/* A space holds the line (and its baseline, which the link beside it aligns to) until the count comes. */}
          {arrived ? resultCountText(pages.totalCount!) : '\u00a0'}
        </p>
        <Link className="listing-summary__save" to={SAVE_SEARCH_PATH}>
          {t.saveSearch}
        </Link>
      </div>
      {pages.failedText ? (
        <p className="alert alert--error" role="alert">
          {pages.failedText}
        </p>
      ) : (
        <ListingResults
          homes={pages.homes}
          totalCount={pages.totalCount}
          // Until the first page is there, placeholders stand where its cards will be.
          missing={arrived ? pages.missing : initialCount}
          moreFailed={pages.moreFailed}
          onShowMore={pages.showMore}
          viewMode={state.viewMode}
          filter={state.filter}
          onClear={clear}
          onOpenHome={rememberLeavingForHome}
        />
      )}
    </div>
  );
}
