// The list page's state {filter, sort, viewMode, filterOpen}, read once from sessionStorage and written back on
// every change, so a reload (or the saved-search page, via ?fromListing=1) sees the same search (spec 001 §2).
import { useCallback, useEffect, useState } from 'react';
import { LISTING_STATE_STORAGE_KEY, parseListingState, serializeListingState, type ListingViewState } from './listingState';
import { readTab, writeTab } from './tabStorage';

export type ListingStateUpdate = Partial<ListingViewState> | ((state: ListingViewState) => Partial<ListingViewState>);

export function useListingState(): [ListingViewState, (update: ListingStateUpdate) => void] {
  const [state, setState] = useState(() => parseListingState(readTab(LISTING_STATE_STORAGE_KEY)));

  useEffect(() => {
    writeTab(LISTING_STATE_STORAGE_KEY, serializeListingState(state));
  }, [state]);

  const update = useCallback((change: ListingStateUpdate) => {
    setState((current) => ({ ...current, ...(typeof change === 'function' ? change(current) : change) }));
  }, []);

  return [state, update];
}
