// What other features may use of the listings feature (they import it only through this file: the import rules).
export { DEFAULT_LISTING_STATE, LISTING_STATE_STORAGE_KEY, parseListingState, serializeListingState, type ListingViewState } from './listingState';
