// Forgot-password identifier (spec 000 §5): a 12-digit personnummer or an e-mail.
import { z } from './zod';

export const forgotPasswordMessages = {
  required: 'Ange personnummer eller e-post',
  invalid: 'Ange ett personnummer med 12 siffror eller en giltig e-postadress',
} as const;

export const forgotPasswordSchema = z.object({
  emailOrPnr: z
    .string()
    .trim()
    .min(1, forgotPasswordMessages.required)
    .refine((v) => /^\d{12}$/.test(v) || z.email().safeParse(v).success, forgotPasswordMessages.invalid),
});
