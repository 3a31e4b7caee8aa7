// Contact and basic-information rules of spec 000 §5, shared by the account forms and the server.
import { z } from './zod';

export const NAME_MAX = 200;
export const POSTAL_CODE_MAX = 100;

export const contactMessages = {
  firstNameRequired: 'Förnamn är obligatoriskt',
  lastNameRequired: 'Efternamn är obligatoriskt',
  firstNameTooLong: `Förnamnet får vara högst ${NAME_MAX} tecken`,
  lastNameTooLong: `Efternamnet får vara högst ${NAME_MAX} tecken`,
  emailRequired: 'E-post är obligatoriskt',
  emailInvalid: 'Ange en giltig e-postadress',
  emailRepeatRequired: 'Upprepa e-postadressen',
  emailMismatch: 'E-postadresserna matchar inte',
  emailSecondarySame: 'Den andra e-postadressen får inte vara samma som den första',
  mobileRequired: 'Mobilnummer är obligatoriskt',
  mobileInvalid: 'Ange ett giltigt mobilnummer, till exempel 070-123 45 67',
  phoneInvalid: 'Ange ett giltigt telefonnummer',
  careOfTooLong: `C/o-adressen får vara högst ${NAME_MAX} tecken`,
  streetRequired: 'Gatuadress är obligatoriskt',
  streetTooLong: `Gatuadressen får vara högst ${NAME_MAX} tecken`,
  zipcodeRequired: 'Postnummer är obligatoriskt',
  zipcodeTooLong: `Postnumret får vara högst ${POSTAL_CODE_MAX} tecken`,
  cityRequired: 'Ort är obligatoriskt',
  cityTooLong: `Orten får vara högst ${NAME_MAX} tecken`,
  countryRequired: 'Land är obligatoriskt',
  countryTooLong: `Landet får vara högst ${NAME_MAX} tecken`,
} as const;

/** A required text: missing, empty and blank all give the field's own message. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

const digitsOf = (v: string) => v.replace(/[\s\-()]/g, '');

/** Swedish mobile numbers (07X…) in any common notation, or an international number with +. */
export function isValidMobile(value: string): boolean {
  const v = digitsOf(value);
  return /^(?:\+46|0046|0)7\d{8}$/.test(v) || (/^\+\d{8,15}$/.test(v) && !v.startsWith('+46'));
}

export function isValidPhone(value: string): boolean {
  return /^\+?\d{6,15}$/.test(digitsOf(value));
}

const email = requiredText(contactMessages.emailRequired).pipe(z.email(contactMessages.emailInvalid));
const optionalText = z.string().trim().optional().nullable().transform((v) => (v ? v : null));

/** Name fields, each with its own messages (account settings and the manual registration). */
export const nameFields = {
  firstName: requiredText(contactMessages.firstNameRequired).max(NAME_MAX, contactMessages.firstNameTooLong),
  lastName: requiredText(contactMessages.lastNameRequired).max(NAME_MAX, contactMessages.lastNameTooLong),
};

/** Postal address fields, each with its own messages (account settings and the manual registration). */
export const addressFields = {
  careOf: z.string().trim().max(NAME_MAX, contactMessages.careOfTooLong).optional().nullable().transform((v) => (v ? v : null)),
  street: requiredText(contactMessages.streetRequired).max(NAME_MAX, contactMessages.streetTooLong),
  zipcode: requiredText(contactMessages.zipcodeRequired).max(POSTAL_CODE_MAX, contactMessages.zipcodeTooLong),
  city: requiredText(contactMessages.cityRequired).max(NAME_MAX, contactMessages.cityTooLong),
  country: requiredText(contactMessages.countryRequired).max(NAME_MAX, contactMessages.countryTooLong),
};

export const basicInformationSchema = z
  .object({
    ...nameFields,
    email,
    emailRepeat: z.string().trim().nullish(),
    emailSecondary: optionalText.refine((v) => v === null || z.email().safeParse(v).success, contactMessages.emailInvalid),
    mobile: requiredText(contactMessages.mobileRequired).refine(isValidMobile, contactMessages.mobileInvalid),
    phone: optionalText.refine((v) => v === null || isValidPhone(v), contactMessages.phoneInvalid),
  })
  .superRefine((v, ctx) => {
    if (v.emailRepeat != null && v.emailRepeat.toLowerCase() !== v.email.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['emailRepeat'], message: v.emailRepeat ? contactMessages.emailMismatch : contactMessages.emailRepeatRequired });
    }
    if (v.emailSecondary && v.emailSecondary.toLowerCase() === v.email.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['emailSecondary'], message: contactMessages.emailSecondarySame });
    }
  });

export const addressSchema = z.object(addressFields);

export type BasicInformationInput = z.input<typeof basicInformationSchema>;
export type AddressInput = z.input<typeof addressSchema>;
