// The staff API's resolvers: one line each, a service call with the staff actor.
import { createGraphQLError } from 'graphql-yoga';
import type { StaffView } from '../../staff/staff-view';
import type { Resolvers, StaffRole } from './__generated__/resolvers';
import { requireStaff, type StaffGraphQLContext } from './staff-context';

const roles = { handlaggare: 'HANDLAGGARE', administrator: 'ADMINISTRATOR' } as const satisfies Record<StaffView['role'], StaffRole>;

async function staffMe(ctx: StaffGraphQLContext) {
  const me = await ctx.services.staffAuth.me(requireStaff(ctx));
  if (!me) throw createGraphQLError('Du måste vara inloggad.', { extensions: { code: 'UNAUTHENTICATED' } });
  return { ...me, role: roles[me.role] };
}

export const staffResolvers: Resolvers = {
  Query: {
    staffMe: (_p, _a, ctx) => staffMe(ctx),
    staffReviewInbox: (_p, { first }, ctx) => ctx.services.reviewInbox.inbox(requireStaff(ctx, 'handlaggare'), first),
  },
  StaffReviewItem: {
    applicantName: (item) => `${item.firstName} ${item.lastName}`,
  },
};
