// Login form rules (spec 000 §5): username (e-mail or personnummer) and password are required.
// Written with zod/mini: the login page is in the first bundle, and mini is a fraction of the size.
import { zMini as z } from './zod';

export const loginMessages = {
  usernameRequired: 'Ange e-post eller personnummer',
  passwordRequired: 'Ange lösenord',
} as const;

export const loginSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, loginMessages.usernameRequired)),
  password: z.string().check(z.minLength(1, loginMessages.passwordRequired)),
});

export type LoginFormInput = z.input<typeof loginSchema>;
export type LoginCredentials = z.output<typeof loginSchema>;
