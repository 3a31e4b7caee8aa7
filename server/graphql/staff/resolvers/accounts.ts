// The accounts area's resolvers (administrators): one line each, a service call with the staff actor, in the envelope.
import type { Resolvers } from '../__generated__/resolvers';
import { fromOutcome } from '../../result';
import { requireStaff } from '../staff-context';
import { actorRoleOf, apiRoleOf } from '../staff-roles';

export const accountsResolvers: Resolvers = {
  Query: {
    staffAccounts: (_p, _a, ctx) => ctx.services.staffAccounts.list(requireStaff(ctx, 'administrator')),
  },
  Mutation: {
    staffCreateAccount: async (_p, { input }, ctx) =>
      fromOutcome(await ctx.services.staffAccounts.create(requireStaff(ctx, 'administrator'), { ...input, role: actorRoleOf(input.role) })),
    staffUpdateAccount: async (_p, { staffUserId, input }, ctx) =>
      fromOutcome(await ctx.services.staffAccounts.update(requireStaff(ctx, 'administrator'), staffUserId, { ...input, role: actorRoleOf(input.role) })),
    staffSetAccountActive: async (_p, { staffUserId, active }, ctx) =>
      fromOutcome(await ctx.services.staffAccounts.setActive(requireStaff(ctx, 'administrator'), staffUserId, active)),
  },
  StaffAccount: {
    role: (account) => apiRoleOf(account.role),
  },
};
