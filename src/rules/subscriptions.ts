// Saved searches ('bevakningar', spec 001 §3, §4, §5, §9): their rules, messages, expiry wording and matching.
// Pure and shared by the SPA's form and the server (which enforces the same rules again); the input's schema is in
// subscription-input.ts, so that a page showing saved searches does not load zod.
import { addMonthsToInstant, daysBetween, stockholmDay } from './calendar';
import { matchesFilter, type Listing, type ListingFilter, type ListingQueryFilter, EMPTY_FILTER } from './listings';

/** Spec 001 §9: at most five simultaneous saved searches. */
export const MAX_SUBSCRIPTIONS = 5;
/** Spec 001 §9: a saved search lasts six months and renewing gives six more. */
export const SUBSCRIPTION_MONTHS = 6;
/** The expiry warning shows this many days ahead. */
export const WARNING_INTERVAL_DAYS = 14;
export const NAME_MAX_LENGTH = 100;

export const subscriptionMessages = {
  nameRequired: 'Du måste namnge bevakningen',
  tooMany: 'Man kan inte ha fler än fem samtidiga bevakningar.',
  nameTooLong: `Namnet får vara högst ${NAME_MAX_LENGTH} tecken`,
  notFound: 'Bevakningen finns inte.',
  areaRange: 'Minsta storlek kan inte vara större än största storlek',
  rentRange: 'Lägsta hyra kan inte vara högre än högsta hyra',
  roomsRange: 'Minsta antal rum kan inte vara större än högsta antal rum',
  number: 'Ange ett heltal som är noll eller större',
  saved: 'Bevakningen är sparad',
  deleted: 'Bevakningen är borttagen',
  renewed: 'Bevakningen är förnyad i sex månader',
  expired: 'Bevakningen har gått ut. Förnya den för att få e-post om nya bostäder igen.',
} as const;

/** Categories the saved-search filter never offers (spec 001 §5): their id upper-cased is one of these. */
export const HIDDEN_SUBSCRIPTION_CATEGORY_IDS = ['CUSTOM', 'CONCEPT', 'ACCESSABILITY'] as const;

export function isSubscriptionCategory(category: { rentalObjectCategoryId: string }): boolean {
  return !(HIDDEN_SUBSCRIPTION_CATEGORY_IDS as readonly string[]).includes(category.rentalObjectCategoryId.toUpperCase());
}

/** A saved search's filter (spec 001 §3). Rent in kronor per month; null bounds and empty lists do not filter. */
export interface SubscriptionFilter {
  areaMin: number | null;
  areaMax: number | null;
  roomsMin: number | null;
  roomsMax: number | null;
  rentMin: number | null;
  rentMax: number | null;
  balcony: boolean;
  elevator: boolean;
  districtIds: number[];
  landlordIds: number[];
  regionIds: number[];
  rentalObjectCategoryIds: string[];
}

export const EMPTY_SUBSCRIPTION_FILTER: SubscriptionFilter = Object.freeze({
  areaMin: null,
  areaMax: null,
  roomsMin: null,
  roomsMax: null,
  rentMin: null,
  rentMax: null,
  balcony: false,
  elevator: false,
  districtIds: [],
  landlordIds: [],
  regionIds: [],
  rentalObjectCategoryIds: [],
}) as SubscriptionFilter;

type Bounds = Pick<SubscriptionFilter, 'areaMin' | 'areaMax' | 'roomsMin' | 'roomsMax' | 'rentMin' | 'rentMax'>;

/** The min–max pairs that are the wrong way round, each reported on its min field (the server's and the form's rule). */
export function rangeErrors(f: Bounds): { path: 'areaMin' | 'rentMin' | 'roomsMin'; message: string }[] {
  const pairs = [
    ['roomsMin', f.roomsMin, f.roomsMax, subscriptionMessages.roomsRange],
    ['areaMin', f.areaMin, f.areaMax, subscriptionMessages.areaRange],
    ['rentMin', f.rentMin, f.rentMax, subscriptionMessages.rentRange],
  ] as const;
  return pairs.filter(([, min, max]) => min != null && max != null && min > max).map(([path, , , message]) => ({ path, message }));
}


/** Whether an object matches a saved search: bounds inclusive, any chosen category of any of its category lists. */
export function matchesSubscription(o: Listing, f: SubscriptionFilter): boolean {
  return matchesFilter(o, queryFilterFromSubscriptionFilter(f));
}

/** A saved search as the server's list and map queries take it (its categories match any category list). */
export function queryFilterFromSubscriptionFilter(f: SubscriptionFilter): ListingQueryFilter {
  return { ...listingFilterFromSubscriptionFilter(f), anyCategoryIds: [...f.rentalObjectCategoryIds] };
}

/** A saved search made from the list page's current filter ('Spara som bevakning'). */
export function subscriptionFilterFromListingFilter(f: ListingFilter): SubscriptionFilter {
  return {
    areaMin: f.areaMin,
    areaMax: f.areaMax,
    roomsMin: f.roomsMin,
    roomsMax: f.roomsMax,
    rentMin: f.rentMin,
    rentMax: f.rentMax,
    balcony: f.balcony,
    elevator: f.elevator,
    districtIds: [...f.districtIds],
    landlordIds: [...f.landlordIds],
    regionIds: [...f.regionIds],
    rentalObjectCategoryIds: [...new Set([...f.categoryIds, ...f.objectTypeIds])],
  };
}

/**
 * A saved search as the list page's filter (its map, 'Visa alla i listan', and matching). The list filters housing types
 * by boendeTyp and object types by bostadsTyp, where a saved search matches any category list: its category ids go to
 * the list's filters only when the given sets name them as one or the other, and are left out otherwise.
 */
export function listingFilterFromSubscriptionFilter(
  f: SubscriptionFilter,
  kinds: { categoryIds: ReadonlySet<string>; objectTypeIds: ReadonlySet<string> } = { categoryIds: new Set(), objectTypeIds: new Set() },
): ListingFilter {
  return {
    ...EMPTY_FILTER,
    categoryIds: f.rentalObjectCategoryIds.filter((id) => kinds.categoryIds.has(id)),
    objectTypeIds: f.rentalObjectCategoryIds.filter((id) => kinds.objectTypeIds.has(id)),
    areaMin: f.areaMin,
    areaMax: f.areaMax,
    rentMin: f.rentMin,
    rentMax: f.rentMax,
    roomsMin: f.roomsMin,
    roomsMax: f.roomsMax,
    balcony: f.balcony,
    elevator: f.elevator,
    regionIds: [...f.regionIds],
    districtIds: [...f.districtIds],
    landlordIds: [...f.landlordIds],
  };
}

/** When a saved search made or renewed at `instant` expires: six months later. */
export function subscriptionExpiry(instant: Date): Date {
  return addMonthsToInstant(instant, SUBSCRIPTION_MONTHS);
}

/** Calendar days (Europe/Stockholm) left until the expiry day; 0 on the day itself and after it. */
export function daysRemainToExpire(today: string, expiryDay: string): number {
  return Math.max(0, daysBetween(today, expiryDay));
}

/** The expiry warning (spec 001 §4): 'idag', 'imorgon' or 'om N dagar'. */
export function expiryText(daysRemain: number): string {
  if (daysRemain <= 0) return 'idag';
  if (daysRemain === 1) return 'imorgon';
  return `om ${daysRemain} dagar`;
}

/** Whether the warning is shown: within warningIntervalDays of the expiry. */
export function showExpiryWarning(daysRemain: number, warningIntervalDays = WARNING_INTERVAL_DAYS): boolean {
  return daysRemain <= warningIntervalDays;
}

/** Where a saved search stands at `now`: expired (at or after its expiry instant) and Stockholm calendar days left. */
export function expiryStateOf(expiresAt: Date, now: Date): { isExpired: boolean; daysRemainToExpire: number } {
  const isExpired = expiresAt.getTime() <= now.getTime();
  return { isExpired, daysRemainToExpire: isExpired ? 0 : daysRemainToExpire(stockholmDay(now), stockholmDay(expiresAt)) };
}

/** Whether the applicant should renew a saved search: it has expired, or the page shows its expiry warning. */
export function needsRenewal(s: { isExpired: boolean; daysRemainToExpire: number }, warningIntervalDays = WARNING_INTERVAL_DAYS): boolean {
  return s.isExpired || showExpiryWarning(s.daysRemainToExpire, warningIntervalDays);
}
