import type { Resolvers } from '../__generated__/resolvers';
import { ok } from '../result';

export const sessionResolvers: Resolvers = {
  Query: {
    getStatus: async (_p, _a, ctx) => ok({ status: await ctx.services.systemStatus.status() }),
  },
};
