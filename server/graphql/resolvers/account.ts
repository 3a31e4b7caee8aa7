// The account area: the applicant's record and settings, password reset, co-applicant, standing, leaving the queue.
import type { Resolvers } from '../__generated__/resolvers';
import { requireApplicantActor } from '../context';
import { fromOutcome, ok } from '../result';
import { addressOf, applicantStatusOf, temporaryAddressOf } from '../mappers/account';

export const accountResolvers: Resolvers = {
  Query: {
    getApplicant: async (_p, _a, ctx) => ok({ applicant: await ctx.services.applicants.get(requireApplicantActor(ctx)) }),
    getCoApplicant: async (_p, _a, ctx) => ok({ coApplicant: await ctx.services.coApplicants.coApplicant(requireApplicantActor(ctx)) }),
    getCoApplicantRequest: async (_p, _a, ctx) => ok(await ctx.services.coApplicants.requests(requireApplicantActor(ctx))),
    getIndicators: async (_p, _a, ctx) => ok({ indicators: await ctx.services.standing.indicators(requireApplicantActor(ctx)) }),
    getApplicantWarningsAndBlocksQuery: async (_p, _a, ctx) =>
      ok({ warningsAndBlocks: await ctx.services.standing.warningsAndBlocks(requireApplicantActor(ctx)) }),
    getQueueTimes: async (_p, _a, ctx) => ok({ queueTimes: await ctx.services.standing.queueTimes(requireApplicantActor(ctx)) }),
  },
  Mutation: {
    updateApplicantContact: async (_p, { contact }, ctx) =>
      fromOutcome(await ctx.services.accountSettings.updateAddress(requireApplicantActor(ctx), contact)),
    updateApplicantBasicInformation: async (_p, args, ctx) =>
      fromOutcome(await ctx.services.accountSettings.updateBasicInformation(requireApplicantActor(ctx), args)),
    updateApplicantPassword: async (_p, { password }, ctx) =>
      fromOutcome(await ctx.services.accountSettings.changePassword(requireApplicantActor(ctx), password)),
    updateApplicantDoNotWantPhysicalMail: async (_p, { doNotWantPhysicalMail }, ctx) =>
      fromOutcome(await ctx.services.accountSettings.setDoNotWantPhysicalMail(requireApplicantActor(ctx), doNotWantPhysicalMail)),
    sendResetPassword: async (_p, { user }, ctx) => fromOutcome(await ctx.services.password.sendResetLink(user)),
    resetPassword: async (_p, { user }, ctx) => fromOutcome(await ctx.services.password.resetPassword(user)),
    addCoApplicant: async (_p, { pnrOrEmail }, ctx) => fromOutcome(await ctx.services.coApplicants.add(requireApplicantActor(ctx), pnrOrEmail)),
    acceptCoApplicant: async (_p, { coApplicantId }, ctx) =>
      fromOutcome(await ctx.services.coApplicants.accept(requireApplicantActor(ctx), coApplicantId)),
    rejectCoApplicant: async (_p, { coApplicantId }, ctx) =>
      fromOutcome(await ctx.services.coApplicants.reject(requireApplicantActor(ctx), coApplicantId)),
    deleteCoApplicant: async (_p, _a, ctx) => fromOutcome(await ctx.services.coApplicants.remove(requireApplicantActor(ctx))),
    unregisterApplicant: async (_p, { applicant }, ctx) => fromOutcome(await ctx.services.leaveQueue.leave(requireApplicantActor(ctx), applicant)),
  },
  Applicant: {
    applicantStatus: applicantStatusOf,
    address: addressOf,
    temporaryAddress: temporaryAddressOf,
  },
};
