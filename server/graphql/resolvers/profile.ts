// The profile area (the questionnaires): one line each; the service decides whose answers they are, the mappers
// turn the spec's names into the form's and back.
import type { Resolvers } from '../__generated__/resolvers';
import { requireApplicant } from '../context';
import { housingFormOf, housingSaved, informationFormOf, informationSaved, tenantReferenceSaved, toHousing, toInformation, toTenantReference } from '../mappers/profile';
import { fromOutcomeOr, ok } from '../result';

export const profileResolvers: Resolvers = {
  Query: {
    getInformation: async (_p, _a, ctx) => ok({ information: toInformation(await ctx.services.profile.information(requireApplicant(ctx))) }),
    getHousing: async (_p, _a, ctx) => ok({ housing: toHousing(await ctx.services.profile.housing(requireApplicant(ctx))) }),
    getTenantReference: async (_p, _a, ctx) => ok({ tenantReference: toTenantReference(await ctx.services.profile.tenantReference(requireApplicant(ctx))) }),
    getStudyLocations: (_p, _a, ctx) => ok({ studyLocations: [...ctx.services.profile.studyLocations()] }),
    getStudentCertificationDocument: async (_p, _a, ctx) => ok({ document: await ctx.services.profile.studentCertificationDocument(requireApplicant(ctx)) }),
    getEconomicSupportDocument: async (_p, _a, ctx) => ok({ document: await ctx.services.profile.economicSupportDocument(requireApplicant(ctx)) }),
  },
  Mutation: {
    updateInformation: async (_p, { information }, ctx) =>
      fromOutcomeOr(informationSaved(await ctx.services.profile.updateInformation(requireApplicant(ctx), informationFormOf(information))), { information: null }),
    updateHousing: async (_p, { housing }, ctx) =>
      fromOutcomeOr(housingSaved(await ctx.services.profile.updateHousing(requireApplicant(ctx), housingFormOf(housing))), { housing: null }),
    updateApplicantStudent: async (_p, { student }, ctx) =>
      fromOutcomeOr(informationSaved(await ctx.services.profile.updateStudent(requireApplicant(ctx), student)), { information: null }),
    updateTenantReference: async (_p, { tenantReference }, ctx) =>
      fromOutcomeOr(tenantReferenceSaved(await ctx.services.profile.updateTenantReference(requireApplicant(ctx), tenantReference)), { tenantReference: null }),
  },
};
