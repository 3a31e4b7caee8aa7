// The saved-search form's values and their schema. The fields hold what the controls give (strings for selects,
// string lists for checkbox groups); the schema turns them into saveSubscription's input and applies the same rules
// as src/rules/subscriptions.ts subscriptionInputSchema (the server checks them again), with the spec's messages
// on the fields they concern.
import { z } from '../../rules/zod';
import { EMPTY_SUBSCRIPTION_FILTER, NAME_MAX_LENGTH, rangeErrors, subscriptionMessages, type SubscriptionFilter } from '../../rules/subscriptions';

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

const bound = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{1,7}$/.test(v), subscriptionMessages.number)
  .transform((v) => (v === '' ? null : Number(v)));
const numberIds = z.array(z.string()).transform((ids) => [...new Set(ids.map(Number).filter(Number.isInteger))].sort((a, b) => a - b));

export const subscriptionFormSchema = z
  .object({
    name: z.string().trim().min(1, subscriptionMessages.nameRequired).max(NAME_MAX_LENGTH, subscriptionMessages.nameTooLong),
    categoryIds: z.array(z.string()),
    objectTypeIds: z.array(z.string()),
    balcony: z.boolean(),
    elevator: z.boolean(),
    roomsMin: bound,
    roomsMax: bound,
    areaMin: bound,
    areaMax: bound,
    rentMin: bound,
    rentMax: bound,
    landlordIds: numberIds,
    regionIds: numberIds,
    districtIds: numberIds,
    sendNotifications: z.boolean(),
  })
  .superRefine((v, ctx) => {
    for (const { path, message } of rangeErrors(v)) ctx.addIssue({ code: 'custom', path: [path], message });
  })
  .transform(
    (v): SubscriptionFormOutput => ({
      name: v.name,
      sendNotifications: v.sendNotifications,
      filter: {
        areaMin: v.areaMin,
        areaMax: v.areaMax,
        roomsMin: v.roomsMin,
        roomsMax: v.roomsMax,
        rentMin: v.rentMin,
        rentMax: v.rentMax,
        balcony: v.balcony,
        elevator: v.elevator,
        districtIds: v.districtIds,
        landlordIds: v.landlordIds,
        regionIds: v.regionIds,
        rentalObjectCategoryIds: [...new Set([...v.categoryIds, ...v.objectTypeIds])].sort(),
      },
    }),
  );

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
