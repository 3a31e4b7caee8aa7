// The social support questionnaire (spec 001 §3 Misc, §5): whether the applicant receives social support, and then
// the municipality paying it (a regionId from the list of regions), which must be chosen. The certificate is an upload.
import { z } from '../zod';
import { input, readId, yesNo, type IdInput } from './fields';

export const supportMessages = {
  municipalityRequired: 'Du måste välja en kommun',
} as const;

export const supportSchema = z
  .object({
    support: yesNo(),
    regionId: input<IdInput>(),
  })
  .superRefine((v, ctx) => {
    if (v.support && readId(v.regionId) === null) ctx.addIssue({ code: 'custom', path: ['regionId'], message: supportMessages.municipalityRequired });
  })
  .transform((v) => ({ support: v.support, regionId: v.support ? readId(v.regionId) : null }));

export type SupportInput = z.input<typeof supportSchema>;
export type Support = z.output<typeof supportSchema>;
