// The staff API's resolvers: what every area shares (staffMe) and each area's own map (resolvers/<area>.ts), merged.
// Resolvers are one line each, a service call with the staff actor.
import { createGraphQLError } from 'graphql-yoga';
import type { Resolvers } from './__generated__/resolvers';
import { accountsResolvers } from './resolvers/accounts';
import { brokerageResolvers } from './resolvers/brokerage';
import { listingsResolvers } from './resolvers/listings';
import { toolsResolvers } from './resolvers/tools';
import { applicantsResolvers } from './resolvers/applicants';
import { auditResolvers } from './resolvers/audit';
import { reviewResolvers } from './resolvers/review';
import { requireStaff, type StaffGraphQLContext } from './staff-context';
import { apiRoleOf } from './staff-roles';

async function staffMe(ctx: StaffGraphQLContext) {
  const me = await ctx.services.staffAuth.me(requireStaff(ctx));
  if (!me) throw createGraphQLError('Du måste vara inloggad.', { extensions: { code: 'UNAUTHENTICATED' } });
  return { ...me, role: apiRoleOf(me.role) };
}

const shared: Resolvers = {
  Query: {
    staffMe: (_p, _a, ctx) => staffMe(ctx),
  },
};

/** Each area's resolver map; a type named by two areas (Query, Mutation) gets the fields of both. */
const areas: Resolvers[] = [shared, reviewResolvers, brokerageResolvers, listingsResolvers, applicantsResolvers, auditResolvers, toolsResolvers, accountsResolvers];

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
