// The account area: the applicant's record and settings, password reset, co-applicant, standing, leaving the queue.
import type { Resolvers } from '../__generated__/resolvers';
import { requireApplicant } from '../context';
import { fromOutcome, ok } from '../result';
import { addressOf, applicantStatusOf, temporaryAddressOf } from '../mappers/account';

export const accountResolvers: Resolvers = {
  Query: {
    getApplicant: async (_p, _a, ctx) => ok({ applicant: await ctx.services.applicants.get(requireApplicant(ctx)) }),
    getCoApplicant: async (_p, _a, ctx) => ok({ coApplicant: await ctx.services.coApplicants.coApplicant(requireApplicant(ctx)) }),
    getCoApplicantRequest: async (_p, _a, ctx) => ok(await ctx.services.coApplicants.requests(requireApplicant(ctx))),
    getIndicators: async (_p, _a, ctx) => ok({ indicators: await ctx.services.standing.indicators(requireApplicant(ctx)) }),
    getApplicantWarningsAndBlocksQuery: async (_p, _a, ctx) =>
      ok({ warningsAndBlocks: await ctx.services.standing.warningsAndBlocks(requireApplicant(ctx)) }),
    getQueueTimes: async (_p, _a, ctx) => ok({ queueTimes: await ctx.services.standing.queueTimes(requireApplicant(ctx)) }),
  },
  Mutation: {
    updateApplicantContact: async (_p, { contact }, ctx) =>
      fromOutcome(await ctx.services.accountSettings.updateAddress(requireApplicant(ctx), contact)),
    updateApplicantBasicInformation: async (_p, args, ctx) =>
      fromOutcome(await ctx.services.accountSettings.updateBasicInformation(requireApplicant(ctx), args)),
    updateApplicantPassword: async (_p, { password }, ctx) =>
      fromOutcome(await ctx.services.accountSettings.changePassword(requireApplicant(ctx), password)),
    updateApplicantDoNotWantPhysicalMail: async (_p, { doNotWantPhysicalMail }, ctx) =>
      fromOutcome(await ctx.services.accountSettings.setDoNotWantPhysicalMail(requireApplicant(ctx), doNotWantPhysicalMail)),
    sendResetPassword: async (_p, { user }, ctx) => fromOutcome(await ctx.services.password.sendResetLink(user)),
    resetPassword: async (_p, { user }, ctx) => fromOutcome(await ctx.services.password.resetPassword(user)),
    addCoApplicant: async (_p, { pnrOrEmail }, ctx) => fromOutcome(await ctx.services.coApplicants.add(requireApplicant(ctx), pnrOrEmail)),
    acceptCoApplicant: async (_p, { coApplicantId }, ctx) =>
      fromOutcome(await ctx.services.coApplicants.accept(requireApplicant(ctx), coApplicantId)),
    rejectCoApplicant: async (_p, { coApplicantId }, ctx) =>
      fromOutcome(await ctx.services.coApplicants.reject(requireApplicant(ctx), coApplicantId)),
    deleteCoApplicant: async (_p, _a, ctx) => fromOutcome(await ctx.services.coApplicants.remove(requireApplicant(ctx))),
    unregisterApplicant: async (_p, { applicant }, ctx) => fromOutcome(await ctx.services.leaveQueue.leave(requireApplicant(ctx), applicant)),
  },
  Applicant: {
    applicantStatus: applicantStatusOf,
    address: addressOf,
    temporaryAddress: temporaryAddressOf,
  },
};
