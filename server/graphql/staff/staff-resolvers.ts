// The staff API's resolvers: what every area shares (staffMe) and each area's own map (resolvers/<area>.ts), merged.
// Resolvers are one line each, a service call with the staff actor.
import { createGraphQLError } from 'graphql-yoga';
import type { StaffView } from '../../staff/staff-view';
import type { Resolvers, StaffRole } from './__generated__/resolvers';
import { brokerageResolvers } from './resolvers/brokerage';
import { listingsResolvers } from './resolvers/listings';
import { toolsResolvers } from './resolvers/tools';
import { applicantsResolvers } from './resolvers/applicants';
import { auditResolvers } from './resolvers/audit';
import { reviewResolvers } from './resolvers/review';
import { requireStaff, type StaffGraphQLContext } from './staff-context';

const roles = { handlaggare: 'HANDLAGGARE', administrator: 'ADMINISTRATOR' } as const satisfies Record<StaffView['role'], StaffRole>;

async function staffMe(ctx: StaffGraphQLContext) {
  const me = await ctx.services.staffAuth.me(requireStaff(ctx));
  if (!me) throw createGraphQLError('Du måste vara inloggad.', { extensions: { code: 'UNAUTHENTICATED' } });
  return { ...me, role: roles[me.role] };
}

const shared: Resolvers = {
  Query: {
    staffMe: (_p, _a, ctx) => staffMe(ctx),
  },
};

/** Each area's resolver map; a type named by two areas (Query, Mutation) gets the fields of both. */
const areas: Resolvers[] = [shared, reviewResolvers, brokerageResolvers, listingsResolvers, applicantsResolvers, auditResolvers, toolsResolvers];

export const staffResolvers: Resolvers = mergeResolvers(areas);

function mergeResolvers(maps: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      const into = (merged[typeName] ??= {});
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (field in into) throw new Error(`Two staff areas resolve ${typeName}.${field}`);
        into[field] = resolver;
      }
    }
  }
  return merged as Resolvers;
}
