// The listing editor's resolvers: one line each, a service call with the staff actor (case handler or administrator).
import { fromOutcomeOr } from '../../result';
import type { Resolvers } from '../__generated__/resolvers';
import { requireStaff } from '../staff-context';

const none = { listing: null };

export const listingsResolvers: Resolvers = {
  Query: {
    staffListings: (_p, args, ctx) => ctx.services.listingEditor.list(requireStaff(ctx, 'handlaggare'), args),
    staffListing: (_p, { rentalObjectId }, ctx) => ctx.services.listingEditor.listing(requireStaff(ctx, 'handlaggare'), rentalObjectId),
    staffListingCatalog: (_p, _a, ctx) => ctx.services.listingEditor.catalog(requireStaff(ctx, 'handlaggare')),
  },
  Mutation: {
    staffCreateListing: async (_p, { input }, ctx) => fromOutcomeOr(await ctx.services.listingEditor.create(requireStaff(ctx, 'handlaggare'), input), none),
    staffUpdateListing: async (_p, { rentalObjectId, input }, ctx) => fromOutcomeOr(await ctx.services.listingEditor.update(requireStaff(ctx, 'handlaggare'), rentalObjectId, input), none),
    staffPublishListing: async (_p, { rentalObjectId }, ctx) => fromOutcomeOr(await ctx.services.listingEditor.setPublished(requireStaff(ctx, 'handlaggare'), rentalObjectId, true), none),
    staffUnpublishListing: async (_p, { rentalObjectId }, ctx) => fromOutcomeOr(await ctx.services.listingEditor.setPublished(requireStaff(ctx, 'handlaggare'), rentalObjectId, false), none),
    staffOrderListingImages: async (_p, { rentalObjectId, imageIds }, ctx) => fromOutcomeOr(await ctx.services.listingEditor.orderImages(requireStaff(ctx, 'handlaggare'), rentalObjectId, imageIds), none),
    staffRemoveListingImage: async (_p, { imageId }, ctx) => fromOutcomeOr(await ctx.services.listingEditor.removeImage(requireStaff(ctx, 'handlaggare'), imageId), none),
  },
};
