import type { RentalObject, RentalObjectImage, Resolvers } from '../__generated__/resolvers';
import { requireApplicant, type GraphQLContext } from '../context';
import { failed, fromOutcome, ok } from '../result';
import { Batch, perRequest } from '../../listings/batch';
import type { RentalObjectView } from '../../listings/listing-view';
import type { QueueStats, RentalObjectDetails } from '../../listings/listings.service';

/** The view lacks the lazy fields on purpose: RentalObject's field resolvers below fetch them only when asked for. */
const asRentalObject = (v: RentalObjectView) => v as unknown as RentalObject;

const NO_DETAILS: RentalObjectDetails = { properties: [], adCriteria: { general: [], income: [], special: [] }, incomeTypes: [] };
const NO_QUEUE: QueueStats = { applicationCount: 0, firstQueuePlace: null };
type ImageKind = RentalObjectImage['kind'];
const store = new WeakMap<object, { images: Map<string, Batch<RentalObjectImage[]>>; details: Batch<RentalObjectDetails>; queue: Batch<QueueStats> }>();
// One query per field for all objects of a reply, not one per object (images: one per set of kinds asked for).
const batches = (ctx: GraphQLContext) =>
  perRequest(store, ctx, () => ({
    images: new Map(),
    details: new Batch((ids) => ctx.services.listings.detailsByObject(ids), () => NO_DETAILS),
    queue: new Batch((ids) => ctx.services.listings.queueStatsByObject(ids), () => NO_QUEUE),
  }));

function imageBatch(ctx: GraphQLContext, kinds: readonly ImageKind[]): Batch<RentalObjectImage[]> {
  const wanted = [...new Set(kinds)].sort();
  const byKinds = batches(ctx).images;
  let batch = byKinds.get(wanted.join(','));
  if (!batch) {
    batch = new Batch((ids) => ctx.services.listings.imagesByObject(ids, wanted), () => []);
    byKinds.set(wanted.join(','), batch);
  }
  return batch;
}

export const listingResolvers: Resolvers = {
  Query: {
    getRentalObjectsAvailable: async (_p, args, ctx) => {
      const o = await ctx.services.listings.available(args);
      return o.ok ? ok({ rentalObjects: o.rentalObjects.map(asRentalObject), totalCount: o.totalCount }) : failed(o.errorText, { rentalObjects: [], totalCount: 0 }, o.validationErrors);
    },
    getRentalObjectPoints: async (_p, args, ctx) => ok(await ctx.services.listings.mapPoints(args)),
    getRentalObject: async (_p, { rentalObjectId }, ctx) => {
      const o = await ctx.services.listings.rentalObject(rentalObjectId);
      return o.ok ? ok({ rentalObject: asRentalObject(o.rentalObject) }) : failed(o.errorText, { rentalObject: null }, o.validationErrors);
    },
    getRegionsAndDistricts: async (_p, _a, ctx) => ok(await ctx.services.listings.regionsAndDistricts()),
    getSubscriptionFilter: async (_p, _a, ctx) => ok({ subscriptionFilter: await ctx.services.listings.subscriptionFilter() }),
    getEstimatedQueuePlace: async (_p, { rentalObjectId }, ctx) => {
      const o = await ctx.services.listings.estimatedQueuePlace(requireApplicant(ctx), rentalObjectId);
      return o.ok ? ok({ estimatedQueuePlace: o.estimatedQueuePlace }) : failed(o.errorText, { estimatedQueuePlace: null }, o.validationErrors);
    },
    getDigitalShowingAccess: async (_p, { rentalObjectId }, ctx) => {
      const o = await ctx.services.listings.digitalShowingAccess(requireApplicant(ctx), rentalObjectId);
      return o.ok ? ok({ digitalShowingAccess: o.digitalShowingAccess }) : { ...fromOutcome(o), digitalShowingAccess: null };
    },
  },
  RentalObject: {
    // A list page's objects carry their images already; a single object's are fetched (batched).
    images: (o, { kinds }, ctx) => ctx.services.listings.knownImages(o, kinds) ?? imageBatch(ctx, kinds ?? []).load(o.rentalObjectId),
    properties: async (o, _a, ctx) => (await batches(ctx).details.load(o.rentalObjectId)).properties,
    adCriteria: async (o, _a, ctx) => (await batches(ctx).details.load(o.rentalObjectId)).adCriteria,
    incomeTypes: async (o, _a, ctx) => (await batches(ctx).details.load(o.rentalObjectId)).incomeTypes,
    applicationCount: async (o, _a, ctx) => (await batches(ctx).queue.load(o.rentalObjectId)).applicationCount,
    firstQueuePlace: async (o, _a, ctx) => (o.canCalculateQueueplace ? (await batches(ctx).queue.load(o.rentalObjectId)).firstQueuePlace : null),
  },
};
