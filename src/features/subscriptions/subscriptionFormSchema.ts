// The saved-search form's schema: it turns the form's values (subscriptionFormValues.ts) into saveSubscription's input
// and applies the same rules as src/rules/subscription-input.ts (the server checks them again), with the spec's
// messages on the fields they concern.
import { z } from '../../rules/zod';
import { NAME_MAX_LENGTH, rangeErrors, subscriptionMessages } from '../../rules/subscriptions';
import type { SubscriptionFormOutput } from './subscriptionFormValues';

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
