// The audit area's resolvers: one line each, a service call with the staff actor, wrapped in the result envelope.
import type { Resolvers } from '../__generated__/resolvers';
import { fromOutcomeOr } from '../../result';
import { requireStaff } from '../staff-context';

export const auditResolvers: Resolvers = {
  Query: {
    staffAuditLog: async (_p, args, ctx) => fromOutcomeOr(await ctx.services.auditSearch.search(requireStaff(ctx, 'handlaggare'), args), { totalCount: 0, entries: [] }),
    staffMembers: (_p, _a, ctx) => ctx.services.auditSearch.staffMembers(requireStaff(ctx, 'handlaggare')),
  },
  StaffMember: {
    role: (m) => (m.role === 'administrator' ? 'ADMINISTRATOR' : 'HANDLAGGARE'),
  },
};
