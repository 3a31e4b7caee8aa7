import type { Resolvers } from '../__generated__/resolvers';
import { requireApplicant } from '../context';
import { applicationsPage, estimatedPlace, stepped, validation } from '../mappers/applications';
import { fromOutcome, fromOutcomeOr } from '../result';

const noApplication = { application: null, cancelledApplications: 0 };

export const applicationResolvers: Resolvers = {
  Query: {
    getEstimatedQueuePlace: async (_p, { rentalObjectId }, ctx) =>
      fromOutcomeOr(estimatedPlace(await ctx.services.applications.estimatedQueuePlace(requireApplicant(ctx), rentalObjectId)), { estimatedQueuePlace: null }),
    getApplications: async (_p, { skip, take }, ctx) =>
      fromOutcomeOr(applicationsPage(await ctx.services.applications.getApplications(requireApplicant(ctx), skip, take)), { applications: null }),
    validateApplication: async (_p, { rentalObjectId }, ctx) =>
      fromOutcomeOr(validation(await ctx.services.applications.validateApplication(requireApplicant(ctx), rentalObjectId)), { validation: null }),
  },
  Mutation: {
    createApplication: async (_p, { application }, ctx) =>
      fromOutcomeOr(stepped(await ctx.services.applications.createApplication(requireApplicant(ctx), { moveInDateConfirm: true, ...application })), noApplication),
    deleteApplication: async (_p, { rentalObjectId }, ctx) => fromOutcome(await ctx.services.applications.deleteApplication(requireApplicant(ctx), rentalObjectId)),
    saveShowing: async (_p, { showing }, ctx) => fromOutcomeOr(stepped(await ctx.services.applications.saveShowing(requireApplicant(ctx), showing)), noApplication),
    saveAnswer: async (_p, { answer }, ctx) => fromOutcomeOr(stepped(await ctx.services.applications.saveAnswer(requireApplicant(ctx), answer)), noApplication),
  },
};
