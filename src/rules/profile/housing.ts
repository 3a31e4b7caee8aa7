// The housing situation questionnaire (spec 001 §3 Housing, §5): where and how the applicant lives now, who the
// landlord is, since when, and how many live there. One schema for the form and the server's updateHousing.
import { z } from '../zod';
import { contactMessages, isValidPhone } from '../contact';
import { charactersLeft, choice, countRules, input, numberField, readText, text } from './fields';

/** Current housing forms (spec 001 §3). */
export const HOUSING_FORMS = [
  { id: 'VILLA', label: 'Villa' },
  { id: 'RADHUS', label: 'Radhus' },
  { id: 'PARHUS', label: 'Parhus' },
  { id: 'KEDJEHUS', label: 'Kedjehus' },
  { id: 'LAGENHET', label: 'Lägenhet' },
] as const;
export type HousingFormId = (typeof HOUSING_FORMS)[number]['id'];

/**
 * Who the applicant rents from. NONE is the owner of a villa or a flat: there is no landlord to name, so the
 * landlord's name and contact are asked only of the others.
 */
export const LANDLORD_TYPES = [
  { id: 'MUNICIPAL', label: 'Kommunalt bostadsbolag' },
  { id: 'PRIVATE', label: 'Privat hyresvärd' },
  { id: 'COOPERATIVE', label: 'Bostadsrättsförening' },
  { id: 'PRIVATE_PERSON', label: 'Privatperson (andrahand eller inneboende)' },
  { id: 'NONE', label: 'Ingen hyresvärd, jag äger min bostad' },
] as const;
export type LandlordTypeId = (typeof LANDLORD_TYPES)[number]['id'];

/** Spec 001 §9: a description holds at most 500 characters (the form's live counter counts down from it). */
export const HOUSING_DESCRIPTION_MAX = 500;
export const LANDLORD_NAME_MAX = 200;
/**
 * Household bounds. At least one adult: the applicant. At most 10 of each: the largest homes brokered take 10
 * residents (six rooms; ONECore's table of residents per flat type in research/housing-rules.md), so a larger answer
 * is a typing mistake rather than a household any home could take.
 */
export const ADULTS_MIN = 1;
export const ADULTS_MAX = 10;
export const CHILDREN_MIN = 0;
export const CHILDREN_MAX = 10;

export const housingMessages = {
  housingFormRequired: 'Du måste välja boendeform',
  landlordTypeRequired: 'Du måste välja typ av hyresvärd',
  landlordNameRequired: 'Du måste ange hyresvärdens namn',
  landlordNameTooLong: `Hyresvärdens namn får vara högst ${LANDLORD_NAME_MAX} tecken`,
  landlordContactRequired: 'Du måste ange hyresvärdens telefonnummer eller e-postadress',
  phoneInvalid: contactMessages.phoneInvalid,
  emailInvalid: contactMessages.emailInvalid,
  moveInRequired: 'Du måste ange vilken månad du flyttade in',
  moveInInvalid: 'Ange inflyttningsmånaden som ÅÅÅÅ-MM, till exempel 2020-08',
  moveInNotEarlier: 'Inflyttningsmånaden måste vara en tidigare månad än den nuvarande',
  adultsRequired: 'Du måste ange antal vuxna',
  adultsNotNumber: 'Antal vuxna måste anges i siffror',
  adultsOutOfRange: `Antal vuxna måste vara mellan ${ADULTS_MIN} och ${ADULTS_MAX}`,
  childrenRequired: 'Du måste ange antal barn',
  childrenNotNumber: 'Antal barn måste anges i siffror',
  childrenOutOfRange: `Antal barn måste vara mellan ${CHILDREN_MIN} och ${CHILDREN_MAX}`,
  descriptionRequired: 'Du måste beskriva ditt boende',
  descriptionTooLong: `Beskrivningen får vara högst ${HOUSING_DESCRIPTION_MAX} tecken`,
} as const;

const m = housingMessages;

/** The month in 'YYYY-MM' (an input of type month) or 'YYYY-MM-DD' (a stored date), as 'YYYY-MM'; null otherwise. */
export function readMonth(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^((?:19|20)\d\d)-(0[1-9]|1[0-2])(?:-\d\d)?$/.exec(value.trim());
  return match ? `${match[1]}-${match[2]}` : null;
}

/** The move-in month is before the month of `today` (a calendar day, YYYY-MM-DD: stockholmDay of the clock). */
export function isEarlierMonth(month: string, today: string): boolean {
  return month < today.slice(0, 7);
}

/** The characters left of the description (the live counter). */
export const housingDescriptionLeft = (value: string | null | undefined) => charactersLeft(value, HOUSING_DESCRIPTION_MAX);

/**
 * The housing schema on the calendar day `today` (YYYY-MM-DD, Sweden's day: stockholmDay from src/rules/calendar),
 * which decides what an earlier month is. The landlord's name and contact are cleared for an owner.
 */
export function housingSchema(today: string) {
  return z
    .object({
      currentTypeId: choice(
        HOUSING_FORMS.map((f) => f.id),
        m.housingFormRequired,
      ),
      landlordTypeId: choice(
        LANDLORD_TYPES.map((t) => t.id),
        m.landlordTypeRequired,
      ),
      landlordName: input<string | null | undefined>(),
      landlordPhone: input<string | null | undefined>(),
      landlordEmail: input<string | null | undefined>(),
      moveInDate: z
        .custom<string | null | undefined>(() => true)
        .superRefine((v, ctx) => {
          const month = readMonth(v);
          const message = !readText(v) ? m.moveInRequired : !month ? m.moveInInvalid : !isEarlierMonth(month, today) ? m.moveInNotEarlier : null;
          if (message) ctx.addIssue({ code: 'custom', message });
        })
        .transform((v) => readMonth(v) as string),
      adults: numberField(countRules({ required: m.adultsRequired, notNumber: m.adultsNotNumber, outOfRange: m.adultsOutOfRange }, ADULTS_MIN, ADULTS_MAX)),
      children: numberField(
        countRules({ required: m.childrenRequired, notNumber: m.childrenNotNumber, outOfRange: m.childrenOutOfRange }, CHILDREN_MIN, CHILDREN_MAX),
      ),
      housingDescription: text({ required: m.descriptionRequired, tooLong: m.descriptionTooLong }, HOUSING_DESCRIPTION_MAX),
    })
    .superRefine((v, ctx) => {
      if (v.landlordTypeId === 'NONE') return;
      const name = readText(v.landlordName);
      const phone = readText(v.landlordPhone);
      const email = readText(v.landlordEmail);
      if (!name) ctx.addIssue({ code: 'custom', path: ['landlordName'], message: m.landlordNameRequired });
      else if (name.length > LANDLORD_NAME_MAX) ctx.addIssue({ code: 'custom', path: ['landlordName'], message: m.landlordNameTooLong });
      if (!phone && !email) ctx.addIssue({ code: 'custom', path: ['landlordPhone'], message: m.landlordContactRequired });
      if (phone && !isValidPhone(phone)) ctx.addIssue({ code: 'custom', path: ['landlordPhone'], message: m.phoneInvalid });
      if (email && !z.email().safeParse(email).success) ctx.addIssue({ code: 'custom', path: ['landlordEmail'], message: m.emailInvalid });
    })
    .transform((v) => {
      const owner = v.landlordTypeId === 'NONE';
      return {
        ...v,
        landlordName: owner ? null : readText(v.landlordName),
        landlordPhone: owner ? null : readText(v.landlordPhone),
        landlordEmail: owner ? null : readText(v.landlordEmail),
      };
    });
}

export type HousingInput = z.input<ReturnType<typeof housingSchema>>;
export type Housing = z.output<ReturnType<typeof housingSchema>>;
