// The tools page's resolvers: one line each, a service call with the staff actor (links: any staff member; jobs and
// content: administrator).
import { fromOutcome, fromOutcomeOr } from '../../result';
import type { Resolvers } from '../__generated__/resolvers';
import { requireStaff } from '../staff-context';

export const toolsResolvers: Resolvers = {
  Query: {
    staffSandboxLinks: (_p, _a, ctx) => ctx.services.staffTools.sandboxLinks(requireStaff(ctx, 'handlaggare')),
    staffJobs: (_p, _a, ctx) => ctx.services.staffTools.jobs(requireStaff(ctx, 'administrator')),
    staffSiteContent: (_p, _a, ctx) => ctx.services.staffTools.siteContent(requireStaff(ctx, 'administrator')),
  },
  Mutation: {
    staffRunJob: async (_p, { name }, ctx) => fromOutcomeOr(await ctx.services.staffTools.runJob(requireStaff(ctx, 'administrator'), name), { job: null }),
    staffSaveMaintenanceMessage: async (_p, { input }, ctx) => fromOutcome(await ctx.services.staffTools.saveMaintenanceMessage(requireStaff(ctx, 'administrator'), input)),
    staffClearMaintenanceMessage: async (_p, _a, ctx) => fromOutcome(await ctx.services.staffTools.clearMaintenanceMessage(requireStaff(ctx, 'administrator'))),
    staffSaveMenu: async (_p, { items }, ctx) => fromOutcome(await ctx.services.staffTools.saveMenu(requireStaff(ctx, 'administrator'), { items })),
    staffSaveFooter: async (_p, { columns }, ctx) => fromOutcome(await ctx.services.staffTools.saveFooter(requireStaff(ctx, 'administrator'), { columns })),
  },
};
