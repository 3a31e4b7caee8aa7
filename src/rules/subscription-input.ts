// What saveSubscription receives (spec 001 §3, §9), as a zod schema: the server's check of a saved search. Apart from
// subscriptions.ts so that the pages that only show saved searches do not load zod.
import { z } from './zod';
import { EMPTY_SUBSCRIPTION_FILTER, NAME_MAX_LENGTH, rangeErrors, subscriptionMessages, type SubscriptionFilter } from './subscriptions';

const bound = z
  .number({ error: subscriptionMessages.number })
  .int(subscriptionMessages.number)
  .min(0, subscriptionMessages.number)
  .max(1_000_000, subscriptionMessages.number)
  .nullish()
  .transform((v) => v ?? null);
const idList = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .max(200)
    .nullish()
    .transform((v) => [...new Set(v ?? [])].sort() as z.infer<T>[]);

export const subscriptionFilterSchema = z
  .object({
    areaMin: bound,
    areaMax: bound,
    roomsMin: bound,
    roomsMax: bound,
    rentMin: bound,
    rentMax: bound,
    balcony: z.boolean().nullish().transform((v) => v ?? false),
    elevator: z.boolean().nullish().transform((v) => v ?? false),
    districtIds: idList(z.number().int()),
    landlordIds: idList(z.number().int()),
    regionIds: idList(z.number().int()),
    rentalObjectCategoryIds: idList(z.string().max(50)),
  })
  .superRefine((f, ctx) => {
    for (const { path, message } of rangeErrors(f)) ctx.addIssue({ code: 'custom', path: [path], message });
  });

/** What saveSubscription receives; the name is checked here so the message is the spec's, not a type error. */
export const subscriptionInputSchema = z.object({
  subscriptionId: z.number().int().positive().nullish(),
  name: z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().min(1, subscriptionMessages.nameRequired).max(NAME_MAX_LENGTH, subscriptionMessages.nameTooLong)),
  sendNotifications: z.boolean().nullish().transform((v) => v ?? false),
  filter: subscriptionFilterSchema.nullish().transform((v): SubscriptionFilter => v ?? { ...EMPTY_SUBSCRIPTION_FILTER }),
});
export type SubscriptionInput = z.input<typeof subscriptionInputSchema>;
export type ValidSubscriptionInput = z.output<typeof subscriptionInputSchema>;
