// The tenant reference (spec 001 §3): a landlord who can vouch for the applicant as a tenant. The landlord is one of
// the agency's landlords (landlordId) or left out; the reference itself (who to ask, and how) is required.
import { z } from '../zod';
import { input, readId, text, type IdInput } from './fields';

export const TENANT_REFERENCE_MAX = 500;

export const tenantReferenceMessages = {
  required: 'Du måste ange en hyresvärdsreferens',
  tooLong: `Referensen får vara högst ${TENANT_REFERENCE_MAX} tecken`,
} as const;

export const tenantReferenceSchema = z
  .object({
    landlordReference: text(tenantReferenceMessages, TENANT_REFERENCE_MAX),
    landlordId: input<IdInput>(),
  })
  .transform((v) => ({ ...v, landlordId: readId(v.landlordId) }));

export type TenantReferenceInput = z.input<typeof tenantReferenceSchema>;
export type TenantReference = z.output<typeof tenantReferenceSchema>;
