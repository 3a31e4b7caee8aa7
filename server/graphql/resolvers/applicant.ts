import type { Resolvers } from '../__generated__/resolvers';
import { requireApplicant } from '../context';
import { ok } from '../result';
import { applicantStatusById } from '../../domain/applicant-status';

const address = (a: { careOf: string | null; street: string | null; zipcode: string | null; city: string | null; country: string | null }) =>
  a.street || a.city || a.zipcode || a.careOf || a.country ? a : null;

export const applicantResolvers: Resolvers = {
  Query: {
    getApplicant: async (_p, _a, ctx) => ok({ applicant: await ctx.services.applicants.get(requireApplicant(ctx)) }),
  },
  Applicant: {
    applicantStatus: (row) => applicantStatusById(row.applicantStatusId),
    address: (row) =>
      address({ careOf: row.careOf, street: row.street, zipcode: row.zipcode, city: row.city, country: row.country }),
    temporaryAddress: (row) =>
      address({
        careOf: row.temporaryCareOf,
        street: row.temporaryStreet,
        zipcode: row.temporaryZipcode,
        city: row.temporaryCity,
        country: row.temporaryCountry,
      }),
  },
};
