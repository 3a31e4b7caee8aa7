import type { Resolvers } from '../__generated__/resolvers';
import { requireApplicant } from '../context';
import { fromOutcome } from '../result';

export const deregistrationResolvers: Resolvers = {
  Mutation: {
    unregisterApplicant: async (_p, { applicant }, ctx) =>
      fromOutcome(await ctx.services.deregistration.deregister(requireApplicant(ctx), applicant)),
  },
};
