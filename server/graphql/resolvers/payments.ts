// The payments area (orders, card payments, autopay): one line each; the services decide who may do what.
import type { Resolvers } from '../__generated__/resolvers';
import type { Outcome } from '../../domain/outcome';
import { requireApplicant } from '../context';
import { fromOutcome, fromOutcomeOr, ok } from '../result';

/** The spec shows a message either way: a success's text travels as errorText with error false. */
const withMessage = (o: Outcome<{ message: string }>) => (o.ok ? { ...fromOutcome({ ok: true }), errorText: o.message } : fromOutcome(o));

export const paymentResolvers: Resolvers = {
  Query: {
    getOrders: async (_p, _a, ctx) => ok({ orders: await ctx.services.orders.orders(requireApplicant(ctx)) }),
    getHasActiveAutopayAgreement: async (_p, { applicantId }, ctx) =>
      fromOutcomeOr(await ctx.services.autopay.hasActive(requireApplicant(ctx), applicantId), { hasActiveAutopayAgreement: false }),
    recurrenceVerificationInfo: async (_p, { paymentReference }, ctx) =>
      ok({ hasVerification: await ctx.services.autopay.hasVerification(requireApplicant(ctx), paymentReference) }),
  },
  Mutation: {
    setPaymentMethod: async (_p, { paymentType }, ctx) => fromOutcome(await ctx.services.orders.setPaymentMethod(requireApplicant(ctx), paymentType)),
    createUpgradeCoApplicantOrder: async (_p, _a, ctx) => fromOutcomeOr(await ctx.services.orders.createUpgradeOrder(requireApplicant(ctx)), { orderId: 0 }),
    cancelQueueFeeOrder: async (_p, { orderId }, ctx) => withMessage(await ctx.services.orders.cancelQueueFeeOrder(requireApplicant(ctx), orderId)),
    payOrder: async (_p, a, ctx) =>
      fromOutcomeOr(
        await ctx.services.payments.payOrder(requireApplicant(ctx), a.orderId, { completePath: a.redirectUrl, cancelPath: a.cancelUrl }, { saveCard: !!a.directPaymentUseAutoPay }),
        { paymentRedirectUrl: null },
      ),
    // A payment-link caller is not logged in: the provider's payment id is its proof, and it is told no order.
    completeOrder: async (_p, { orderId, paymentId, calledFromPaymentLink }, ctx) =>
      fromOutcomeOr(
        await (calledFromPaymentLink
          ? ctx.services.payments.completeOrderByPaymentId(orderId, paymentId)
          : ctx.services.payments.completeOrder(requireApplicant(ctx), orderId, paymentId)),
        { isCoApplicantUpgrade: false, order: null },
      ),
    createAutopayAgreement: async (_p, { redirectUrl, cancelUrl }, ctx) =>
      fromOutcomeOr(await ctx.services.autopay.create(requireApplicant(ctx), { redirectPath: redirectUrl, cancelPath: cancelUrl }), {
        autopayAgreementRef: null,
        redirectUrl: null,
        paymentReference: null,
      }),
    saveAutopayAgreement: async (_p, { agreementRef, applicantId }, ctx) => fromOutcome(await ctx.services.autopay.save(requireApplicant(ctx), agreementRef, applicantId)),
    deleteAutopayAgreement: async (_p, _a, ctx) => fromOutcome(await ctx.services.autopay.remove(requireApplicant(ctx))),
  },
};
