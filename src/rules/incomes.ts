// Incomes (spec 001 §3 Income, §5, §8): the income types grouped in categories (what getIncomeCategories answers),
// the add/update income schema with the spec's messages, the missing-certificate reason, and the monthly display.
// Shared by the SPA's income form and the server, which validates again.
import { z } from './zod';
import { formatKronor } from './money';
import { input, numberProblem, readId, readNumber, readText, type IdInput, type NumberInput, type NumberRules } from './profile/fields';

export interface IncomeType {
  incomeTypeId: number;
  name: string;
  /** Names the type in the content service's texts and in the certificate rules. */
  contentCode: string;
  description: string;
  /** The label of the income's name field (the employer, the business …); null when the type asks for no name. */
  title: string | null;
  titleDescription: string | null;
  titlePlaceholder: string | null;
  /** Temporary employment ends on a known day, which must be given. */
  requiresValidTo: boolean;
  /** No longer offered for new incomes; incomes already of this type keep it. */
  disabled: boolean;
  /**
   * The landlords' accepted-income id this type counts as (a home's incomeTypes: 1 Lön, 2 Pension, 3 Studiemedel,
   * 4 Ersättning från a-kassa, 5 Sjuk- eller aktivitetsersättning, 6 Ekonomiskt bistånd, 7 Eget företag), or null
   * for types no landlord lists. Interest registration compares the two.
   */
  landlordIncomeTypeId: number | null;
}

export interface IncomeCategory {
  incomeCategoryId: number;
  name: string;
  incomeTypes: IncomeType[];
}

const defineType = (t: Omit<IncomeType, 'disabled' | 'requiresValidTo' | 'title' | 'titleDescription' | 'titlePlaceholder'> & Partial<IncomeType>): IncomeType => ({
  title: null,
  titleDescription: null,
  titlePlaceholder: null,
  requiresValidTo: false,
  disabled: false,
  ...t,
});

/** The Swedish income types, grouped as the income form offers them. Ids are stable: incomes refer to them. */
export const INCOME_CATEGORIES: readonly IncomeCategory[] = [
  {
    incomeCategoryId: 1,
    name: 'Arbete',
    incomeTypes: [
      defineType({
        incomeTypeId: 1,
        name: 'Tillsvidareanställning',
        contentCode: 'PERMANENT_EMPLOYMENT',
        description: 'Fast anställning utan slutdatum.',
        title: 'Arbetsgivare',
        titleDescription: 'Ange namnet på din arbetsgivare.',
        titlePlaceholder: 'Till exempel Uppsala kommun',
        landlordIncomeTypeId: 1,
      }),
      defineType({
        incomeTypeId: 2,
        name: 'Tidsbegränsad anställning',
        contentCode: 'TEMPORARY_EMPLOYMENT',
        description: 'Visstidsanställning, vikariat, provanställning eller annan anställning som slutar ett visst datum.',
        title: 'Arbetsgivare',
        titleDescription: 'Ange namnet på din arbetsgivare.',
        titlePlaceholder: 'Till exempel Uppsala kommun',
        requiresValidTo: true,
        landlordIncomeTypeId: 1,
      }),
      defineType({
        incomeTypeId: 3,
        name: 'Eget företag',
        contentCode: 'OWN_BUSINESS',
        description: 'Inkomst från enskild firma eller eget aktiebolag.',
        title: 'Företagets namn',
        titleDescription: 'Ange namnet på ditt företag.',
        titlePlaceholder: 'Till exempel Anderssons Bygg AB',
        landlordIncomeTypeId: 7,
      }),
    ],
  },
  {
    incomeCategoryId: 2,
    name: 'Pension',
    incomeTypes: [
      defineType({
        incomeTypeId: 4,
        name: 'Pension',
        contentCode: 'PENSION',
        description: 'Allmän pension, tjänstepension eller privat pension.',
        title: 'Utbetalare',
        titleDescription: 'Ange vem som betalar ut pensionen.',
        titlePlaceholder: 'Till exempel Pensionsmyndigheten',
        landlordIncomeTypeId: 2,
      }),
    ],
  },
  {
    incomeCategoryId: 3,
    name: 'Studier',
    incomeTypes: [
      defineType({
        incomeTypeId: 5,
        name: 'Studiemedel från CSN',
        contentCode: 'STUDY_AID',
        description: 'Studiebidrag och studielån från CSN.',
        landlordIncomeTypeId: 3,
      }),
    ],
  },
  {
    incomeCategoryId: 4,
    name: 'Ersättningar',
    incomeTypes: [
      defineType({
        incomeTypeId: 6,
        name: 'Sjuk- eller aktivitetsersättning',
        contentCode: 'SICKNESS_OR_ACTIVITY_COMPENSATION',
        description: 'Sjukersättning eller aktivitetsersättning från Försäkringskassan.',
        landlordIncomeTypeId: 5,
      }),
      defineType({
        incomeTypeId: 7,
        name: 'Föräldrapenning',
        contentCode: 'PARENTAL_BENEFIT',
        description: 'Föräldrapenning från Försäkringskassan.',
        landlordIncomeTypeId: null,
      }),
      defineType({
        incomeTypeId: 8,
        name: 'Arbetslöshetsersättning',
        contentCode: 'UNEMPLOYMENT_BENEFIT',
        description: 'Ersättning från a-kassan eller aktivitetsstöd.',
        title: 'A-kassa',
        titleDescription: 'Ange vilken a-kassa som betalar ut ersättningen.',
        titlePlaceholder: 'Till exempel Akademikernas a-kassa',
        landlordIncomeTypeId: 4,
      }),
    ],
  },
  {
    incomeCategoryId: 5,
    name: 'Bidrag',
    incomeTypes: [
      defineType({
        incomeTypeId: 9,
        name: 'Underhållsstöd',
        contentCode: 'MAINTENANCE_SUPPORT',
        description: 'Underhållsstöd eller underhållsbidrag för barn.',
        landlordIncomeTypeId: null,
      }),
      defineType({
        incomeTypeId: 10,
        name: 'Bostadsbidrag',
        contentCode: 'HOUSING_ALLOWANCE',
        description: 'Bostadsbidrag eller bostadstillägg.',
        landlordIncomeTypeId: null,
      }),
      defineType({
        incomeTypeId: 11,
        name: 'Ekonomiskt bistånd',
        contentCode: 'INCOME_SUPPORT',
        description: 'Försörjningsstöd från kommunen.',
        title: 'Kommun',
        titleDescription: 'Ange vilken kommun som betalar ut biståndet.',
        titlePlaceholder: 'Till exempel Uppsala kommun',
        landlordIncomeTypeId: 6,
      }),
    ],
  },
  {
    incomeCategoryId: 6,
    name: 'Övrigt',
    incomeTypes: [
      defineType({
        incomeTypeId: 12,
        name: 'Annan inkomst',
        contentCode: 'OTHER',
        description: 'En inkomst som inte passar någon av de andra typerna.',
        title: 'Typ av inkomst',
        titleDescription: 'Beskriv kort vad inkomsten är.',
        titlePlaceholder: 'Till exempel hyresintäkter',
        landlordIncomeTypeId: null,
      }),
    ],
  },
];

export const INCOME_TYPES: readonly IncomeType[] = INCOME_CATEGORIES.flatMap((c) => c.incomeTypes);

export function incomeTypeOf(incomeTypeId: number): IncomeType | undefined {
  return INCOME_TYPES.find((t) => t.incomeTypeId === incomeTypeId);
}

/** Income after tax per month, in kronor, is at most this: far above any real income, well inside the database's range. */
export const INCOME_MAX_KRONOR = 10_000_000;
export const INCOME_NAME_MAX = 100;
export const MISSING_REASON_MAX = 500;

export const incomeMessages = {
  typeRequired: 'Du måste välja typ av inkomst',
  typeDisabled: 'Den här inkomsttypen kan inte längre väljas',
  required: 'Du måste ange en inkomst',
  notNumber: 'Inkomst måste anges i siffror',
  notPositive: 'Inkomst kan inte vara noll eller negativ',
  tooLarge: `Inkomsten kan vara högst ${formatKronor(INCOME_MAX_KRONOR * 100)}/mån`,
  validToRequired: 'Du måste ange ett datum för när anställning slutar',
  validToInvalid: 'Ange datumet som ÅÅÅÅ-MM-DD, till exempel 2027-06-30',
  validToPassed: 'Datumet för när anställningen slutar kan inte ha passerat',
  nameTooLong: `Namnet får vara högst ${INCOME_NAME_MAX} tecken`,
  missingReasonRequired: 'Du måste motivera varför du saknar detta intyg',
  missingReasonTooLong: `Motiveringen får vara högst ${MISSING_REASON_MAX} tecken`,
  // Success toasts (spec 001 §8 names them, not their wording).
  added: 'Inkomsten är tillagd',
  updated: 'Inkomsten är ändrad',
  deleted: 'Inkomsten är borttagen',
  certificateUploaded: 'Intyget är uppladdat',
  certificateMarkedMissing: 'Intyget är markerat som saknat',
  certificateUnmarked: 'Markeringen att intyget saknas är borttagen',
} as const;

const m = incomeMessages;

const incomeRules: NumberRules = {
  required: m.required,
  notNumber: m.notNumber,
  decimals: true,
  min: { value: 0.01, message: m.notPositive },
  max: { value: INCOME_MAX_KRONOR, message: m.tooLarge },
};

/** A real calendar day as YYYY-MM-DD (the date input's value), or null. */
export function readDay(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return null;
  const day = value.trim();
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day ? day : null;
}

export interface IncomeSchemaOptions {
  /** Sweden's calendar day (stockholmDay from src/rules/calendar): an end date before it has passed. */
  today: string;
  /** The type the income has now, when updating: a disabled type may be kept, not newly chosen. */
  currentIncomeTypeId?: number | null;
  /** The types offered, when they come from the database rather than this file (the seed writes these). */
  incomeTypes?: readonly IncomeType[];
}

/**
 * The add and update income form: a type, the monthly income after tax in kronor, an end date for types that
 * require one (today or later; others have none), and an optional name (the employer, the business …).
 */
export function incomeSchema({ today, currentIncomeTypeId = null, incomeTypes = INCOME_TYPES }: IncomeSchemaOptions) {
  const typeOf = (id: unknown) => incomeTypes.find((t) => t.incomeTypeId === readId(id));
  return z
    .object({
      incomeTypeId: input<IdInput>(),
      incomeMonthly: input<NumberInput>(),
      validTo: input<string | null | undefined>(),
      incomeName: input<string | null | undefined>(),
    })
    .superRefine((v, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      const type = typeOf(v.incomeTypeId);
      if (!type) issue('incomeTypeId', m.typeRequired);
      else if (type.disabled && type.incomeTypeId !== currentIncomeTypeId) issue('incomeTypeId', m.typeDisabled);
      const amount = numberProblem(v.incomeMonthly, incomeRules);
      if (amount) issue('incomeMonthly', amount);
      if (type?.requiresValidTo) {
        const day = readDay(v.validTo);
        if (!readText(v.validTo)) issue('validTo', m.validToRequired);
        else if (!day) issue('validTo', m.validToInvalid);
        else if (day < today) issue('validTo', m.validToPassed);
      }
      if ((readText(v.incomeName)?.length ?? 0) > INCOME_NAME_MAX) issue('incomeName', m.nameTooLong);
    })
    .transform((v) => {
      const type = typeOf(v.incomeTypeId) as IncomeType;
      return {
        incomeTypeId: type.incomeTypeId,
        incomeMonthly: readNumber(v.incomeMonthly, true) as number,
        validTo: type.requiresValidTo ? readDay(v.validTo) : null,
        incomeName: readText(v.incomeName),
      };
    });
}

export type IncomeInput = z.input<ReturnType<typeof incomeSchema>>;
export type IncomeValues = z.output<ReturnType<typeof incomeSchema>>;

/** The reason a certificate is missing: required (spec 001 §5). */
export const missingReasonSchema = input<string | null | undefined>()
  .superRefine((v, ctx) => {
    const reason = readText(v);
    if (!reason) ctx.addIssue({ code: 'custom', message: m.missingReasonRequired });
    else if (reason.length > MISSING_REASON_MAX) ctx.addIssue({ code: 'custom', message: m.missingReasonTooLong });
  })
  .transform((v) => readText(v) as string);

// The slot's ids are not typed by the applicant (the form holds them hidden), so they need no message of their own.
const slotId = z.coerce.number().int().positive();

/** missingCertification{certification}: which slot of which income, and why its certificate is missing. */
export const missingCertificationSchema = z.object({
  applicantIncomeId: slotId,
  certificationTypeId: slotId,
  slot: slotId,
  missingReason: missingReasonSchema,
});
export type MissingCertificationInput = z.input<typeof missingCertificationSchema>;

/** '25 000 kr/mån' (incomes are kept in öre). */
export function formatMonthlyIncome(ore: number): string {
  return `${formatKronor(ore)}/mån`;
}
