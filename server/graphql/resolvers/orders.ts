import type { Resolvers } from '../__generated__/resolvers';
import { requireApplicant } from '../context';
import { failed, fromOutcome, ok } from '../result';

export const orderResolvers: Resolvers = {
  Query: {
    getOrders: async (_p, _a, ctx) => ok({ orders: await ctx.services.orders.orders(requireApplicant(ctx)) }),
  },
  Mutation: {
    setPaymentMethod: async (_p, { paymentType }, ctx) => fromOutcome(await ctx.services.orders.setPaymentMethod(requireApplicant(ctx), paymentType)),
    createUpgradeCoApplicantOrder: async (_p, _a, ctx) => {
      const o = await ctx.services.orders.createUpgradeOrder(requireApplicant(ctx));
      return o.ok ? ok({ orderId: o.orderId }) : failed(o.errorText, { orderId: 0 }, o.validationErrors);
    },
    cancelQueueFeeOrder: async (_p, { orderId }, ctx) => {
      const outcome = await ctx.services.orders.cancelQueueFeeOrder(requireApplicant(ctx), orderId);
      // The spec shows a message either way: the success text travels as errorText with error false.
      return outcome.ok ? { ...fromOutcome({ ok: true }), errorText: outcome.message } : fromOutcome(outcome);
    },
  },
};
