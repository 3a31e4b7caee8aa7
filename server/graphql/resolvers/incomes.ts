// The incomes area (incomes and their certificates): one line each; the service decides whose incomes they are.
// Certificate files go up over REST.
import type { Resolvers } from '../__generated__/resolvers';
import { requireApplicantActor } from '../context';
import { fromOutcome, fromOutcomeOr, ok } from '../result';

export const incomeResolvers: Resolvers = {
  Query: {
    getIncomeCategories: (_p, _a, ctx) => ok({ incomeCategories: [...ctx.services.incomes.categories()] }),
    getIncomes: async (_p, _a, ctx) => ok({ incomes: await ctx.services.incomes.list(requireApplicantActor(ctx)) }),
    getIncome: async (_p, { applicantIncomeId }, ctx) => fromOutcomeOr(await ctx.services.incomes.get(requireApplicantActor(ctx), applicantIncomeId), { income: null }),
    getIncomeCertifications: async (_p, _a, ctx) => ok({ incomeCertifications: await ctx.services.incomes.certifications(requireApplicantActor(ctx)) }),
  },
  Mutation: {
    addIncome: async (_p, { income }, ctx) => fromOutcomeOr(await ctx.services.incomes.add(requireApplicantActor(ctx), income), { income: null }),
    updateIncome: async (_p, { income }, ctx) => fromOutcomeOr(await ctx.services.incomes.update(requireApplicantActor(ctx), income), { income: null }),
    deleteIncome: async (_p, { applicantIncomeId }, ctx) => fromOutcome(await ctx.services.incomes.delete(requireApplicantActor(ctx), applicantIncomeId)),
    deleteCertification: async (_p, { documentId }, ctx) => fromOutcome(await ctx.services.incomes.deleteCertification(requireApplicantActor(ctx), documentId)),
    missingCertification: async (_p, { certification }, ctx) => fromOutcome(await ctx.services.incomes.missingCertification(requireApplicantActor(ctx), certification)),
  },
};
