// The back office's listing editor (issue 13): one schema for a rental object as the case handler writes it, shared by
// the staff form and the server (which validates again). It reads what the form holds (texts from inputs, booleans
// from check boxes) and what the server receives (numbers), and every problem has its own Swedish message and the
// field's path as its code ("rent", "criteria.income.0.text"), so the form marks the field the server refused.
import { z } from './zod';
import { input, isBlank, numberField, numberProblem, optionalFlag, readId, readNumber, readText, text, type IdInput, type NumberInput, type NumberRules } from './profile/fields';

export const LISTING_TEXT_MAX = 200;
export const LISTING_DESCRIPTION_MAX = 4000;
export const CRITERION_TEXT_MAX = 200;
export const CRITERION_LONG_MAX = 2000;
export const CRITERIA_MAX = 20;
export const RENT_MAX_KRONOR = 100_000;
export const AGENCY_FEE_MAX_KRONOR = 100_000;
export const CRITERIA_GROUPS = ['general', 'income', 'special'] as const;
/** The queues a home is brokered through (RentalObject.queueTypeId; server/domain/application-eligibility.ts). */
export const QUEUE_TYPE_OPTIONS = [
  { value: '1', label: 'Bostadskön' },
  { value: '2', label: 'Studentkön' },
  { value: '3', label: 'Seniorkön' },
] as const;
export type CriteriaGroup = (typeof CRITERIA_GROUPS)[number];
/** The incomes a landlord may accept (RentalObject.incomeTypes; src/rules/incomes.ts maps the applicants' types). */
export const LANDLORD_INCOME_TYPES = [
  { incomeTypeId: 1, name: 'Lön' },
  { incomeTypeId: 2, name: 'Pension' },
  { incomeTypeId: 3, name: 'Studiemedel' },
  { incomeTypeId: 4, name: 'Ersättning från a-kassa' },
  { incomeTypeId: 5, name: 'Sjuk- eller aktivitetsersättning' },
  { incomeTypeId: 6, name: 'Ekonomiskt bistånd' },
  { incomeTypeId: 7, name: 'Eget företag' },
] as const;
export const PROPERTIES_MAX = 30;
export const PROPERTY_TEXT_MAX = 200;
/** An uploaded listing image's description (its alt text). */
export const IMAGE_ALT_MAX = 200;
/** The image types a listing takes (decided from the file's content on the server). */
export const LISTING_IMAGE_MEDIA_TYPES = ['image/jpeg', 'image/png'] as const;
export const LISTING_IMAGE_ACCEPT = '.jpg,.jpeg,.png';

export const listingEditorMessages = {
  street: { required: 'Ange gatuadress', tooLong: `Gatuadressen får vara högst ${LISTING_TEXT_MAX} tecken` },
  zipcode: 'Ange postnumret med fem siffror, till exempel 753 20',
  city: { required: 'Ange ort', tooLong: `Orten får vara högst ${LISTING_TEXT_MAX} tecken` },
  objectNumber: { required: 'Ange objektsnummer', tooLong: `Objektsnumret får vara högst ${LISTING_TEXT_MAX} tecken` },
  apartmentNumber: { required: 'Ange lägenhetsnummer', tooLong: `Lägenhetsnumret får vara högst ${LISTING_TEXT_MAX} tecken` },
  district: 'Välj ett område i listan',
  landlord: 'Välj en hyresvärd i listan',
  rooms: { required: 'Ange antal rum', notNumber: 'Antal rum ska vara ett heltal', outOfRange: 'Antal rum ska vara mellan 1 och 20' },
  roomsDescription: { required: 'Beskriv rummen, till exempel 2 rum och kök', tooLong: `Rumsbeskrivningen får vara högst ${LISTING_TEXT_MAX} tecken` },
  area: { required: 'Ange boarean i kvadratmeter', notNumber: 'Boarean ska vara ett tal, till exempel 54,5', outOfRange: 'Boarean ska vara mellan 1 och 1 000 m²' },
  rent: { required: 'Ange hyran i kronor per månad', notNumber: 'Hyran ska vara ett belopp i kronor', outOfRange: `Hyran ska vara mellan 1 och ${RENT_MAX_KRONOR.toLocaleString('sv-SE')} kr` },
  rentDescription: `Hyrestexten får vara högst ${LISTING_TEXT_MAX} tecken`,
  floor: { notNumber: 'Våning ska vara ett heltal', outOfRange: 'Våning ska vara mellan -5 och 100' },
  floorTotal: { notNumber: 'Antal våningar ska vara ett heltal', outOfRange: 'Antal våningar ska vara mellan 1 och 100', belowFloor: 'Antal våningar kan inte vara färre än bostadens våning' },
  maxNumberOfPeople: { notNumber: 'Högsta antal personer ska vara ett heltal', outOfRange: 'Högsta antal personer ska vara mellan 1 och 20' },
  description: `Beskrivningen får vara högst ${LISTING_DESCRIPTION_MAX} tecken`,
  startDate: 'Ange publiceringens startdatum (ÅÅÅÅ-MM-DD)',
  endDate: 'Ange publiceringens slutdatum (ÅÅÅÅ-MM-DD)',
  endBeforeStart: 'Slutdatumet kan inte vara före startdatumet',
  lastReplyDate: 'Ange sista anmälningsdag (ÅÅÅÅ-MM-DD)',
  lastReplyOutside: 'Sista anmälningsdag ska vara mellan publiceringens start- och slutdatum',
  moveInDate: 'Ange inflyttningsdatum som ÅÅÅÅ-MM-DD eller lämna fältet tomt',
  moveInBeforeLastReply: 'Inflyttningsdatum kan inte vara före sista anmälningsdag',
  agencyFee: { notNumber: 'Förmedlingsavgiften ska vara ett belopp i kronor', outOfRange: `Förmedlingsavgiften ska vara mellan 0 och ${AGENCY_FEE_MAX_KRONOR.toLocaleString('sv-SE')} kr` },
  showingText: `Visningsinformationen får vara högst ${LISTING_DESCRIPTION_MAX} tecken`,
  queueType: 'Välj vilken kö bostaden förmedlas genom',
  categories: 'Välj kategorier ur listan',
  incomeTypes: 'Välj godkända inkomsttyper ur listan',
  propertyKey: { required: 'Ange egenskapens namn, till exempel Tvätt', tooLong: `Egenskapens namn får vara högst ${PROPERTY_TEXT_MAX} tecken` },
  propertyValues: `Ange minst ett värde (skilj flera med komma), vart och ett högst ${PROPERTY_TEXT_MAX} tecken`,
  tooManyProperties: `Högst ${PROPERTIES_MAX} egenskaper`,
  criterionText: { required: 'Skriv kravet', tooLong: `Kravet får vara högst ${CRITERION_TEXT_MAX} tecken` },
  criterionLong: `Förklaringen får vara högst ${CRITERION_LONG_MAX} tecken`,
  tooManyCriteria: `Högst ${CRITERIA_MAX} krav per grupp`,
  imageAlt: { required: 'Beskriv bilden (alternativtext) för den som inte ser den', tooLong: `Bildtexten får vara högst ${IMAGE_ALT_MAX} tecken` },
  imageType: 'Bilden måste vara en jpg- eller png-fil',
  imageOrder: 'Ange bildernas ordning med var och en av bostadens bilder en gång',
  saved: 'Bostaden är sparad',
  created: 'Bostaden är skapad',
  published: 'Bostaden är publicerad',
  unpublished: 'Bostaden är avpublicerad',
  notFound: 'Bostaden finns inte',
  invalid: 'Bostaden kunde inte sparas. Rätta de markerade fälten.',
} as const;

const m = listingEditorMessages;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written YYYY-MM-DD, or null. */
export function readDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (!DATE.test(v)) return null;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v ? v : null;
}

const day = (message: string) =>
  input<string | null | undefined>()
    .superRefine((v, ctx) => {
      if (!readDay(v)) ctx.addIssue({ code: 'custom', message });
    })
    .transform((v) => readDay(v) as string);

const optionalDay = (message: string) =>
  input<string | null | undefined>()
    .superRefine((v, ctx) => {
      if (!isBlank(v) && !readDay(v)) ctx.addIssue({ code: 'custom', message });
    })
    .transform((v) => readDay(v));

/** A number that may be left blank (null), checked by `rules` when given. */
const optionalNumber = (rules: Omit<NumberRules, 'required'>) =>
  input<NumberInput>()
    .superRefine((v, ctx) => {
      if (isBlank(v)) return;
      const message = numberProblem(v, { ...rules, required: rules.notNumber });
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((v) => readNumber(v, rules.decimals));

const range = (msg: { notNumber: string; outOfRange: string }, min: number, max: number, decimals = false) => ({
  notNumber: msg.notNumber,
  decimals,
  min: { value: min, message: msg.outOfRange },
  max: { value: max, message: msg.outOfRange },
});

const optionalText = (message: string, max: number) =>
  input<string | null | undefined>()
    .superRefine((v, ctx) => {
      if (v != null && typeof v !== 'string') ctx.addIssue({ code: 'custom', message });
      else if ((readText(v) ?? '').length > max) ctx.addIssue({ code: 'custom', message });
    })
    .transform((v) => readText(v));

const id = (message: string) =>
  input<IdInput>()
    .superRefine((v, ctx) => {
      if (readId(v) === null) ctx.addIssue({ code: 'custom', message });
    })
    .transform((v) => readId(v) as number);

const ZIP = /^\d{3}\s?\d{2}$/;

const criterion = z.object({
  text: text(m.criterionText, CRITERION_TEXT_MAX),
  textLong: optionalText(m.criterionLong, CRITERION_LONG_MAX),
});
/** A property's values: a list, or the form's text with the values separated by commas. */
const readValues = (v: unknown): string[] | null => {
  const list = typeof v === 'string' ? v.split(',') : Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : null;
  return list ? list.map((x) => x.trim()).filter(Boolean) : null;
};
const property = z.object({
  key: text(m.propertyKey, PROPERTY_TEXT_MAX),
  values: input<string | readonly string[] | null | undefined>()
    .superRefine((v, ctx) => {
      const values = readValues(v);
      if (!values || values.length === 0 || values.some((x) => x.length > PROPERTY_TEXT_MAX)) ctx.addIssue({ code: 'custom', message: m.propertyValues });
    })
    .transform((v) => readValues(v) ?? []),
});
const INCOME_TYPE_IDS = new Set<number>(LANDLORD_INCOME_TYPES.map((t) => t.incomeTypeId));

const criteriaList = z.array(criterion).max(CRITERIA_MAX, m.tooManyCriteria).optional().default([]);

/** A rental object as the listing editor writes it (rent and agency fee in kronor; the server stores öre). */
export const listingEditorSchema = z
  .object({
    street: text(m.street, LISTING_TEXT_MAX),
    zipcode: input<string | null | undefined>()
      .superRefine((v, ctx) => {
        if (typeof v !== 'string' || !ZIP.test(v.trim())) ctx.addIssue({ code: 'custom', message: m.zipcode });
      })
      .transform((v) => (v as string).replace(/\s/g, '').replace(/^(\d{3})/, '$1 ')),
    city: text(m.city, LISTING_TEXT_MAX),
    objectNumber: text(m.objectNumber, LISTING_TEXT_MAX),
    apartmentNumber: text(m.apartmentNumber, LISTING_TEXT_MAX),
    districtId: id(m.district),
    landlordId: id(m.landlord),
    rooms: numberField({ required: m.rooms.required, ...range(m.rooms, 1, 20) }),
    roomsDescription: text(m.roomsDescription, LISTING_TEXT_MAX),
    area: numberField({ required: m.area.required, ...range(m.area, 1, 1000, true) }),
    rent: numberField({ required: m.rent.required, ...range(m.rent, 1, RENT_MAX_KRONOR, true) }),
    rentDescription: optionalText(m.rentDescription, LISTING_TEXT_MAX),
    floor: optionalNumber(range(m.floor, -5, 100)),
    floorTotal: optionalNumber(range(m.floorTotal, 1, 100)),
    elevator: optionalFlag(),
    balcony: optionalFlag(),
    maxNumberOfPeople: optionalNumber(range(m.maxNumberOfPeople, 1, 20)),
    description: optionalText(m.description, LISTING_DESCRIPTION_MAX),
    startDate: day(m.startDate),
    endDate: day(m.endDate),
    lastReplyDate: day(m.lastReplyDate),
    moveInDate: optionalDay(m.moveInDate),
    moveInEarlier: optionalFlag(),
    agencyFee: optionalNumber(range(m.agencyFee, 0, AGENCY_FEE_MAX_KRONOR, true)),
    showing: optionalFlag(),
    hasDigitalShowing: optionalFlag(),
    showingIsMandatory: optionalFlag(),
    showingText: optionalText(m.showingText, LISTING_DESCRIPTION_MAX),
    openForApplication: optionalFlag(),
    keepQueueDate: optionalFlag(),
    queueTypeId: input<IdInput>()
      .superRefine((v, ctx) => {
        if (!QUEUE_TYPE_OPTIONS.some((o) => o.value === String(readId(v)))) ctx.addIssue({ code: 'custom', message: m.queueType });
      })
      .transform((v) => readId(v) as number),
    queueDefault: optionalFlag(),
    queueTenant: optionalFlag(),
    queueTransfer: optionalFlag(),
    canCalculateQueueplace: optionalFlag(),
    categoryIds: z.array(z.string({ error: m.categories }).max(100, m.categories), { error: m.categories }).max(50, m.categories).optional().default([]),
    incomeTypeIds: input<readonly IdInput[] | null | undefined>()
      .superRefine((v, ctx) => {
        if (v != null && (!Array.isArray(v) || v.some((id) => !INCOME_TYPE_IDS.has(readId(id) ?? 0)))) ctx.addIssue({ code: 'custom', message: m.incomeTypes });
      })
      .transform((v) => [...new Set((v ?? []).map((id) => readId(id) as number))].sort((a, b) => a - b)),
    properties: z.array(property).max(PROPERTIES_MAX, m.tooManyProperties).optional().default([]),
    criteria: z
      .object({ general: criteriaList, income: criteriaList, special: criteriaList })
      .optional()
      .default({ general: [], income: [], special: [] }),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.floor != null && v.floorTotal != null && !Number.isNaN(v.floor) && v.floorTotal < v.floor) issue('floorTotal', m.floorTotal.belowFloor);
    if (v.startDate && v.endDate && v.endDate < v.startDate) issue('endDate', m.endBeforeStart);
    if (v.startDate && v.endDate && v.lastReplyDate && (v.lastReplyDate < v.startDate || v.lastReplyDate > v.endDate)) issue('lastReplyDate', m.lastReplyOutside);
    if (v.moveInDate && v.lastReplyDate && v.moveInDate < v.lastReplyDate) issue('moveInDate', m.moveInBeforeLastReply);
  });

/** What the form holds (texts and check boxes). */
export type ListingEditorInput = z.input<typeof listingEditorSchema>;
/** What the server stores (after validation). */
export type ListingEditorValues = z.output<typeof listingEditorSchema>;

/** Every problem as {code: the field's path, text}: the envelope's validationErrors. */
export function listingEditorProblems(issues: readonly { path: readonly PropertyKey[]; message: string }[]): { code: string; text: string }[] {
  return issues.map((i) => ({ code: i.path.map(String).join('.') || 'input', text: i.message }));
}

/** An uploaded image's alt text: required, trimmed, limited. */
export const listingImageAltSchema = text(m.imageAlt, IMAGE_ALT_MAX);
