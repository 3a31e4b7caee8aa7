// The work inbox's resolvers: one line each, a service call with the staff actor.
import { fromOutcomeOr } from '../../result';
import type { Resolvers } from '../__generated__/resolvers';
import { requireStaff } from '../staff-context';

const noItem = { item: null };

export const reviewResolvers: Resolvers = {
  Query: {
    staffReviewInbox: (_p, { first }, ctx) => ctx.services.reviewInbox.inbox(requireStaff(ctx, 'handlaggare'), first),
    staffReviewItem: (_p, { id }, ctx) => ctx.services.review.item(requireStaff(ctx, 'handlaggare'), id),
  },
  Mutation: {
    staffApproveDocument: async (_p, { documentId }, ctx) => fromOutcomeOr(await ctx.services.review.approveDocument(requireStaff(ctx, 'handlaggare'), documentId), noItem),
    staffRejectDocument: async (_p, { documentId, reason }, ctx) => fromOutcomeOr(await ctx.services.review.rejectDocument(requireStaff(ctx, 'handlaggare'), documentId, reason), noItem),
    staffStartCertificateReview: async (_p, { id }, ctx) => fromOutcomeOr(await ctx.services.review.startCertificateReview(requireStaff(ctx, 'handlaggare'), id), noItem),
    staffApproveCertificate: async (_p, { id }, ctx) => fromOutcomeOr(await ctx.services.review.approveCertificate(requireStaff(ctx, 'handlaggare'), id), noItem),
    staffRejectCertificate: async (_p, { id, reason }, ctx) => fromOutcomeOr(await ctx.services.review.rejectCertificate(requireStaff(ctx, 'handlaggare'), id, reason), noItem),
  },
  StaffReviewItem: {
    applicantName: (item) => `${item.firstName} ${item.lastName}`,
  },
};
