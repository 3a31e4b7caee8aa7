import type { Resolvers } from '../__generated__/resolvers';
import { requireApplicant } from '../context';
import { failed, fromOutcome, ok } from '../result';
import { orderView } from '../../payments/orders/order-view';
import { paymentMessages } from '../../payments/payment.service';

export const paymentResolvers: Resolvers = {
  Query: {
    getHasActiveAutopayAgreement: async (_p, { applicantId }, ctx) => {
      const o = await ctx.services.autopay.hasActive(requireApplicant(ctx), applicantId);
      return o.ok ? ok({ hasActiveAutopayAgreement: o.hasActiveAutopayAgreement }) : failed(o.errorText, { hasActiveAutopayAgreement: false });
    },
    recurrenceVerificationInfo: async (_p, { paymentReference }, ctx) =>
      ok({ hasVerification: await ctx.services.autopay.hasVerification(requireApplicant(ctx), paymentReference) }),
  },
  Mutation: {
    payOrder: async (_p, a, ctx) => {
      const applicantId = requireApplicant(ctx);
      const order = await ctx.services.orders.ownOrder(applicantId, a.orderId);
      const o = await ctx.services.payments.payOrder(order, { completePath: a.redirectUrl, cancelPath: a.cancelUrl }, { saveCard: !!a.directPaymentUseAutoPay });
      return o.ok ? ok({ paymentRedirectUrl: o.paymentRedirectUrl }) : failed(o.errorText, { paymentRedirectUrl: null });
    },
    completeOrder: async (_p, { orderId, paymentId, calledFromPaymentLink }, ctx) => {
      // A payment-link caller is not logged in: the provider's payment id (unguessable) must belong to the order.
      const applicantId = calledFromPaymentLink ? null : requireApplicant(ctx);
      if (applicantId !== null && !(await ctx.services.orders.ownOrder(applicantId, orderId))) {
        return failed(paymentMessages.failed, { isCoApplicantUpgrade: false, order: null });
      }
      const o = await ctx.services.payments.completeOrder(orderId, paymentId);
      if (!o.ok) return failed(o.errorText, { isCoApplicantUpgrade: false, order: null });
      return ok({ isCoApplicantUpgrade: o.isCoApplicantUpgrade, order: applicantId === null ? null : orderView(o.order, { autopayActive: false }) });
    },
    createAutopayAgreement: async (_p, { redirectUrl, cancelUrl }, ctx) => {
      const o = await ctx.services.autopay.create(requireApplicant(ctx), { redirectPath: redirectUrl, cancelPath: cancelUrl });
      return o.ok ? fromOutcome(o) : failed(o.errorText, { autopayAgreementRef: null, redirectUrl: null, paymentReference: null });
    },
    saveAutopayAgreement: async (_p, { agreementRef, applicantId }, ctx) => {
      const own = requireApplicant(ctx);
      if (applicantId != null && applicantId !== own) return failed('Du kan bara spara ditt eget autogiro', {});
      return fromOutcome(await ctx.services.autopay.save(own, agreementRef));
    },
    deleteAutopayAgreement: async (_p, _a, ctx) => fromOutcome(await ctx.services.autopay.remove(requireApplicant(ctx))),
  },
};
