// Password rules of spec 000 §5, shared by the SPA forms and the server.
import { z } from './zod';

export const PASSWORD_MIN_LENGTH = 10;

export const passwordMessages = {
  required: 'Lösenord är obligatoriskt',
  repeatRequired: 'Lösenord igen är obligatoriskt',
  mismatch: 'Lösenorden matchar ej',
  rule: `Lösenordet måste ha minst ${PASSWORD_MIN_LENGTH} tecken och innehålla en siffra, en stor bokstav, en liten bokstav och ett specialtecken`,
  currentRequired: 'Nuvarande lösenord är obligatoriskt',
} as const;

/** At least 10 characters with a digit, an uppercase letter, a lowercase letter and a special character. */
export function meetsPasswordRule(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /\p{Nd}/u.test(password) &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /[^\p{L}\p{Nd}\s]/u.test(password)
  );
}

export const newPasswordSchema = z
  .string()
  .min(1, passwordMessages.required)
  .refine(meetsPasswordRule, passwordMessages.rule);

/** A new password typed twice (reset and change). */
export const passwordPairSchema = z
  .object({
    password: newPasswordSchema,
    passwordRepeat: z.string().min(1, passwordMessages.repeatRequired),
  })
  .refine((v) => v.password === v.passwordRepeat, { path: ['passwordRepeat'], message: passwordMessages.mismatch });

/** Changing the password on the account page: the current one, then the new one twice. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string({ error: passwordMessages.currentRequired }).min(1, passwordMessages.currentRequired),
    password: newPasswordSchema,
    passwordRepeat: z.string({ error: passwordMessages.repeatRequired }).min(1, passwordMessages.repeatRequired),
  })
  .refine((v) => v.password === v.passwordRepeat, { path: ['passwordRepeat'], message: passwordMessages.mismatch });
