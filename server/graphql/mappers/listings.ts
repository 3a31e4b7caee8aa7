// The listings area's views as the schema's RentalObject needs them: its detail-only fields are read in batches, one
// query per field for all objects of a reply, not one per object (images: one per set of kinds asked for).
// RentalObjectView is RentalObject's codegen mapper (codegen.ts), so the views themselves need no conversion.
import type { GraphQLContext } from '../context';
import { Batch, perRequest } from '../../listings/batch';
import type { ImageKind, ImageView } from '../../listings/rental-object-view';
import type { QueueStats, RentalObjectDetails } from '../../listings/listings.service';

const NO_DETAILS: RentalObjectDetails = { properties: [], adCriteria: { general: [], income: [], special: [] }, incomeTypes: [] };
const NO_QUEUE: QueueStats = { applicationCount: 0, firstQueuePlace: null };

interface ListingBatches {
  images(kinds: readonly ImageKind[]): Batch<ImageView[]>;
  details: Batch<RentalObjectDetails>;
  queue: Batch<QueueStats>;
}

const store = new WeakMap<object, ListingBatches>();

/** This request's batches (one set per GraphQL request). */
export const listingBatches = (ctx: GraphQLContext): ListingBatches =>
  perRequest(store, ctx, () => {
    const byKinds = new Map<string, Batch<ImageView[]>>();
    return {
      images(kinds) {
        const wanted = [...new Set(kinds)].sort();
        const key = wanted.join(',');
        let batch = byKinds.get(key);
        if (!batch) {
          batch = new Batch((ids) => ctx.services.listings.imagesByObject(ids, wanted), () => []);
          byKinds.set(key, batch);
        }
        return batch;
      },
      details: new Batch((ids) => ctx.services.listings.detailsByObject(ids), () => NO_DETAILS),
      queue: new Batch((ids) => ctx.services.listings.queueStatsByObject(ids), () => NO_QUEUE),
    };
  });
