// Which of a person's incomes count toward a home's income requirement, one line each with whether it counted and why
// (issue 14: the pre-check uses verified incomes). Pure; server/domain/application-eligibility.ts adds the lines up.
//
// The rule:
// - A declared income counts when the home accepts its type (an empty list accepts every type) and it has not ended
//   (a temporary employment's end day not passed) — unless the bank verifies its kind.
// - A verified income (server/domain/bank-standing.ts: the median of the last three full months of salary, student
//   aid, pension and social insurance on valid linked accounts) is a line of its own, marked verified. It counts when
//   it has any of those incomes and the home accepts each kind it is made of (salary as Lön, pension as Pension,
//   student aid as Studiemedel, social insurance as a-kassa or sjuk- och aktivitetsersättning).
// - A counted verified income replaces the declared incomes of the kinds it has (salary replaces both employments,
//   pension the pension, student aid CSN, social insurance Försäkringskassan's and the a-kassa's payments), so nothing
//   is counted twice: the bank's figure stands for them. Declared incomes of kinds the bank does not show (own business,
//   income support from the municipality, other income), or of a kind absent from the bank data (a pension paid to an
//   unlinked bank), count as before.
// - A verified income that does not count (nothing verifiable in the months, or a kind the home does not accept)
//   replaces nothing: the declared incomes count as before.
import type { YearMonth } from './bank-income';
import type { BankFacts } from './bank-standing';
import type { IncomeCategory } from './bank-transactions';

export interface IncomeFact {
  /** The portal's income type (src/rules/incomes.ts). */
  incomeTypeId: number;
  /** The income type's name (Tillsvidareanställning …). */
  typeName: string;
  /** The employer, the business … */
  incomeName: string | null;
  /** Per month after tax, öre. */
  monthly: number;
  /** The day a temporary employment ends. */
  validTo: string | null;
  /** The landlords' accepted-income id the type counts as (src/rules/incomes.ts); null for types no landlord lists. */
  landlordIncomeTypeId: number | null;
}

export interface IncomeLine {
  text: string;
  /** Per month, öre. */
  total: number;
  accepted: boolean;
  /** Verified by the bank (the applicant's linked accounts), not declared. */
  verified: boolean;
  /** Whether and why it counts. */
  note: string;
}

/** The bank's income categories each declared income type falls under (src/rules/incomes.ts ids); others: none. */
const CATEGORY_OF_INCOME_TYPE: Readonly<Record<number, IncomeCategory>> = {
  1: 'SALARY', // Tillsvidareanställning
  2: 'SALARY', // Tidsbegränsad anställning
  4: 'PENSION',
  5: 'STUDENT_AID',
  6: 'SOCIAL_INSURANCE', // Sjuk- eller aktivitetsersättning
  7: 'SOCIAL_INSURANCE', // Föräldrapenning
  8: 'SOCIAL_INSURANCE', // Arbetslöshetsersättning
  9: 'SOCIAL_INSURANCE', // Underhållsstöd (Försäkringskassan)
  10: 'SOCIAL_INSURANCE', // Bostadsbidrag
};

/** The landlords' accepted-income ids (src/rules/incomes.ts) that accept a category; any one of them does. */
const LANDLORD_TYPES_OF_CATEGORY: Readonly<Partial<Record<IncomeCategory, readonly number[]>>> = {
  SALARY: [1],
  PENSION: [2],
  STUDENT_AID: [3],
  SOCIAL_INSURANCE: [4, 5],
};

const CATEGORY_NAMES: Readonly<Record<IncomeCategory, string>> = {
  SALARY: 'lön',
  PENSION: 'pension',
  STUDENT_AID: 'studiemedel',
  SOCIAL_INSURANCE: 'ersättningar',
  OTHER_INCOME: 'övriga inkomster',
};

const MONTH_NAMES = ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'];

/** 'augusti–oktober 2026', 'november 2025–januari 2026'. */
export function monthsText(months: readonly YearMonth[]): string {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return '';
  const name = (m: YearMonth) => MONTH_NAMES[m.month - 1]!;
  return `${name(first)}${first.year !== last.year ? ` ${first.year}` : ''}–${name(last)} ${last.year}`;
}

/** 'lön, pension och studiemedel'. */
function joinSwedish(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} och ${words[words.length - 1]}`;
}

export const incomeLineTexts = {
  verified: (months: readonly YearMonth[]) => `Verifierad inkomst från banken (medianen av ${monthsText(months)})`,
  verifiedCounts: 'Räknas: verifierad av banken. Ersätter de angivna inkomsterna av samma slag.',
  verifiedEmpty: 'Räknas inte: de kopplade kontona har ingen lön, pension, studiemedel eller ersättning de månaderna.',
  verifiedNotAccepted: (kinds: readonly IncomeCategory[]) => `Räknas inte: hyresvärden godtar inte ${joinSwedish(kinds.map((k) => CATEGORY_NAMES[k]))}.`,
  declaredCounts: 'Räknas: uppgiven inkomst, inte verifierad av banken.',
  replaced: 'Räknas inte: den verifierade inkomsten från banken ersätter den.',
  typeNotAccepted: 'Räknas inte: hyresvärden godtar inte den här inkomsttypen.',
  ended: (day: string) => `Räknas inte: inkomsten upphörde ${day}.`,
} as const;

/** Whether a home accepting these landlord income types accepts a category (an empty list accepts every type). */
const acceptsCategory = (accepted: readonly number[], c: IncomeCategory) => accepted.length === 0 || (LANDLORD_TYPES_OF_CATEGORY[c] ?? []).some((id) => accepted.includes(id));

function verifiedLine(bank: BankFacts, acceptedIncomeTypeIds: readonly number[]): IncomeLine | null {
  const v = bank.verified;
  if (!v) return null;
  const base = { text: incomeLineTexts.verified(v.months), total: v.monthlyOre, verified: true };
  if (!v.categories.length) return { ...base, accepted: false, note: incomeLineTexts.verifiedEmpty };
  const refused = v.categories.filter((c) => !acceptsCategory(acceptedIncomeTypeIds, c));
  if (refused.length) return { ...base, accepted: false, note: incomeLineTexts.verifiedNotAccepted(refused) };
  return { ...base, accepted: true, note: incomeLineTexts.verifiedCounts };
}

/** The person's lines: the verified income first (when there is one), then each declared income. */
export function incomeLines(incomes: readonly IncomeFact[], bank: BankFacts, acceptedIncomeTypeIds: readonly number[], today: string): IncomeLine[] {
  const verified = verifiedLine(bank, acceptedIncomeTypeIds);
  const replaced = new Set<IncomeCategory>(verified?.accepted ? bank.verified!.categories : []);
  const acceptsType = (id: number | null) => acceptedIncomeTypeIds.length === 0 || (id !== null && acceptedIncomeTypeIds.includes(id));
  const declared = incomes.map((i): IncomeLine => {
    const line = { text: i.incomeName ? `${i.typeName}, ${i.incomeName}` : i.typeName, total: i.monthly, verified: false };
    const category = CATEGORY_OF_INCOME_TYPE[i.incomeTypeId];
    if (category && replaced.has(category)) return { ...line, accepted: false, note: incomeLineTexts.replaced };
    if (!acceptsType(i.landlordIncomeTypeId)) return { ...line, accepted: false, note: incomeLineTexts.typeNotAccepted };
    if (i.validTo !== null && i.validTo < today) return { ...line, accepted: false, note: incomeLineTexts.ended(i.validTo) };
    return { ...line, accepted: true, note: incomeLineTexts.declaredCounts };
  });
  return verified ? [verified, ...declared] : declared;
}
