// Registration rules (spec 000 §4, §5), shared by the registration forms and the server.
import { z } from './zod';
import { addressFields, contactMessages as cm, isValidMobile, nameFields, requiredText } from './contact';
import { newPasswordSchema, passwordMessages } from './password';
import { isValidPersonalIdentityNumber } from './personnummer';

export const registrationMessages = {
  loggedIn: 'Du kan inte vara inloggad om du ska registrera dig',
  pnrRequired: 'Personnummer är obligatoriskt',
  pnrFormat: 'Personnumret ska ha 12 siffror utan bindestreck, bokstäver eller mellanslag',
  pnrInvalid: 'Personnumret är inte giltigt',
  notFound: 'Vi lyckades inte hitta ditt personnummer',
  alreadyRegistered: 'Det finns redan ett konto med det personnumret. Logga in eller återställ ditt lösenord.',
  bankIdRequired: 'Du behöver identifiera dig med BankID för att kunna registrera dig',
  birthYear: 'Ange födelseår med fyra siffror',
  birthMonth: 'Ange födelsemånad med två siffror',
  birthDay: 'Ange födelsedag med två siffror',
  birthDate: 'Födelsedatumet finns inte',
  coApplicantFailed: 'Det gick inte att registrera medsökande',
  generic: 'Något gick fel',
} as const;

/** Personal number rule of spec 000 §5: required, exactly 12 digits, a real date and check digit. */
export const personalIdentityNumberSchema = z
  .string({ error: registrationMessages.pnrRequired })
  .min(1, registrationMessages.pnrRequired)
  .regex(/^\d{12}$/, registrationMessages.pnrFormat)
  .refine(isValidPersonalIdentityNumber, registrationMessages.pnrInvalid);

const email = requiredText(cm.emailRequired).pipe(z.email(cm.emailInvalid));
const optional = z.string().trim().optional().nullable().transform((v) => (v ? v : null));

const contact = {
  email,
  emailRepeat: requiredText(cm.emailRepeatRequired),
  mobile: requiredText(cm.mobileRequired).refine(isValidMobile, cm.mobileInvalid),
  phone: optional,
  password: newPasswordSchema,
  passwordRepeat: z.string({ error: passwordMessages.repeatRequired }).min(1, passwordMessages.repeatRequired),
};

function sameTwice(v: { email: string; emailRepeat: string; password: string; passwordRepeat: string }, ctx: z.RefinementCtx) {
  if (v.email.toLowerCase() !== v.emailRepeat.toLowerCase()) ctx.addIssue({ code: 'custom', path: ['emailRepeat'], message: cm.emailMismatch });
  if (v.password !== v.passwordRepeat) ctx.addIssue({ code: 'custom', path: ['passwordRepeat'], message: passwordMessages.mismatch });
}

/** Registration with a Swedish personal number: name and address come from the population register. */
export const registrationSchema = z
  .object({ personalIdentityNumber: personalIdentityNumberSchema, ...contact, bankIdToken: optional })
  .superRefine(sameTwice);

/** Registration for a person without a Swedish personal number (the manual form). */
export const manualRegistrationSchema = z
  .object({
    ...nameFields,
    birthYear: z.string({ error: registrationMessages.birthYear }).regex(/^\d{4}$/, registrationMessages.birthYear),
    birthMonth: z.string({ error: registrationMessages.birthMonth }).regex(/^(0[1-9]|1[0-2])$/, registrationMessages.birthMonth),
    birthDay: z.string({ error: registrationMessages.birthDay }).regex(/^(0[1-9]|[12]\d|3[01])$/, registrationMessages.birthDay),
    ...addressFields,
    ...contact,
  })
  .superRefine((v, ctx) => {
    sameTwice(v, ctx);
    const d = new Date(Date.UTC(Number(v.birthYear), Number(v.birthMonth) - 1, Number(v.birthDay)));
    if (d.getUTCDate() !== Number(v.birthDay) || d.getTime() > Date.now()) {
      ctx.addIssue({ code: 'custom', path: ['birthDay'], message: registrationMessages.birthDate });
    }
  });

/** Co-applicant registration: a free account for a person with a Swedish personal number. */
export const coApplicantRegistrationSchema = registrationSchema;

export type RegistrationInput = z.input<typeof registrationSchema>;
export type ManualRegistrationInput = z.input<typeof manualRegistrationSchema>;
