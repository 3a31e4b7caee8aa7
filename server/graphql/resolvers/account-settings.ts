import type { Resolvers } from '../__generated__/resolvers';
import { requireApplicant, requireApplicantSession } from '../context';
import { fromOutcome } from '../result';

export const accountSettingsResolvers: Resolvers = {
  Mutation: {
    updateApplicantContact: async (_p, { contact }, ctx) =>
      fromOutcome(await ctx.services.accountSettings.updateAddress(requireApplicant(ctx), contact)),
    updateApplicantBasicInformation: async (_p, args, ctx) =>
      fromOutcome(await ctx.services.accountSettings.updateBasicInformation(requireApplicant(ctx), args)),
    updateApplicantPassword: async (_p, { password }, ctx) => {
      const { applicantId, sessionId } = requireApplicantSession(ctx);
      return fromOutcome(await ctx.services.accountSettings.changePassword(applicantId, sessionId, password));
    },
    updateApplicantDoNotWantPhysicalMail: async (_p, { doNotWantPhysicalMail }, ctx) =>
      fromOutcome(await ctx.services.accountSettings.setDoNotWantPhysicalMail(requireApplicant(ctx), doNotWantPhysicalMail)),
  },
};
