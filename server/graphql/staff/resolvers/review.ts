// The work inbox's resolvers: one line each, a service call with the staff actor.
import type { Resolvers } from '../__generated__/resolvers';
import { requireStaff } from '../staff-context';

export const reviewResolvers: Resolvers = {
  Query: {
    staffReviewInbox: (_p, { first }, ctx) => ctx.services.reviewInbox.inbox(requireStaff(ctx, 'handlaggare'), first),
  },
  StaffReviewItem: {
    applicantName: (item) => `${item.firstName} ${item.lastName}`,
  },
};
