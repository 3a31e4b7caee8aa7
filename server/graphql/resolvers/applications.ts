import type { Resolvers } from '../__generated__/resolvers';
import { requireApplicant } from '../context';
import { fromOutcomeOr } from '../result';

export const applicationResolvers: Resolvers = {
  Query: {
    getEstimatedQueuePlace: async (_p, { rentalObjectId }, ctx) =>
      fromOutcomeOr(await ctx.services.applications.estimatedQueuePlace(requireApplicant(ctx), rentalObjectId), { estimatedQueuePlace: null }),
  },
};
