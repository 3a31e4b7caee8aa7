// The incomes area (incomes and their certificates): one line each; the service decides whose incomes they are.
// Certificate files go up over REST.
import type { Resolvers } from '../__generated__/resolvers';
import { requireApplicant } from '../context';
import { fromOutcome, fromOutcomeOr, ok } from '../result';

export const incomeResolvers: Resolvers = {
  Query: {
    getIncomeCategories: (_p, _a, ctx) => ok({ incomeCategories: [...ctx.services.incomes.categories()] }),
    getIncomes: async (_p, _a, ctx) => ok({ incomes: await ctx.services.incomes.list(requireApplicant(ctx)) }),
    getIncome: async (_p, { applicantIncomeId }, ctx) => fromOutcomeOr(await ctx.services.incomes.get(requireApplicant(ctx), applicantIncomeId), { income: null }),
    getIncomeCertifications: async (_p, _a, ctx) => ok({ incomeCertifications: await ctx.services.incomes.certifications(requireApplicant(ctx)) }),
  },
  Mutation: {
    addIncome: async (_p, { income }, ctx) => fromOutcomeOr(await ctx.services.incomes.add(requireApplicant(ctx), income), { income: null }),
    updateIncome: async (_p, { income }, ctx) => fromOutcomeOr(await ctx.services.incomes.update(requireApplicant(ctx), income), { income: null }),
    deleteIncome: async (_p, { applicantIncomeId }, ctx) => fromOutcome(await ctx.services.incomes.delete(requireApplicant(ctx), applicantIncomeId)),
    deleteCertification: async (_p, { documentId }, ctx) => fromOutcome(await ctx.services.incomes.deleteCertification(requireApplicant(ctx), documentId)),
    missingCertification: async (_p, { certification }, ctx) => fromOutcome(await ctx.services.incomes.missingCertification(requireApplicant(ctx), certification)),
  },
};
