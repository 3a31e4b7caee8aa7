import type { Resolvers } from '../__generated__/resolvers';
import { fromOutcome } from '../result';

export const passwordResetResolvers: Resolvers = {
  Mutation: {
    sendResetPassword: async (_p, { user }, ctx) => fromOutcome(await ctx.services.passwordReset.sendResetLink(user)),
    resetPassword: async (_p, { user }, ctx) => fromOutcome(await ctx.services.passwordReset.resetPassword(user)),
  },
};
