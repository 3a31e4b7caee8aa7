// The applicants area's resolvers: one line each, a service call with the staff actor, wrapped in the result envelope.
import type { Resolvers } from '../__generated__/resolvers';
import { fromOutcome, fromOutcomeOr } from '../../result';
import { requireStaff } from '../staff-context';

export const applicantsResolvers: Resolvers = {
  Query: {
    staffSearchApplicants: async (_p, { query, first, offset }, ctx) =>
      fromOutcomeOr(await ctx.services.staffApplicants.search(requireStaff(ctx, 'handlaggare'), query, first ?? undefined, offset ?? undefined), { totalCount: 0, applicants: [] }),
    staffApplicant: (_p, { applicantId }, ctx) => ctx.services.staffApplicants.card(requireStaff(ctx, 'handlaggare'), applicantId),
    staffApplicantBankIncome: async (_p, { applicantId }, ctx) =>
      fromOutcomeOr(await ctx.services.staffApplicants.bankIncome(requireStaff(ctx, 'handlaggare'), applicantId), { connections: [], months: [], verifiedMonthlyIncomeFormated: null, verifiedMonths: [] }),
  },
  Mutation: {
    staffRevealPersonalIdentityNumber: async (_p, { applicantId }, ctx) =>
      fromOutcome(await ctx.services.staffApplicants.revealPersonalIdentityNumber(requireStaff(ctx, 'handlaggare'), applicantId)),
    staffIssueWarning: async (_p, { applicantId, reason }, ctx) =>
      fromOutcome(await ctx.services.staffApplicants.issueWarning(requireStaff(ctx, 'handlaggare'), applicantId, reason)),
    staffRevokeWarning: async (_p, { warningId, reason }, ctx) =>
      fromOutcome(await ctx.services.staffApplicants.revokeWarning(requireStaff(ctx, 'handlaggare'), warningId, reason)),
    staffStartBlock: async (_p, { applicantId, ...block }, ctx) =>
      fromOutcome(await ctx.services.staffApplicants.startBlock(requireStaff(ctx, 'handlaggare'), applicantId, block)),
    staffEndBlock: async (_p, { blockId }, ctx) => fromOutcome(await ctx.services.staffApplicants.endBlock(requireStaff(ctx, 'handlaggare'), blockId)),
    staffAddNote: async (_p, { applicantId, text }, ctx) =>
      fromOutcome(await ctx.services.staffApplicants.addNote(requireStaff(ctx, 'handlaggare'), applicantId, text)),
  },
};
