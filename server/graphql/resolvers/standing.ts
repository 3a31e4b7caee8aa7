import type { Resolvers } from '../__generated__/resolvers';
import { requireApplicant } from '../context';
import { ok } from '../result';

export const standingResolvers: Resolvers = {
  Query: {
    getIndicators: async (_p, _a, ctx) => ok({ indicators: await ctx.services.standing.indicators(requireApplicant(ctx)) }),
    getApplicantWarningsAndBlocksQuery: async (_p, _a, ctx) =>
      ok({ warningsAndBlocks: await ctx.services.standing.warningsAndBlocks(requireApplicant(ctx)) }),
    getQueueTimes: async (_p, _a, ctx) => ok({ queueTimes: await ctx.services.standing.queueTimes(requireApplicant(ctx)) }),
  },
};
