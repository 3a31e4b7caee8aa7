// The back office's login form (staff): e-mail and password are required. Shared by the staff app and the server.
import { zMini as z } from './zod';

export const staffLoginMessages = {
  emailRequired: 'Ange e-postadress',
  passwordRequired: 'Ange lösenord',
} as const;

export const staffLoginSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, staffLoginMessages.emailRequired)),
  password: z.string().check(z.minLength(1, staffLoginMessages.passwordRequired)),
});

export type StaffLoginCredentials = z.output<typeof staffLoginSchema>;
