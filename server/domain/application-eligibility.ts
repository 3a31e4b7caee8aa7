// May this applicant register interest in this home, and how do they stand against its criteria (spec 001 §3, §4, §8:
// validateApplication; createApplication checks the same again)? Pure: the service reads the facts, this decides.
//
// Refusals, in this order: not logged in; the home closed or its last reply date passed; already registered; a
// co-applicant account; no paying queue account. Then every one of these is listed at once: a block on the home's
// landlord, an unpaid fee, no income, details missing or out of date, no approved ID document, a co-applicant who has
// not confirmed, and each unmet criterion ('Du uppfyller inte kravet: …').
//
// Criteria come in three groups. The home's own ad criteria are the landlord's words and most are judged by the case
// handler at the check (NOT_CHECKED). Those this module can judge are made from the home's facts: the household size
// against maxNumberOfPeople (general), the income requirement (income), and the queue type (special: Studentkön needs
// the applicant to study, Seniorkön someone in the household aged 55 or more; Bostadskön has no condition). A judged
// criterion takes the place of the ad criterion of its group with the same text (keeping the ad's long text), so a
// home whose ad says 'Inkomst minst 2,5 gånger hyran' shows that one criterion, judged.
//
// The income requirement: the accepted monthly incomes (after tax, the only kind the portal records) at least N times
// the rent, N per home or landlord (the service says which). An income counts when the home accepts its type (an
// empty list accepts every type) and a temporary employment has not ended. Below the requirement, the reduced-income
// alternative meets it: capital of at least 6 months' rent, a deposit, or a guarantor (the applicant's answer in the
// reduced income requirement questionnaire). Which incomes count, declared or verified by the bank, and why, is
// server/domain/income-lines.ts. A co-applicant's incomes are pooled only when the co-applicant has confirmed and both
// have a personal linked bank account with a valid consent (spec 001 §4; server/domain/bank-standing.ts); the
// calculation says why they are pooled or, naming who has no such account, why not.
import { addYears } from '../../src/rules/calendar';
import { APPLICATION_TIME_EXPIRED_TEXT } from '../../src/rules/listings';
import { formatKronor } from '../../src/rules/money';
import { PRODUCTS } from '../../src/rules/orders';
import { CAPITAL_MONTHS_OF_RENT, capitalCoversRent, type ReducedIncomeChoice } from '../../src/rules/profile/reducedIncome';
import { APPLICANT_STATUSES } from './applicant-status';
import { withdrawRefusal, type Stage } from './application-stages';
import type { ValidationError } from './outcome';
import { DETAILS_VALID_MONTHS, profileIndicatorsOf, type ProfileFacts } from './profile-indicators';
import type { BankFacts } from './bank-standing';
import { incomeLines, type IncomeFact, type IncomeLine } from './income-lines';
import { blockFor, type BlockFact } from './warnings-and-blocks';

export type { IncomeFact, IncomeLine } from './income-lines';

/** Seniorkön: someone in the household is at least this old (homes asking more say so in their own criteria). */
export const SENIOR_MIN_AGE = 55;
/** The queue types (RentalObject.queueTypeId). */
export const QUEUE_TYPES = { HOUSING: 1, STUDENT: 2, SENIOR: 3 } as const;

export interface PersonFacts {
  name: string;
  dateOfBirth: string | null;
  incomes: readonly IncomeFact[];
  /** A personal linked bank account and the verified income (server/domain/bank-standing.ts). */
  bank: BankFacts;
}

export interface ApplicantFacts extends PersonFacts {
  applicantStatusId: number;
  queueDate: string | null;
  /** The questionnaires' save days and the study answer (profile-indicators.ts). */
  profile: ProfileFacts;
  /** From the housing questionnaire; null when never answered. */
  household: { adults: number; children: number } | null;
  idDocumentApproved: boolean;
  blocks: readonly BlockFact[];
  /** Unpaid orders (status Obetald). */
  /** Unpaid orders (status Obetald); autopayGaveUp: autopay made every attempt at it and it is the applicant's to pay. */
  unpaidOrders: readonly { productId: number; dueDate: string; autopayGaveUp?: boolean }[];
  hasAutopay: boolean;
  /** The reduced income requirement questionnaire's answer; capitalTotal in öre. */
  reducedIncome: { choice: ReducedIncomeChoice; capitalTotal: number | null } | null;
  /** The linked co-applicant, confirmed or still pending. */
  coApplicant: (PersonFacts & { applicantId: number; confirmed: boolean }) | null;
  /** The applicant's registration on this home, if any. */
  application: { stage: Stage } | null;
}

export interface AdCriterionFact {
  text: string;
  textLong: string | null;
}

export interface ListingFacts {
  landlordName: string;
  /** Per month, öre. */
  rent: number;
  /** Income at least this many times the rent; null: no income requirement. */
  incomeMultiple: number | null;
  /** Landlord income type ids the home accepts; empty accepts every type. */
  acceptedIncomeTypeIds: readonly number[];
  maxNumberOfPeople: number | null;
  queueTypeId: number;
  lastReplyDate: string;
  openForApplication: boolean;
  adCriteria: { general: readonly AdCriterionFact[]; income: readonly AdCriterionFact[]; special: readonly AdCriterionFact[] };
  /** The home has a showing (the dialog asks showingConfirm). */
  showing: boolean;
  /** A short-term contract (the dialog asks shortTimeConfirm). */
  shortTime: boolean;
}

export type CriterionStatus = 'MET' | 'NOT_MET' | 'NOT_CHECKED';

export interface PersonIncome {
  role: 'APPLICANT' | 'CO_APPLICANT';
  name: string;
  lines: IncomeLine[];
  /** The accepted lines' sum, öre. */
  total: number;
  /** Whether this person's total counts toward the requirement. */
  counted: boolean;
}

export interface IncomeCalculation {
  persons: PersonIncome[];
  /** What counts toward the requirement, öre per month. */
  total: number;
  /** N × rent, öre per month. */
  required: number;
  multiple: number;
  pooled: boolean;
  /** Whether and why a confirmed co-applicant's incomes are pooled; null when alone. */
  poolingNote: string | null;
}

export interface Criterion {
  text: string;
  textLong: string | null;
  /** How it was judged, for the case handler. */
  textInternal: string | null;
  status: CriterionStatus;
  incomeCalculation: IncomeCalculation | null;
}

export interface CriteriaGroups {
  general: Criterion[];
  income: Criterion[];
  special: Criterion[];
}

export interface RequiredUpdates {
  housing: boolean;
  capital: boolean;
  income: boolean;
  student: boolean;
  debt: boolean;
}

export interface ApplicationCheck {
  canCreate: boolean;
  canDelete: boolean;
  cantDeleteMessage: string | null;
  requiredUpdates: RequiredUpdates;
  errors: ValidationError[];
  /** The confirmations the interest dialog asks for. */
  accepts: { showing: boolean; coApplicant: boolean; moveInDate: boolean; shortTime: boolean };
  coApplicants: { applicantId: number; name: string; confirmed: boolean }[];
  criteria: CriteriaGroups;
}

/** Spec 001 §8. */
export const NOT_MET_TEXT = 'Du uppfyller inte kravet';

const UPDATE_NAMES: Record<keyof RequiredUpdates, string> = { housing: 'boende', capital: 'kapital', income: 'inkomster', student: 'studier', debt: 'skulder' };

/** ' Skäl: Två varningar inom 12 månader.' — the block's own reason after the refusal; nothing when it has none. */
function because(reason: string): string {
  const r = reason.trim().replace(/[.!]+$/, '');
  return r ? ` Skäl: ${r}.` : '';
}

export const eligibilityMessages = {
  notLoggedIn: 'Du behöver logga in för att anmäla intresse.',
  closed: 'Bostaden är stängd för intresseanmälan.',
  expired: APPLICATION_TIME_EXPIRED_TEXT,
  alreadyRegistered: 'Du har redan anmält intresse för den här bostaden.',
  coApplicantAccount: 'Som medsökande kan du inte anmäla intresse själv. Din huvudsökande anmäler intresse för er båda.',
  notPaid: 'Du behöver betala köavgiften innan du kan anmäla intresse.',
  notInQueue: 'Du behöver ett eget konto i bostadskön för att anmäla intresse.',
  blocked: (end: string, reason: string) => `Du är spärrad till och med ${end} och kan inte anmäla intresse för bostäder.${because(reason)}`,
  blockedAt: (landlord: string, end: string, reason: string) =>
    `Du är spärrad hos ${landlord} till och med ${end} och kan inte anmäla intresse för deras bostäder.${because(reason)}`,
  unpaidQueueFee: 'Du har en obetald köavgift. Betala den för att kunna anmäla intresse.',
  unpaidAgencyFee: 'Du har en obetald förmedlingsavgift. Betala den för att kunna anmäla intresse.',
  noIncome: 'Du behöver lägga till minst en inkomst innan du kan anmäla intresse.',
  details: (names: string) => `Du behöver uppdatera dina uppgifter om ${names} innan du kan anmäla intresse.`,
  idDocument: 'Din id-handling behöver vara godkänd innan du kan anmäla intresse.',
  coApplicantNotConfirmed:
    'Din medsökande har inte bekräftat förfrågan än. Vänta tills medsökanden har bekräftat, eller ta bort förfrågan under Mitt konto om du vill anmäla intresse ensam.',
  criterion: (text: string) => `${NOT_MET_TEXT}: ${text}`,
  noApplication: 'Du har ingen intresseanmälan för den här bostaden.',
} as const;

export const criterionTexts = {
  checkedByCaseHandler: 'Kontrolleras av handläggaren vid kontrollen.',
  household: (max: number) => `Högst ${people(max)} i hushållet`,
  householdLong: (max: number) => `Bostaden är för högst ${people(max)}, vuxna och barn.`,
  householdSize: (size: number) => `Hushållet är ${people(size)} enligt uppgifterna om boende.`,
  householdUnknown: 'Uppgifter om hushållet saknas.',
  income: (multiple: number) => `Inkomst minst ${multipleText(multiple)} gånger hyran`,
  incomeLong: (multiple: number, required: number) =>
    `Hushållets inkomst efter skatt ska vara minst ${multipleText(multiple)} gånger månadshyran, det vill säga ${formatKronor(required)} i månaden.`,
  incomeMet: (total: number, required: number) => `Inkomsten ${formatKronor(total)}/mån når kravet ${formatKronor(required)}/mån.`,
  incomeShort: (total: number, required: number) => `Inkomsten ${formatKronor(total)}/mån når inte kravet ${formatKronor(required)}/mån.`,
  capitalCovers: `Kapitalet motsvarar minst ${CAPITAL_MONTHS_OF_RENT} månadshyror.`,
  capitalShort: `Kapitalet motsvarar inte ${CAPITAL_MONTHS_OF_RENT} månadshyror.`,
  deposition: 'Sökanden kan betala deposition.',
  guarantee: 'Sökanden har borgensman.',
  poolingOff:
    'Din medsökandes inkomster räknas inte med. Inkomster slås ihop bara när både du och din medsökande har kopplat ett eget bankkonto.',
  /** After poolingOff: who has no personal linked account (with a valid consent). */
  notLinked: (who: 'YOU' | 'BOTH' | { name: string }) =>
    who === 'YOU' ? 'Du har inte kopplat något eget bankkonto.' : who === 'BOTH' ? 'Ingen av er har kopplat något eget bankkonto.' : `${who.name} har inte kopplat något eget bankkonto.`,
  pooled: 'Din medsökandes inkomster räknas med, eftersom både du och din medsökande har kopplat ett eget bankkonto.',
  student: 'Studerande',
  studentLong: 'Bostaden förmedlas genom studentkön och är för dig som studerar.',
  studentYes: 'Sökanden har angett att hen studerar.',
  studentNo: `Sökanden har inte angett att hen studerar, eller uppgiften är äldre än ${DETAILS_VALID_MONTHS} månader.`,
  senior: `Ålder ${SENIOR_MIN_AGE} år eller äldre`,
  seniorLong: `Bostaden förmedlas genom seniorkön. Minst en person i hushållet ska vara ${SENIOR_MIN_AGE} år eller äldre.`,
  seniorYes: `Någon i hushållet är ${SENIOR_MIN_AGE} år eller äldre.`,
  seniorNo: `Ingen i hushållet är ${SENIOR_MIN_AGE} år eller äldre.`,
  birthDateUnknown: 'Födelsedatum saknas.',
} as const;

function people(n: number): string {
  return `${n} ${n === 1 ? 'person' : 'personer'}`;
}
function multipleText(multiple: number): string {
  return String(multiple).replace('.', ',');
}

/** 'boende, kapital och skulder'. */
function joinSwedish(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} och ${words[words.length - 1]}`;
}

// ---- The income calculation ----

function personIncome(role: PersonIncome['role'], person: PersonFacts, listing: ListingFacts, today: string, counted: boolean): PersonIncome {
  const lines = incomeLines(person.incomes, person.bank, listing.acceptedIncomeTypeIds, today);
  return { role, name: person.name, lines, total: lines.filter((l) => l.accepted).reduce((s, l) => s + l.total, 0), counted };
}

export function incomeCalculation(applicant: ApplicantFacts, listing: ListingFacts, multiple: number, today: string): IncomeCalculation {
  const co = applicant.coApplicant?.confirmed ? applicant.coApplicant : null;
  const pooled = !!co && co.bank.personalLinked && applicant.bank.personalLinked;
  const persons = [personIncome('APPLICANT', applicant, listing, today, true)];
  if (co) persons.push(personIncome('CO_APPLICANT', co, listing, today, pooled));
  return {
    persons,
    total: persons.filter((p) => p.counted).reduce((s, p) => s + p.total, 0),
    required: Math.ceil(listing.rent * multiple),
    multiple,
    pooled,
    poolingNote: co ? poolingNoteOf(applicant, co) : null,
  };
}

/** Why a confirmed co-applicant's incomes are pooled, or who lacks the personal linked account that stops it. */
function poolingNoteOf(applicant: PersonFacts, co: PersonFacts): string {
  const you = applicant.bank.personalLinked;
  const them = co.bank.personalLinked;
  if (you && them) return criterionTexts.pooled;
  return `${criterionTexts.poolingOff} ${criterionTexts.notLinked(!you && !them ? 'BOTH' : !you ? 'YOU' : { name: co.name })}`;
}

// ---- The criteria ----

type Judged = Omit<Criterion, 'textLong'> & { textLong: string };

function incomeCriterion(applicant: ApplicantFacts | null, listing: ListingFacts, multiple: number, today: string): Judged {
  const required = Math.ceil(listing.rent * multiple);
  const base = { text: criterionTexts.income(multiple), textLong: criterionTexts.incomeLong(multiple, required) };
  if (!applicant) return { ...base, textInternal: null, status: 'NOT_CHECKED', incomeCalculation: null };
  const calc = incomeCalculation(applicant, listing, multiple, today);
  if (calc.total >= calc.required) return { ...base, textInternal: criterionTexts.incomeMet(calc.total, calc.required), status: 'MET', incomeCalculation: calc };
  const short = criterionTexts.incomeShort(calc.total, calc.required);
  const alternative = reducedIncomeAlternative(applicant, listing);
  return { ...base, textInternal: `${short} ${alternative.text}`.trim(), status: alternative.met ? 'MET' : 'NOT_MET', incomeCalculation: calc };
}

/** Capital of at least 6 months' rent, a deposit, or a guarantor meets an income requirement the income does not. */
function reducedIncomeAlternative(applicant: ApplicantFacts, listing: ListingFacts): { met: boolean; text: string } {
  const r = applicant.reducedIncome;
  if (!r) return { met: false, text: '' };
  if (r.choice === 'DEPOSITION') return { met: true, text: criterionTexts.deposition };
  if (r.choice === 'GUARANTEE') return { met: true, text: criterionTexts.guarantee };
  // Capital and rent are both öre here; the rule compares them as multiples of each other.
  const covers = r.capitalTotal !== null && capitalCoversRent(r.capitalTotal, listing.rent);
  return { met: covers, text: covers ? criterionTexts.capitalCovers : criterionTexts.capitalShort };
}

function householdCriterion(applicant: ApplicantFacts | null, max: number): Judged {
  const base = { text: criterionTexts.household(max), textLong: criterionTexts.householdLong(max), incomeCalculation: null };
  if (!applicant) return { ...base, textInternal: null, status: 'NOT_CHECKED' };
  if (!applicant.household) return { ...base, textInternal: criterionTexts.householdUnknown, status: 'NOT_CHECKED' };
  const size = applicant.household.adults + applicant.household.children;
  return { ...base, textInternal: criterionTexts.householdSize(size), status: size <= max ? 'MET' : 'NOT_MET' };
}

function queueTypeCriterion(applicant: ApplicantFacts | null, queueTypeId: number, today: string): Judged | null {
  if (queueTypeId === QUEUE_TYPES.STUDENT) {
    const base = { text: criterionTexts.student, textLong: criterionTexts.studentLong, incomeCalculation: null };
    if (!applicant) return { ...base, textInternal: null, status: 'NOT_CHECKED' };
    const studies = applicant.profile.student === true && !profileIndicatorsOf(applicant.profile, today).needToUpdateStudent;
    return { ...base, textInternal: studies ? criterionTexts.studentYes : criterionTexts.studentNo, status: studies ? 'MET' : 'NOT_MET' };
  }
  if (queueTypeId === QUEUE_TYPES.SENIOR) {
    const base = { text: criterionTexts.senior, textLong: criterionTexts.seniorLong, incomeCalculation: null };
    if (!applicant) return { ...base, textInternal: null, status: 'NOT_CHECKED' };
    const births = [applicant.dateOfBirth, applicant.coApplicant?.confirmed ? applicant.coApplicant.dateOfBirth : null].filter((d): d is string => !!d);
    if (births.length === 0) return { ...base, textInternal: criterionTexts.birthDateUnknown, status: 'NOT_CHECKED' };
    const old = births.some((d) => addYears(d, SENIOR_MIN_AGE) <= today);
    return { ...base, textInternal: old ? criterionTexts.seniorYes : criterionTexts.seniorNo, status: old ? 'MET' : 'NOT_MET' };
  }
  return null;
}

const sameText = (a: string, b: string) => a.trim().toLocaleLowerCase('sv') === b.trim().toLocaleLowerCase('sv');

/** The ad's criteria in their order, a judged one in place of the ad's with the same text; the other judged ones after. */
function mergeGroup(ad: readonly AdCriterionFact[], judged: readonly Judged[]): Criterion[] {
  const used = new Set<Judged>();
  const merged = ad.map((a): Criterion => {
    const j = judged.find((c) => !used.has(c) && sameText(c.text, a.text));
    if (!j) return { text: a.text, textLong: a.textLong, textInternal: criterionTexts.checkedByCaseHandler, status: 'NOT_CHECKED', incomeCalculation: null };
    used.add(j);
    return { ...j, text: a.text, textLong: a.textLong ?? j.textLong };
  });
  return [...merged, ...judged.filter((j) => !used.has(j))];
}

export function criteriaOf(applicant: ApplicantFacts | null, listing: ListingFacts, today: string): CriteriaGroups {
  const general = listing.maxNumberOfPeople !== null ? [householdCriterion(applicant, listing.maxNumberOfPeople)] : [];
  const income = listing.incomeMultiple !== null ? [incomeCriterion(applicant, listing, listing.incomeMultiple, today)] : [];
  const special = [queueTypeCriterion(applicant, listing.queueTypeId, today)].filter((c): c is Judged => c !== null);
  return {
    general: mergeGroup(listing.adCriteria.general, general),
    income: mergeGroup(listing.adCriteria.income, income),
    special: mergeGroup(listing.adCriteria.special, special),
  };
}

// ---- The answer ----

export function requiredUpdatesOf(applicant: Pick<ApplicantFacts, 'profile' | 'incomes'>, today: string): RequiredUpdates {
  const p = profileIndicatorsOf(applicant.profile, today);
  return {
    housing: p.needToUpdateHousing,
    capital: p.needToUpdateCapital,
    income: !applicant.incomes.some((i) => i.validTo === null || i.validTo >= today),
    student: p.needToUpdateStudent,
    debt: p.needToUpdateDebt,
  };
}

const NO_UPDATES: RequiredUpdates = { housing: false, capital: false, income: false, student: false, debt: false };
const err = (code: string, text: string): ValidationError => ({ code, text });

/** The refusals that end the check: nothing else is worth saying after them. */
function firstStop(applicant: ApplicantFacts | null, listing: ListingFacts, today: string): ValidationError | null {
  if (!applicant) return err('notLoggedIn', eligibilityMessages.notLoggedIn);
  if (!listing.openForApplication) return err('closed', eligibilityMessages.closed);
  if (listing.lastReplyDate < today) return err('expired', eligibilityMessages.expired);
  if (applicant.application && applicant.application.stage !== 'WITHDRAWN') return err('alreadyRegistered', eligibilityMessages.alreadyRegistered);
  const status = applicant.applicantStatusId;
  if (status === APPLICANT_STATUSES.COAPPLICANT.applicantStatusId) return err('coApplicantAccount', eligibilityMessages.coApplicantAccount);
  if (status === APPLICANT_STATUSES.PENDING_PAYMENT.applicantStatusId) return err('notPaid', eligibilityMessages.notPaid);
  if (status !== APPLICANT_STATUSES.QUEUE.applicantStatusId || !applicant.queueDate) return err('notInQueue', eligibilityMessages.notInQueue);
  return null;
}

/**
 * An unpaid fee stops interest registration (spec 001 §4), except a queue fee not yet due that autopay will charge: the
 * renewal order exists 45 days before the year ends, and its holder has nothing to do.
 */
function unpaidFeeErrors(applicant: ApplicantFacts, today: string): ValidationError[] {
  const unpaid = (productId: number) => applicant.unpaidOrders.filter((o) => o.productId === productId);
  const queueFees = unpaid(PRODUCTS.QUEUE_FEE.productId).filter((o) => !(applicant.hasAutopay && !o.autopayGaveUp && o.dueDate >= today));
  return [
    ...(queueFees.length > 0 ? [err('unpaidQueueFee', eligibilityMessages.unpaidQueueFee)] : []),
    ...(unpaid(PRODUCTS.AGENCY_FEE.productId).length > 0 ? [err('unpaidAgencyFee', eligibilityMessages.unpaidAgencyFee)] : []),
  ];
}

function standingErrors(applicant: ApplicantFacts, listing: ListingFacts, updates: RequiredUpdates, criteria: CriteriaGroups, today: string): ValidationError[] {
  const errors: ValidationError[] = [];
  const block = blockFor(applicant.blocks, listing.landlordName, today);
  if (block) errors.push(err('blocked', block.landlord?.trim() ? eligibilityMessages.blockedAt(block.landlord, block.end, block.reason) : eligibilityMessages.blocked(block.end, block.reason)));
  errors.push(...unpaidFeeErrors(applicant, today));
  if (updates.income) errors.push(err('income', eligibilityMessages.noIncome));
  const details = (['housing', 'capital', 'debt', 'student'] as const).filter((k) => updates[k]);
  if (details.length > 0) errors.push(err('details', eligibilityMessages.details(joinSwedish(details.map((k) => UPDATE_NAMES[k])))));
  if (!applicant.idDocumentApproved) errors.push(err('idDocument', eligibilityMessages.idDocument));
  if (applicant.coApplicant && !applicant.coApplicant.confirmed) errors.push(err('coApplicant', eligibilityMessages.coApplicantNotConfirmed));
  for (const c of [...criteria.general, ...criteria.income, ...criteria.special]) {
    if (c.status === 'NOT_MET') errors.push(err('criterion', eligibilityMessages.criterion(c.text)));
  }
  return errors;
}

/** validateApplication: whether the applicant may register interest in the home today, and why not. */
export function checkApplication(applicant: ApplicantFacts | null, listing: ListingFacts, today: string): ApplicationCheck {
  const criteria = criteriaOf(applicant, listing, today);
  const stage = applicant?.application?.stage;
  const deleteRefusal = stage && stage !== 'WITHDRAWN' ? withdrawRefusal(stage) : eligibilityMessages.noApplication;
  const confirmedCo = applicant?.coApplicant?.confirmed ?? false;
  const common = {
    canDelete: deleteRefusal === null,
    cantDeleteMessage: deleteRefusal,
    accepts: { showing: listing.showing, coApplicant: confirmedCo, moveInDate: true, shortTime: listing.shortTime },
    coApplicants: applicant?.coApplicant ? [{ applicantId: applicant.coApplicant.applicantId, name: applicant.coApplicant.name, confirmed: applicant.coApplicant.confirmed }] : [],
    criteria,
  };
  const updates = applicant ? requiredUpdatesOf(applicant, today) : NO_UPDATES;
  const stop = firstStop(applicant, listing, today);
  const errors = stop ? [stop] : standingErrors(applicant as ApplicantFacts, listing, updates, criteria, today);
  return { ...common, canCreate: errors.length === 0, requiredUpdates: updates, errors };
}
