import type { Resolvers } from '../__generated__/resolvers';
import { ok } from '../result';

export const contentResolvers: Resolvers = {
  Query: {
    getMaintenanceMessage: async (_p, _a, ctx) => ok({ maintenanceMessage: await ctx.services.content.maintenanceMessage() }),
    getAgencyProfile: async (_p, _a, ctx) => ok({ agencyProfile: await ctx.services.content.agencyProfile() }),
  },
};
