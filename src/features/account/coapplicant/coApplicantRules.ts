// Spec 000 §5: a co-applicant request needs a personal number or an e-mail. The server looks the
// person up and answers with its own message when nobody matches, so only presence is checked here.
// (Not in src/rules yet; the server has the same message in server/domain/co-applicant.ts.)
import { z } from '../../../rules/zod';

export const coApplicantRequestMessages = {
  required: 'Ange personnummer eller e-post',
} as const;

export const coApplicantRequestSchema = z.object({
  pnrOrEmail: z.string({ error: coApplicantRequestMessages.required }).trim().min(1, coApplicantRequestMessages.required),
});

export type CoApplicantRequestInput = z.input<typeof coApplicantRequestSchema>;
export type CoApplicantRequest = z.output<typeof coApplicantRequestSchema>;
