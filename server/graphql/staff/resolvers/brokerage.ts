// The brokerage's resolvers: one line each, a service call with the staff actor (case handler or administrator).
import { fromOutcomeOr } from '../../result';
import type { Resolvers } from '../__generated__/resolvers';
import { requireStaff } from '../staff-context';

const none = { applications: [], notInvited: [], unchanged: false };
const page = (page?: number | null, pageSize?: number | null) => ({ page, pageSize });

export const brokerageResolvers: Resolvers = {
  Query: {
    staffBrokerageListings: (_p, { state, page: p, pageSize }, ctx) => ctx.services.staffBrokerage.listings(requireStaff(ctx, 'handlaggare'), state, page(p, pageSize)),
    staffBrokeragePipeline: (_p, { rentalObjectId, sort, direction, page: p, pageSize }, ctx) =>
      ctx.services.staffBrokerage.pipeline(requireStaff(ctx, 'handlaggare'), rentalObjectId, sort ?? 'PLACE', direction ?? 'ASC', page(p, pageSize)),
    staffBrokerageEligibility: (_p, { rentalObjectId, applicationIds }, ctx) => ctx.services.staffBrokerage.eligibility(requireStaff(ctx, 'handlaggare'), rentalObjectId, applicationIds),
    staffApplicationHistory: (_p, { applicationId }, ctx) => ctx.services.staffBrokerage.history(requireStaff(ctx, 'handlaggare'), applicationId),
  },
  Mutation: {
    staffClosePeriod: async (_p, { rentalObjectId }, ctx) => fromOutcomeOr(await ctx.services.staffBrokerage.closePeriod(requireStaff(ctx, 'handlaggare'), rentalObjectId), none),
    staffInviteToShowing: async (_p, { rentalObjectId, showing }, ctx) => fromOutcomeOr(await ctx.services.staffBrokerage.invite(requireStaff(ctx, 'handlaggare'), rentalObjectId, showing), none),
    staffCancelShowing: async (_p, { rentalObjectId }, ctx) => fromOutcomeOr(await ctx.services.staffBrokerage.cancelShowing(requireStaff(ctx, 'handlaggare'), rentalObjectId), none),
    staffRegisterAttendance: async (_p, { applicationId, attended }, ctx) => fromOutcomeOr(await ctx.services.staffBrokerage.registerAttendance(requireStaff(ctx, 'handlaggare'), applicationId, attended), none),
    staffStartCheck: async (_p, { rentalObjectId }, ctx) => fromOutcomeOr(await ctx.services.staffBrokerage.startCheck(requireStaff(ctx, 'handlaggare'), rentalObjectId), none),
    staffCheckPassed: async (_p, { applicationId }, ctx) => fromOutcomeOr(await ctx.services.staffBrokerage.checkPassed(requireStaff(ctx, 'handlaggare'), applicationId), none),
    staffCheckFailed: async (_p, { applicationId, unmetRequirements }, ctx) => fromOutcomeOr(await ctx.services.staffBrokerage.checkFailed(requireStaff(ctx, 'handlaggare'), applicationId, unmetRequirements), none),
    staffProposeToLandlord: async (_p, { applicationId }, ctx) => fromOutcomeOr(await ctx.services.staffBrokerage.proposeToLandlord(requireStaff(ctx, 'handlaggare'), applicationId), none),
    staffLandlordApproved: async (_p, { applicationId }, ctx) => fromOutcomeOr(await ctx.services.staffBrokerage.landlordApproved(requireStaff(ctx, 'handlaggare'), applicationId), none),
    staffLandlordRejected: async (_p, { applicationId, reasons }, ctx) => fromOutcomeOr(await ctx.services.staffBrokerage.landlordRejected(requireStaff(ctx, 'handlaggare'), applicationId, reasons), none),
    staffContractSigned: async (_p, { applicationId }, ctx) => fromOutcomeOr(await ctx.services.staffBrokerage.signed(requireStaff(ctx, 'handlaggare'), applicationId), none),
    staffSignFailed: async (_p, { applicationId, reason }, ctx) => fromOutcomeOr(await ctx.services.staffBrokerage.signFailed(requireStaff(ctx, 'handlaggare'), applicationId, reason), none),
  },
};
