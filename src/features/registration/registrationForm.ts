// The registration form's fields, ids and the request JSON the server expects (spec 000 §4, §5; decisions.md
// "Registration"). Two variants: with a Swedish personal number (name and address come from the population
// register) and the manual form for people without one.
import { manualRegistrationSchema, registrationSchema } from '../../rules/registration';

export type FormVariant = 'pnr' | 'manual';

export const PNR_FIELD_IDS = { personalIdentityNumber: 'registration-personalIdentityNumber' } as const;

export const MANUAL_FIELD_IDS = {
  firstName: 'registration-firstName',
  lastName: 'registration-lastName',
  birthYear: 'registration-birthYear',
  birthMonth: 'registration-birthMonth',
  birthDay: 'registration-birthDay',
  careOf: 'registration-careOf',
  street: 'registration-street',
  zipcode: 'registration-zipcode',
  city: 'registration-city',
  country: 'registration-country',
} as const;

export const CONTACT_FIELD_IDS = {
  email: 'registration-email',
  emailRepeat: 'registration-emailRepeat',
  mobile: 'registration-mobile',
  phone: 'registration-phone',
  password: 'registration-password',
  passwordRepeat: 'registration-passwordRepeat',
} as const;

export const FILE_FIELD_ID = 'registration-file';

export type FieldName = keyof typeof PNR_FIELD_IDS | keyof typeof MANUAL_FIELD_IDS | keyof typeof CONTACT_FIELD_IDS;
export type RegistrationValues = Record<FieldName, string>;

export const FIELD_IDS_BY_VARIANT: Record<FormVariant, Partial<Record<FieldName, string>>> = {
  pnr: { ...PNR_FIELD_IDS, ...CONTACT_FIELD_IDS },
  manual: { ...MANUAL_FIELD_IDS, ...CONTACT_FIELD_IDS },
};

export const SCHEMA_BY_VARIANT = { pnr: registrationSchema, manual: manualRegistrationSchema } as const;

export const emptyRegistrationValues: RegistrationValues = {
  personalIdentityNumber: '',
  firstName: '',
  lastName: '',
  birthYear: '',
  birthMonth: '',
  birthDay: '',
  careOf: '',
  street: '',
  zipcode: '',
  city: '',
  country: '',
  email: '',
  emailRepeat: '',
  mobile: '',
  phone: '',
  password: '',
  passwordRepeat: '',
};

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The JSON of registrationReq / registrationCoReq. Optional fields are left out when empty. */
export function registrationRequest(variant: FormVariant, values: Partial<Record<FieldName, unknown>>, bankIdToken?: string | null): Record<string, unknown> {
  const contact: Record<string, unknown> = {
    email: text(values.email),
    emailRepeat: text(values.emailRepeat),
    mobile: text(values.mobile),
    // Passwords are sent as typed: spaces may be part of them.
    password: typeof values.password === 'string' ? values.password : '',
    passwordRepeat: typeof values.passwordRepeat === 'string' ? values.passwordRepeat : '',
  };
  if (text(values.phone)) contact.phone = text(values.phone);
  if (variant === 'pnr') {
    const request: Record<string, unknown> = { personalIdentityNumber: text(values.personalIdentityNumber), ...contact };
    if (bankIdToken) request.bankIdToken = bankIdToken;
    return request;
  }
  const manual: Record<string, unknown> = {
    noSwedishPersonalNumber: true,
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    birthYear: text(values.birthYear),
    birthMonth: text(values.birthMonth),
    birthDay: text(values.birthDay),
    street: text(values.street),
    zipcode: text(values.zipcode),
    city: text(values.city),
    country: text(values.country),
    ...contact,
  };
  if (text(values.careOf)) manual.careOf = text(values.careOf);
  return manual;
}
