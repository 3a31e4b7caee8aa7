import type { Resolvers } from '../__generated__/resolvers';
import { requireApplicant } from '../context';
import { fromOutcome, ok } from '../result';

export const coApplicantResolvers: Resolvers = {
  Query: {
    getCoApplicant: async (_p, _a, ctx) => ok({ coApplicant: await ctx.services.coApplicants.coApplicant(requireApplicant(ctx)) }),
    getCoApplicantRequest: async (_p, _a, ctx) => {
      const id = requireApplicant(ctx);
      const [coApplicantRequest, sentRequest] = await Promise.all([ctx.services.coApplicants.request(id), ctx.services.coApplicants.sentRequest(id)]);
      return ok({ coApplicantRequest, sentRequest });
    },
  },
  Mutation: {
    addCoApplicant: async (_p, { pnrOrEmail }, ctx) => fromOutcome(await ctx.services.coApplicants.add(requireApplicant(ctx), pnrOrEmail)),
    acceptCoApplicant: async (_p, { coApplicantId }, ctx) =>
      fromOutcome(await ctx.services.coApplicants.accept(requireApplicant(ctx), coApplicantId)),
    rejectCoApplicant: async (_p, { coApplicantId }, ctx) =>
      fromOutcome(await ctx.services.coApplicants.reject(requireApplicant(ctx), coApplicantId)),
    deleteCoApplicant: async (_p, _a, ctx) => fromOutcome(await ctx.services.coApplicants.remove(requireApplicant(ctx))),
  },
};
