// The documents area: one line each; the service decides whose documents they are. Uploads and downloads are REST
// (server/documents/documents.routes.ts).
import type { Resolvers } from '../__generated__/resolvers';
import { requireApplicant } from '../context';
import { fromOutcome, ok } from '../result';

export const documentResolvers: Resolvers = {
  Query: {
    getDocuments: async (_p, _a, ctx) => ok({ documents: await ctx.services.documents.list(requireApplicant(ctx)) }),
  },
  Mutation: {
    deleteDocument: async (_p, { documentId }, ctx) => fromOutcome(await ctx.services.documents.delete(requireApplicant(ctx), documentId)),
  },
};
