// An administrator's staff accounts (the back office's accounts area): name, e-mail, role, and a personnummer for
// BankID (12 digits, written with or without the dash); a first password when the account is created (the
// applicants' password rule), optionally a new one later. Shared by the staff app's form and the server.
import { isValidPersonalIdentityNumber } from './personnummer';
import { meetsPasswordRule, passwordMessages } from './password';
import { z } from './zod';

export const STAFF_NAME_MAX = 200;
export const STAFF_ROLES = ['handlaggare', 'administrator'] as const;
export type StaffAccountRole = (typeof STAFF_ROLES)[number];

export const staffAccountMessages = {
  nameRequired: 'Ange namn',
  nameTooLong: `Namnet får vara högst ${STAFF_NAME_MAX} tecken`,
  emailInvalid: 'Ange en giltig e-postadress',
  personalNumberInvalid: 'Ange ett giltigt personnummer med 12 siffror, till exempel 19900101-2385',
  roleRequired: 'Välj en roll',
  passwordRequired: passwordMessages.required,
  passwordRule: passwordMessages.rule,
  emailTaken: 'Det finns redan ett konto med den e-postadressen',
  personalNumberTaken: 'Det finns redan ett konto med det personnumret',
  notFound: 'Kontot finns inte',
  ownRole: 'Du kan inte ta bort din egen administratörsroll',
  ownAccount: 'Du kan inte stänga ditt eget konto',
  lastAdministrator: 'Det måste finnas minst ett aktivt administratörskonto',
} as const;

const msg = staffAccountMessages;

/** "19900101-2385" or "199001012385" as 12 digits; '' (no BankID) stays ''. */
export const personalNumberDigits = (value: string) => value.replace(/[\s-]/g, '');

const personalNumber = z
  .string()
  .transform((v) => personalNumberDigits(v))
  .refine((v) => v === '' || isValidPersonalIdentityNumber(v), msg.personalNumberInvalid);

const fields = {
  name: z.string().trim().min(1, msg.nameRequired).max(STAFF_NAME_MAX, msg.nameTooLong),
  email: z.string().trim().pipe(z.email(msg.emailInvalid)),
  personalNumber,
  role: z.enum(STAFF_ROLES, msg.roleRequired),
};

/** A new account: everything, and its first password. */
export const staffAccountCreateSchema = z.object({
  ...fields,
  password: z.string().min(1, msg.passwordRequired).refine(meetsPasswordRule, msg.passwordRule),
});

/** Changes to an account: the same fields; a new personnummer or password only when one is typed (empty keeps it). */
export const staffAccountUpdateSchema = z.object({
  ...fields,
  password: z.string().refine((v) => v === '' || meetsPasswordRule(v), msg.passwordRule),
});

export type StaffAccountCreateInput = z.input<typeof staffAccountCreateSchema>;
export type StaffAccountUpdateInput = z.input<typeof staffAccountUpdateSchema>;
export type StaffAccountValues = z.output<typeof staffAccountUpdateSchema>;
