// The subscriptions area (saved searches): one line each; the service decides whose they are.
import type { Resolvers } from '../__generated__/resolvers';
import { requireApplicant } from '../context';
import { fromOutcome, fromOutcomeOr, ok } from '../result';

export const subscriptionResolvers: Resolvers = {
  Query: {
    getSubscriptions: async (_p, _a, ctx) => ok({ subscriptions: await ctx.services.subscriptions.list(requireApplicant(ctx)) }),
  },
  Mutation: {
    saveSubscription: async (_p, { subscription }, ctx) => fromOutcomeOr(await ctx.services.subscriptions.save(requireApplicant(ctx), subscription), { subscriptionId: null }),
    deleteSubscription: async (_p, { subscriptionId }, ctx) => fromOutcome(await ctx.services.subscriptions.delete(requireApplicant(ctx), subscriptionId)),
    renewSubscription: async (_p, { subscriptionId }, ctx) => fromOutcomeOr(await ctx.services.subscriptions.renew(requireApplicant(ctx), subscriptionId), { subscription: null }),
  },
};
