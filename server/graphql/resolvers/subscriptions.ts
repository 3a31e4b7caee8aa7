import type { Resolvers } from '../__generated__/resolvers';
import { requireApplicant } from '../context';
import { failed, fromOutcome, ok } from '../result';

export const subscriptionResolvers: Resolvers = {
  Query: {
    getSubscriptions: async (_p, _a, ctx) => ok({ subscriptions: await ctx.services.subscriptions.list(requireApplicant(ctx)) }),
  },
  Mutation: {
    saveSubscription: async (_p, { subscription }, ctx) => {
      const o = await ctx.services.subscriptions.save(requireApplicant(ctx), subscription);
      return o.ok ? ok({ subscriptionId: o.subscriptionId }) : failed(o.errorText, { subscriptionId: null }, o.validationErrors);
    },
    deleteSubscription: async (_p, { subscriptionId }, ctx) => fromOutcome(await ctx.services.subscriptions.delete(requireApplicant(ctx), subscriptionId)),
    renewSubscription: async (_p, { subscriptionId }, ctx) => {
      const o = await ctx.services.subscriptions.renew(requireApplicant(ctx), subscriptionId);
      return o.ok ? ok({ subscription: o.subscription }) : failed(o.errorText, { subscription: null }, o.validationErrors);
    },
  },
};
