// The saved-search form's values: what the controls hold (strings for selects, string lists for checkbox groups),
// the empty form and a saved search's values. Without zod, so that the saved searches page loads zod only with its
// form (subscriptionFormSchema.ts).
import { EMPTY_SUBSCRIPTION_FILTER, type SubscriptionFilter } from '../../rules/subscriptions';

export interface SubscriptionFormValues {
  name: string;
  /** Housing types (the filter's categories). */
  categoryIds: string[];
  /** Object types; saved with the housing types in rentalObjectCategoryIds. */
  objectTypeIds: string[];
  balcony: boolean;
  elevator: boolean;
  /** '' is 'Ingen gräns'. */
  roomsMin: string;
  roomsMax: string;
  areaMin: string;
  areaMax: string;
  rentMin: string;
  rentMax: string;
  landlordIds: string[];
  regionIds: string[];
  districtIds: string[];
  sendNotifications: boolean;
}

/** What the form saves (saveSubscription's input without the id). */
export interface SubscriptionFormOutput {
  name: string;
  sendNotifications: boolean;
  filter: SubscriptionFilter;
}

export const EMPTY_SUBSCRIPTION_FORM: SubscriptionFormValues = Object.freeze({
  name: '',
  categoryIds: [],
  objectTypeIds: [],
  balcony: false,
  elevator: false,
  roomsMin: '',
  roomsMax: '',
  areaMin: '',
  areaMax: '',
  rentMin: '',
  rentMax: '',
  landlordIds: [],
  regionIds: [],
  districtIds: [],
  // A new saved search mails by default: that is what it is for.
  sendNotifications: true,
}) as SubscriptionFormValues;

const text = (n: number | null) => (n == null ? '' : String(n));
const texts = (ids: readonly number[]) => ids.map(String);

/**
 * The form's values for a saved filter. Category ids that are object types go to their own group; every other id
 * stays with the housing types (an id the form does not offer is kept, so saving does not drop it silently).
 */
export function formValuesOf(
  saved: { name: string; sendNotifications: boolean; filter: SubscriptionFilter } | null,
  objectTypeIds: ReadonlySet<string> = new Set(),
): SubscriptionFormValues {
  if (!saved) return { ...EMPTY_SUBSCRIPTION_FORM };
  const f = saved.filter ?? EMPTY_SUBSCRIPTION_FILTER;
  return {
    name: saved.name,
    categoryIds: f.rentalObjectCategoryIds.filter((id) => !objectTypeIds.has(id)),
    objectTypeIds: f.rentalObjectCategoryIds.filter((id) => objectTypeIds.has(id)),
    balcony: f.balcony,
    elevator: f.elevator,
    roomsMin: text(f.roomsMin),
    roomsMax: text(f.roomsMax),
    areaMin: text(f.areaMin),
    areaMax: text(f.areaMax),
    rentMin: text(f.rentMin),
    rentMax: text(f.rentMax),
    landlordIds: texts(f.landlordIds),
    regionIds: texts(f.regionIds),
    districtIds: texts(f.districtIds),
    sendNotifications: saved.sendNotifications,
  };
}
