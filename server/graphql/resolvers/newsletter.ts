import type { Resolvers } from '../__generated__/resolvers';
import { requireApplicant } from '../context';
import { fromOutcome } from '../result';
import type { Outcome } from '../../domain/outcome';

const withSuccess = (o: Outcome) => ({ ...fromOutcome(o), success: o.ok });

export const newsletterResolvers: Resolvers = {
  Query: {
    getIsNewsletterSubscriber: async (_p, { list_id, email }, ctx) =>
      fromOutcome(await ctx.services.newsletter.isSubscriber(requireApplicant(ctx), list_id, email)),
  },
  Mutation: {
    newsletterSubscribe: async (_p, { list_id, email }, ctx) =>
      withSuccess(await ctx.services.newsletter.setSubscribed(requireApplicant(ctx), list_id, email, true)),
    newsletterUnsubscribe: async (_p, { list_id, email }, ctx) =>
      withSuccess(await ctx.services.newsletter.setSubscribed(requireApplicant(ctx), list_id, email, false)),
  },
  AgencyProfile: {
    newsletterListId: (_row, _a, ctx) => ctx.services.config.NEWSLETTER_LIST_ID,
  },
};
