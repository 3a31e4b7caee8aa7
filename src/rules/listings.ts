// Vacant homes ('Lediga bostäder', spec 001 §2): the filter, its steps, sorting and paging.
// Pure and shared: the SPA filters and sorts the list with these functions, and the server applies the same ones to
// getRentalObjectsAvailable's optional filter and sort arguments, so both always agree.
import { formatKronor } from './money';
import { once } from './once';

/** Size steps in m² (spec 001 §2). */
export const AREA_STEPS = [50, 75, 100] as const;
/** Rent steps in kronor per month, 5 000 to 10 000 (spec 001 §2, §9). */
export const RENT_STEPS = [5000, 6000, 7000, 8000, 9000, 10000] as const;
/** Room steps (spec 001 §2). */
export const ROOM_STEPS = [1, 2, 3, 4, 5] as const;

export interface FilterStep {
  value: number;
  label: string;
}

/** '50 m²', '75 m²', '100 m²'. */
export const areaSteps: FilterStep[] = AREA_STEPS.map((value) => ({ value, label: `${value} m²` }));
/** '5 000 kr' … '10 000 kr': thousands grouped with a plain space. */
export const rentSteps: FilterStep[] = RENT_STEPS.map((value) => ({ value, label: formatKronor(value * 100) }));
/** '1 rum' … '5 rum'. */
export const roomSteps: FilterStep[] = ROOM_STEPS.map((value) => ({ value, label: `${value} rum` }));

/** View modes of the list page; 0 (the list) is the default (spec 001 §9). */
export const VIEW_MODES = { LIST: 0, MAP: 1 } as const;
export type ViewMode = (typeof VIEW_MODES)[keyof typeof VIEW_MODES];

export const SORT_OPTIONS = [
  { value: 'startDate', label: 'Senast publicerad' },
  { value: 'lastReplyDate', label: 'Sista anmälningsdag' },
  { value: 'moveInDate', label: 'Tidigast inflyttning' },
  { value: 'rentAsc', label: 'Lägst hyra' },
  { value: 'rentDesc', label: 'Högst hyra' },
  { value: 'areaDesc', label: 'Störst yta' },
  { value: 'roomsDesc', label: 'Flest rum' },
  { value: 'district', label: 'Område A–Ö' },
] as const;
export type SortKey = (typeof SORT_OPTIONS)[number]['value'];
/** Spec 001 §9: the list is sorted by startDate (newest publication first) unless the applicant chooses otherwise. */
export const DEFAULT_SORT: SortKey = 'startDate';
export const isSortKey = (v: unknown): v is SortKey => SORT_OPTIONS.some((o) => o.value === v);

/** The fields of a rental object that filtering, sorting and matching need: a subset of the GraphQL RentalObject. */
export interface ListingCategory {
  rentalObjectCategoryId: string;
}
export interface Listing {
  rentalObjectId: string;
  rooms: number;
  area: number;
  /** Kronor per month. */
  rent: number;
  balcony: boolean;
  elevator: boolean;
  isOpenForApplication: boolean;
  startDate: string;
  lastReplyDate: string;
  moveInDate: string | null;
  district: { districtId: number; name: string; region: { regionId: number; name: string } };
  landlord: { landlordId: number };
  boendeTyp: ListingCategory[];
  bostadsTyp: ListingCategory[];
  kontraktsTyp: ListingCategory[];
  formedlingsTyp: ListingCategory[];
  fastighetsStatus: ListingCategory[];
}

/**
 * Every filter of spec 001 §2. Empty lists, false flags and null bounds do not filter. Bounds are inclusive; within a
 * list any value matches (OR), and the filters combine with AND.
 */
export interface ListingFilter {
  /** Housing type: ids of the boendeTyp categories. */
  categoryIds: string[];
  /** Object type: ids of the bostadsTyp categories. */
  objectTypeIds: string[];
  balcony: boolean;
  elevator: boolean;
  onlyOpenForApplication: boolean;
  areaMin: number | null;
  areaMax: number | null;
  rentMin: number | null;
  rentMax: number | null;
  roomsMin: number | null;
  roomsMax: number | null;
  regionIds: number[];
  districtIds: number[];
  landlordIds: number[];
}

export const EMPTY_FILTER: ListingFilter = Object.freeze({
  categoryIds: [],
  objectTypeIds: [],
  balcony: false,
  elevator: false,
  onlyOpenForApplication: false,
  areaMin: null,
  areaMax: null,
  rentMin: null,
  rentMax: null,
  roomsMin: null,
  roomsMax: null,
  regionIds: [],
  districtIds: [],
  landlordIds: [],
}) as ListingFilter;

const within = (value: number, min: number | null, max: number | null) => (min == null || value >= min) && (max == null || value <= max);
const anyOf = <T>(wanted: readonly T[], value: T) => wanted.length === 0 || wanted.includes(value);
const anyCategory = (wanted: readonly string[], categories: readonly ListingCategory[]) =>
  wanted.length === 0 || categories.some((c) => wanted.includes(c.rentalObjectCategoryId));

/**
 * What the server's list and map queries filter by: the list page's filter, plus a saved search's categories, which
 * match a category of any of the five lists (spec 001 §5), where the list's own category filters each look at one list.
 */
export interface ListingQueryFilter extends ListingFilter {
  anyCategoryIds: string[];
}

export const EMPTY_QUERY_FILTER: ListingQueryFilter = Object.freeze({ ...EMPTY_FILTER, anyCategoryIds: [] }) as ListingQueryFilter;

const anyListCategory = (wanted: readonly string[], o: Listing) =>
  wanted.length === 0 || [o.boendeTyp, o.bostadsTyp, o.kontraktsTyp, o.formedlingsTyp, o.fastighetsStatus].some((list) => anyCategory(wanted, list));

/** Whether one object passes the filter (the list page's, or the server's query filter with anyCategoryIds). */
export function matchesFilter(o: Listing, f: ListingFilter & { anyCategoryIds?: readonly string[] }): boolean {
  return (
    anyListCategory(f.anyCategoryIds ?? [], o) &&
    anyCategory(f.categoryIds, o.boendeTyp) &&
    anyCategory(f.objectTypeIds, o.bostadsTyp) &&
    (!f.balcony || o.balcony) &&
    (!f.elevator || o.elevator) &&
    (!f.onlyOpenForApplication || o.isOpenForApplication) &&
    within(o.area, f.areaMin, f.areaMax) &&
    within(o.rent, f.rentMin, f.rentMax) &&
    within(o.rooms, f.roomsMin, f.roomsMax) &&
    anyOf(f.regionIds, o.district.region.regionId) &&
    anyOf(f.districtIds, o.district.districtId) &&
    anyOf(f.landlordIds, o.landlord.landlordId)
  );
}

export function filterListings<T extends Listing>(objects: readonly T[], f: ListingFilter | ListingQueryFilter): T[] {
  return objects.filter((o) => matchesFilter(o, f));
}

/** Swedish collation (å, ä, ö after z), shared so the list, the filter and the server sort alike. */
const collator = once(() => new Intl.Collator('sv', { sensitivity: 'base', numeric: true }));
export const swedishCollator: Pick<Intl.Collator, 'compare'> = { compare: (a, b) => collator().compare(a, b) };

type Comparator = (a: Listing, b: Listing) => number;
const byDay = (pick: (o: Listing) => string | null, dir: 1 | -1): Comparator => (a, b) => {
  const x = pick(a);
  const y = pick(b);
  if (x === y) return 0;
  if (x == null) return 1; // unknown dates last in either direction
  if (y == null) return -1;
  return x < y ? -dir : dir;
};
const byNumber = (pick: (o: Listing) => number, dir: 1 | -1): Comparator => (a, b) => (pick(a) - pick(b)) * dir;

const comparators: Record<SortKey, Comparator> = {
  startDate: byDay((o) => o.startDate, -1),
  lastReplyDate: byDay((o) => o.lastReplyDate, 1),
  moveInDate: byDay((o) => o.moveInDate, 1),
  rentAsc: byNumber((o) => o.rent, 1),
  rentDesc: byNumber((o) => o.rent, -1),
  areaDesc: byNumber((o) => o.area, -1),
  roomsDesc: byNumber((o) => o.rooms, -1),
  district: (a, b) => swedishCollator.compare(a.district.name, b.district.name) || swedishCollator.compare(a.district.region.name, b.district.region.name),
};

/** A sorted copy. Ties are broken by rentalObjectId so the order is stable between server and SPA. */
export function sortListings<T extends Listing>(objects: readonly T[], sort: SortKey = DEFAULT_SORT): T[] {
  const cmp = comparators[isSortKey(sort) ? sort : DEFAULT_SORT];
  return [...objects].sort((a, b) => cmp(a, b) || (a.rentalObjectId < b.rentalObjectId ? -1 : a.rentalObjectId > b.rentalObjectId ? 1 : 0));
}

/** Filter, then sort: what the list and the map show. */
export function applyListingView<T extends Listing>(objects: readonly T[], f: ListingFilter | ListingQueryFilter, sort: SortKey = DEFAULT_SORT): T[] {
  return sortListings(filterListings(objects, f), sort);
}

// ---- Paging: the list asks the server for one page at a time (filter, sort and paging run in SQL) ----

/** How many homes the list shows first and adds with each 'Visa fler' or scroll to the end. */
export const PAGE_SIZE = 20;
/** The most homes one request may ask for (getRentalObjectsAvailable's take; more is refused). */
export const MAX_TAKE = 100;

const ascending = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
type FilterInput = { [K in keyof ListingQueryFilter]?: ListingQueryFilter[K] };

/**
 * The filter as the GraphQL input: only the parts in use, so equal searches make equal requests (and share Apollo's
 * cache entry) however they were built.
 */
export function listingFilterInput(f: ListingFilter | ListingQueryFilter): FilterInput {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(f)) {
    if (Array.isArray(value) ? value.length > 0 : value === true || typeof value === 'number') input[key] = Array.isArray(value) ? [...value].sort(ascending) : value;
  }
  return input as FilterInput;
}

/** A district option of the filter: "district, region", sorted with Swedish collation. */
export interface DistrictOption {
  districtId: number;
  regionId: number;
  label: string;
}

/**
 * The district choices, labelled "Gränby, Uppsala norr" and sorted in Swedish order (by district, then region).
 * When regions are chosen only their districts are offered.
 */
export function districtOptions(
  districts: readonly { districtId: number; name: string; region: { regionId: number; name: string } }[],
  regionIds: readonly number[] = [],
): DistrictOption[] {
  return districts
    .filter((d) => regionIds.length === 0 || regionIds.includes(d.region.regionId))
    .map((d) => ({ districtId: d.districtId, regionId: d.region.regionId, label: `${d.name}, ${d.region.name}`, name: d.name, region: d.region.name }))
    .sort((a, b) => swedishCollator.compare(a.name, b.name) || swedishCollator.compare(a.region, b.region) || a.districtId - b.districtId)
    .map(({ districtId, regionId, label }) => ({ districtId, regionId, label }));
}

/** Names sorted in Swedish order (regions, landlords, categories in the filter panel). */
export function sortByName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => swedishCollator.compare(a.name, b.name));
}

/** How many filters are in use: for the filter button's badge and the empty state. */
export function activeFilterCount(f: ListingFilter): number {
  let n = 0;
  for (const list of [f.categoryIds, f.objectTypeIds, f.regionIds, f.districtIds, f.landlordIds]) if (list.length) n++;
  for (const flag of [f.balcony, f.elevator, f.onlyOpenForApplication]) if (flag) n++;
  for (const [min, max] of [[f.areaMin, f.areaMax], [f.rentMin, f.rentMax], [f.roomsMin, f.roomsMax]] as const) if (min != null || max != null) n++;
  return n;
}

/** The filters in use, named, so an empty state can say what to loosen ('Hyra', 'Antal rum' …). */
export function activeFilterNames(f: ListingFilter): string[] {
  const names: [boolean, string][] = [
    [f.categoryIds.length > 0, 'Boendetyp'],
    [f.objectTypeIds.length > 0, 'Objekttyp'],
    [f.balcony, 'Balkong/uteplats'],
    [f.elevator, 'Hiss'],
    [f.onlyOpenForApplication, 'Endast lediga för intresseanmälan'],
    [f.areaMin != null || f.areaMax != null, 'Storlek'],
    [f.rentMin != null || f.rentMax != null, 'Hyra'],
    [f.roomsMin != null || f.roomsMax != null, 'Antal rum'],
    [f.regionIds.length > 0, 'Kommun/region'],
    [f.districtIds.length > 0, 'Område'],
    [f.landlordIds.length > 0, 'Hyresvärd'],
  ];
  return names.filter(([on]) => on).map(([, name]) => name);
}

// ---- Availability on a day (YYYY-MM-DD, see calendar.ts) ----

/** Open for interest registrations today: not closed by the landlord and the last reply date not passed. */
export function isOpenForApplication(o: { openForApplication: boolean; lastReplyDate: string }, today: string): boolean {
  return o.openForApplication && o.lastReplyDate >= today;
}

/** Published today: from its start date through its end date (objects past the last reply date stay visible). */
export function isPublished(o: { startDate: string; endDate: string }, today: string): boolean {
  return o.startDate <= today && today <= o.endDate;
}

/** The detail page's message when the last reply date has passed (spec 001 §8). */
export const APPLICATION_TIME_EXPIRED_TEXT = 'Tiden för intresseanmälan har gått ut och det går inte längre att anmäla intresse.';
/** The map's failure message (spec 001 §8). */
export const MAP_LOAD_FAILED_TEXT = 'Kartan kan tyvärr inte laddas just nu.';

// formatKronor builds an Intl.NumberFormat per call; a list of thousands of homes repeats the same rents, so the
// texts are remembered (bounded, the cache starts over when full).
const rentTexts = new Map<number, string>();
/** '8 500 kr/mån' (rent is kept in öre). */
export function formatRent(rentOre: number): string {
  let text = rentTexts.get(rentOre);
  if (text === undefined) {
    if (rentTexts.size >= 50_000) rentTexts.clear();
    text = `${formatKronor(rentOre)}/mån`;
    rentTexts.set(rentOre, text);
  }
  return text;
}

const areaFormat = once(() => new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 1 }));
/** '54 m²', '54,5 m²'. */
export function formatArea(area: number): string {
  return `${areaFormat().format(area)} m²`;
}
