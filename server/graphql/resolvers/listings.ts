import type { Resolvers } from '../__generated__/resolvers';
import { requireApplicant } from '../context';
import { fromOutcomeOr, ok } from '../result';
import { listingBatches } from '../mappers/listings';

export const listingResolvers: Resolvers = {
  Query: {
    getRentalObjectsAvailable: async (_p, args, ctx) => fromOutcomeOr(await ctx.services.listings.available(args), { rentalObjects: [], totalCount: 0 }),
    getRentalObjectPoints: async (_p, args, ctx) => ok(await ctx.services.listings.mapPoints(args)),
    getRentalObject: async (_p, { rentalObjectId }, ctx) => fromOutcomeOr(await ctx.services.listings.rentalObject(rentalObjectId), { rentalObject: null }),
    getRegionsAndDistricts: async (_p, _a, ctx) => ok(await ctx.services.listings.regionsAndDistricts()),
    getSubscriptionFilter: async (_p, _a, ctx) => ok({ subscriptionFilter: await ctx.services.listings.subscriptionFilter() }),
    getDigitalShowingAccess: async (_p, { rentalObjectId }, ctx) =>
      fromOutcomeOr(await ctx.services.listings.digitalShowingAccess(requireApplicant(ctx), rentalObjectId), { digitalShowingAccess: null }),
  },
  RentalObject: {
    // A list page's objects carry their images already; a single object's are fetched (batched).
    images: (o, { kinds }, ctx) => ctx.services.listings.knownImages(o, kinds) ?? listingBatches(ctx).images(kinds ?? []).load(o.rentalObjectId),
    properties: async (o, _a, ctx) => (await listingBatches(ctx).details.load(o.rentalObjectId)).properties,
    adCriteria: async (o, _a, ctx) => (await listingBatches(ctx).details.load(o.rentalObjectId)).adCriteria,
    incomeTypes: async (o, _a, ctx) => (await listingBatches(ctx).details.load(o.rentalObjectId)).incomeTypes,
    applicationCount: async (o, _a, ctx) => (await listingBatches(ctx).queue.load(o.rentalObjectId)).applicationCount,
    firstQueuePlace: async (o, _a, ctx) => (o.canCalculateQueueplace ? (await listingBatches(ctx).queue.load(o.rentalObjectId)).firstQueuePlace : null),
  },
};
