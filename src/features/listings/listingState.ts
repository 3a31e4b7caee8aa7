// The list page's state in sessionStorage {filter, sort, viewMode, filterOpen}: it survives a reload (spec 001 §2), and
// the saved-search page reads it to start a search from the list's filter and writes it to show a search in the list.
import { DEFAULT_SORT, EMPTY_FILTER, isSortKey, VIEW_MODES, type ListingFilter, type SortKey, type ViewMode } from '../../rules/listings';

export const LISTING_STATE_STORAGE_KEY = 'lediga-bostader';

export interface ListingViewState {
  filter: ListingFilter;
  sort: SortKey;
  viewMode: ViewMode;
  /** The filter panel's open flag. */
  filterOpen: boolean;
}

export const DEFAULT_LISTING_STATE: ListingViewState = Object.freeze({
  filter: EMPTY_FILTER,
  sort: DEFAULT_SORT,
  viewMode: VIEW_MODES.LIST,
  filterOpen: false,
}) as ListingViewState;

// The stored state is read by hand, not with zod: the public list page would otherwise load zod's core (≈ 15 KB gzip)
// for this one small object. Each field falls back to its default on its own when missing or damaged.
type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const bound = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null);
const flag = (v: unknown): boolean => v === true;
const ids = (v: unknown): number[] => (Array.isArray(v) && v.every((x) => Number.isInteger(x)) ? (v as number[]) : []);
const stringIds = (v: unknown): string[] => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : []);
const filterReaders: { [K in keyof ListingFilter]: (v: unknown) => ListingFilter[K] } = {
  categoryIds: stringIds,
  objectTypeIds: stringIds,
  balcony: flag,
  elevator: flag,
  onlyOpenForApplication: flag,
  areaMin: bound,
  areaMax: bound,
  rentMin: bound,
  rentMax: bound,
  roomsMin: bound,
  roomsMax: bound,
  regionIds: ids,
  districtIds: ids,
  landlordIds: ids,
};

function readFilter(raw: unknown): ListingFilter {
  const stored = isObject(raw) ? raw : {};
  const filter = { ...EMPTY_FILTER };
  for (const key of Object.keys(filterReaders) as (keyof ListingFilter)[]) {
    if (key in stored) (filter as Record<string, unknown>)[key] = filterReaders[key](stored[key]);
  }
  return filter;
}

export function serializeListingState(state: ListingViewState): string {
  return JSON.stringify(state);
}

/** The stored state, or the defaults for whatever is missing or damaged (never throws). */
export function parseListingState(text: string | null | undefined): ListingViewState {
  if (!text) return DEFAULT_LISTING_STATE;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return DEFAULT_LISTING_STATE;
  }
  if (!isObject(raw)) return DEFAULT_LISTING_STATE;
  return {
    filter: readFilter(raw.filter),
    sort: isSortKey(raw.sort) ? raw.sort : DEFAULT_SORT,
    viewMode: raw.viewMode === VIEW_MODES.MAP ? VIEW_MODES.MAP : VIEW_MODES.LIST,
    filterOpen: flag(raw.filterOpen),
  };
}
