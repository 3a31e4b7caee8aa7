// The bank connection (open banking): one line each; the service decides whose connections they are. The bank flow's
// callback is REST (server/bank/bank.routes.ts).
import type { Resolvers } from '../__generated__/resolvers';
import { requireApplicant } from '../context';
import { fromOutcome, fromOutcomeOr, ok } from '../result';

export const bankResolvers: Resolvers = {
  Query: {
    getOpenBankingProviders: async (_p, _a, ctx) => fromOutcomeOr(await ctx.services.bank.providers(requireApplicant(ctx)), { providers: [] }),
    getOpenBankingProvidersLink: async (_p, { providerIds }, ctx) => fromOutcomeOr(await ctx.services.bank.link(requireApplicant(ctx), providerIds), { link: null, caseId: null }),
    getOpenBankingObjectOutput: async (_p, _a, ctx) => ok(await ctx.services.bank.objectOutput(requireApplicant(ctx))),
    checkOpenBankingActiveAgreementOutputType: async (_p, { caseId }, ctx) => ok(await ctx.services.bank.agreement(requireApplicant(ctx), caseId)),
  },
  Mutation: {
    deleteOpenBankingData: async (_p, { dataId }, ctx) => fromOutcome(await ctx.services.bank.delete(requireApplicant(ctx), dataId)),
  },
};
