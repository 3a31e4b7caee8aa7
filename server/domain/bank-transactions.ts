// Bank transactions (issue 14, spec 000 §3 Transactions: category, internalTransfer): each transaction fetched from an
// applicant's linked accounts gets one category from its description, amount and date and from the applicant's own
// accounts. Incomes are the credits the pre-check may count (salary, student aid, pension, social insurance) and other
// credits; a transfer between the applicant's own accounts is neither income nor expense. Pure.
import { daysBetween } from '../../src/rules/calendar';

/** Categories of an incoming (credit) transaction. */
export const INCOME_CATEGORIES = ['SALARY', 'STUDENT_AID', 'PENSION', 'SOCIAL_INSURANCE', 'OTHER_INCOME'] as const;
/** Categories of an outgoing (debit) transaction. */
export const EXPENSE_CATEGORIES = ['RENT', 'GROCERIES', 'OTHER_EXPENSE'] as const;
export const TRANSACTION_CATEGORIES = [...INCOME_CATEGORIES, ...EXPENSE_CATEGORIES, 'INTERNAL_TRANSFER'] as const;

export type IncomeCategory = (typeof INCOME_CATEGORIES)[number];
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];

/** An account of the applicant's, as the aggregator gives it (the full number is used here, never stored). */
export interface OwnAccount {
  accountId: string;
  /** Clearing and account number in any format (8327-9, 123 456 789-1); digits are compared. */
  accountNumber: string;
}

export interface BankTransactionInput {
  transactionId: string;
  accountId: string;
  /** Negative: money out. */
  amountOre: number;
  description: string;
  /** The booked day, YYYY-MM-DD. */
  bookedDate: string;
}

export interface Classification {
  category: TransactionCategory;
  internalTransfer: boolean;
}

// Descriptions are matched upper-cased; a "word" edge is any character that is not a Swedish letter, so compounds are
// written out (MÅNADSLÖN) and lookalikes stay out (LÖNEKONTO is an account's name, LÖNNQVIST a surname, HYRBIL a car).
const L = 'A-ZÅÄÖÉÜ';
const words = (...patterns: string[]) => new RegExp(`(?<![${L}])(?:${patterns.join('|')})(?![${L}])`);

/** Credits by payer, the first match wins: the payers are more telling than the word LÖN in a payer's name. */
const INCOME_RULES: readonly (readonly [IncomeCategory, RegExp])[] = [
  ['STUDENT_AID', words('CSN', 'CENTRALA STUDIESTÖDSNÄMNDEN', 'STUDIEMEDEL', 'STUDIEBIDRAG')],
  [
    'PENSION',
    words('PENSIONSMYNDIGHETEN', '[A-ZÅÄÖ]*PENSION(?:ER|SUTBETALNING)?', 'AMF(?: PENSION)?', 'ALECTA', 'KPA', 'SPP', 'PENSIONSVALET', 'TJP'),
  ],
  [
    'SOCIAL_INSURANCE',
    words('FÖRSÄKRINGSKASSAN?', 'FK', 'SJUKPENNING', 'FÖRÄLDRAPENNING', 'BOSTADSBIDRAG', 'BARNBIDRAG', 'AKTIVITETSSTÖD', 'AKTIVITETSERSÄTTNING', 'SJUKERSÄTTNING', 'A-?KASSAN?', 'ALFA-?KASSAN'),
  ],
  ['SALARY', words('(?:MÅNADS|SEMESTER|TIM)?LÖN(?:EUTBETALNING|EUTB|EINSÄTTNING|ER)?', 'LON', 'SALARY', 'PAYROLL')],
];

const EXPENSE_RULES: readonly (readonly [ExpenseCategory, RegExp])[] = [
  [
    'RENT',
    new RegExp(
      `HYR(?:A|AN|ESAVI[${L}]*|ESINBETALNING)(?![${L}])|${words('BRF', 'HSB', 'RIKSBYGGEN', 'HEIMSTADEN', 'WALLENSTAM', 'AKELIUS', 'STOCKHOLMSHEM', 'FAMILJEBOSTÄDER', 'SVENSKA BOSTÄDER', 'MKB', 'POSEIDON', 'BOSTADS ?AB', 'BOSTADSBOLAG(?:ET)?', '[A-ZÅÄÖ]*BOSTÄDER', '[A-ZÅÄÖ]*FASTIGHETER').source}`,
    ),
  ],
  ['GROCERIES', words('ICA(?! ?BANKEN)', 'COOP', 'WILLYS', 'HEMKÖP', 'LIDL', 'CITY GROSS', 'NETTO', 'MATHEM', 'MATSMART', 'TEMPO', 'MATÖPPET')],
];

/** "Överföring egen", "Egen överföring", "Överföring mellan egna konton", "Eget konto". */
const OWN_TRANSFER = words('ÖVERFÖRING EGEN?', 'EGEN ÖVERFÖRING', 'ÖVERFÖRING MELLAN EGNA KONTON', 'EGNA KONTON', 'EGET KONTO', 'ÖVF EGEN?');

/** The category a description and an amount give on their own (no own accounts known). */
export function categoryOfDescription(description: string, amountOre: number): IncomeCategory | ExpenseCategory {
  const text = description.toUpperCase();
  const [rules, fallback] = amountOre > 0 ? ([INCOME_RULES, 'OTHER_INCOME'] as const) : ([EXPENSE_RULES, 'OTHER_EXPENSE'] as const);
  for (const [category, pattern] of rules) if (pattern.test(text)) return category;
  return fallback;
}

const digits = (s: string) => s.replace(/\D/g, '');

/** The forms an account number is written in: with its clearing number (4 or 5 digits) or without. Seven digits at least. */
function accountNumberForms(accountNumber: string): string[] {
  const d = digits(accountNumber);
  return [d, d.length >= 11 ? d.slice(4) : '', d.length >= 12 && d.startsWith('8') ? d.slice(5) : ''].filter((f) => f.length >= 7);
}

/** Whether a description names another of the applicant's accounts (the one it is booked on does not count). */
function namesOtherOwnAccount(t: BankTransactionInput, ownAccounts: readonly OwnAccount[]): boolean {
  const text = digits(t.description);
  if (text.length < 7) return false;
  return ownAccounts.some((a) => a.accountId !== t.accountId && accountNumberForms(a.accountNumber).some((form) => text.includes(form)));
}

/**
 * Classifies an applicant's transactions (all of them at once: a transfer between two own accounts needs both sides).
 * A transaction is an internal transfer when its description says so ("Överföring egen") or names another own account,
 * or when it pairs up: a debit on one own account and a credit of the same amount on another own account, booked at
 * most one day apart. Only descriptions that name no payer or purpose pair up (OTHER_INCOME with OTHER_EXPENSE): a
 * salary is a salary even if the same amount left another account that day. Each transaction pairs once, the nearest
 * days first. Returns the classifications in the input's order.
 */
export function classifyTransactions(transactions: readonly BankTransactionInput[], ownAccounts: readonly OwnAccount[]): Classification[] {
  const byText = transactions.map((t) => categoryOfDescription(t.description, t.amountOre));
  const internal = transactions.map((t) => OWN_TRANSFER.test(t.description.toUpperCase()) || namesOtherOwnAccount(t, ownAccounts));
  const ownIds = new Set(ownAccounts.map((a) => a.accountId));

  const open = (i: number, category: string) => !internal[i] && byText[i] === category && ownIds.has(transactions[i]!.accountId);
  const candidates: { debit: number; credit: number; days: number }[] = [];
  transactions.forEach((debit, d) => {
    if (debit.amountOre >= 0 || !open(d, 'OTHER_EXPENSE')) return;
    transactions.forEach((credit, c) => {
      if (credit.amountOre !== -debit.amountOre || credit.accountId === debit.accountId || !open(c, 'OTHER_INCOME')) return;
      const days = Math.abs(daysBetween(debit.bookedDate, credit.bookedDate));
      if (days <= 1) candidates.push({ debit: d, credit: c, days });
    });
  });
  candidates.sort((a, b) => a.days - b.days || a.debit - b.debit || a.credit - b.credit);
  const paired = new Set<number>();
  for (const { debit, credit } of candidates) {
    if (paired.has(debit) || paired.has(credit)) continue;
    paired.add(debit).add(credit);
    internal[debit] = internal[credit] = true;
  }
  return transactions.map((_, i) => (internal[i] ? { category: 'INTERNAL_TRANSFER', internalTransfer: true } : { category: byText[i]!, internalTransfer: false }));
}
