// Incomes from the bank (issue 14, spec 000 §3 Transactions grouped by year and month with monthIncomeSummary): the
// classified transactions by month, each month's incomes by category, and the verified monthly income the pre-check
// may count. Pure; days are Swedish calendar days (YYYY-MM-DD, the bank's booked day), never UTC days.
import { addMonths, stockholmDay } from '../../src/rules/calendar';
import { INCOME_CATEGORIES, type IncomeCategory, type TransactionCategory } from './bank-transactions';

/** What the monthly summary needs of a transaction. */
export interface ClassifiedTransaction {
  /** Negative: money out. */
  amountOre: number;
  /** The booked day, YYYY-MM-DD. */
  bookedDate: string;
  category: TransactionCategory;
  internalTransfer: boolean;
}

export interface YearMonth {
  year: number;
  /** 1–12. */
  month: number;
}

/** A month's incomes by category (öre); internal transfers and money out are not in it. */
export interface MonthIncomeSummary extends YearMonth {
  byCategory: Record<IncomeCategory, number>;
  /** Every income of the month. */
  totalOre: number;
  /** What the pre-check may count: salary, student aid, pension and social insurance (not other incomes). */
  verifiableOre: number;
}

export interface TransactionMonth<T extends ClassifiedTransaction> extends YearMonth {
  /** Newest first. */
  transactions: T[];
  monthIncomeSummary: MonthIncomeSummary;
}

/** The incomes a landlord may count: a regular income with a named payer. Swish, refunds and other credits are not. */
export const VERIFIABLE_CATEGORIES: readonly IncomeCategory[] = ['SALARY', 'STUDENT_AID', 'PENSION', 'SOCIAL_INSURANCE'];

const INCOME_SET: ReadonlySet<string> = new Set(INCOME_CATEGORIES);
const isIncomeCategory = (c: TransactionCategory): c is IncomeCategory => INCOME_SET.has(c);

export const yearMonthOf = (day: string): YearMonth => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) });
const monthKey = ({ year, month }: YearMonth) => year * 12 + (month - 1);
const fromKey = (key: number): YearMonth => ({ year: Math.floor(key / 12), month: (key % 12) + 1 });

/** A month's summary from its per-category sums (as stored, or as summed here). */
export function summaryOf(ym: YearMonth, byCategory: Partial<Record<IncomeCategory, number>>): MonthIncomeSummary {
  const full = Object.fromEntries(INCOME_CATEGORIES.map((c) => [c, byCategory[c] ?? 0])) as Record<IncomeCategory, number>;
  return {
    year: ym.year,
    month: ym.month,
    byCategory: full,
    totalOre: INCOME_CATEGORIES.reduce((s, c) => s + full[c], 0),
    verifiableOre: VERIFIABLE_CATEGORIES.reduce((s, c) => s + full[c], 0),
  };
}

/** Sums a month's incomes: credits of an income category only; an internal transfer is never income. */
export function monthIncomeSummary(ym: YearMonth, transactions: readonly ClassifiedTransaction[]): MonthIncomeSummary {
  const sums: Partial<Record<IncomeCategory, number>> = {};
  for (const t of transactions) {
    if (t.internalTransfer || t.amountOre <= 0 || !isIncomeCategory(t.category)) continue;
    sums[t.category] = (sums[t.category] ?? 0) + t.amountOre;
  }
  return summaryOf(ym, sums);
}

/** The transactions grouped by year and month, newest month first and newest transaction first within a month. */
export function transactionsByMonth<T extends ClassifiedTransaction>(transactions: readonly T[]): TransactionMonth<T>[] {
  const groups = new Map<number, T[]>();
  for (const t of transactions) {
    const key = monthKey(yearMonthOf(t.bookedDate));
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => b - a)
    .map(([key, ts]) => {
      const ym = fromKey(key);
      // A stable sort: the same day keeps the order the bank listed them in.
      const newestFirst = [...ts].sort((a, b) => (a.bookedDate < b.bookedDate ? 1 : a.bookedDate > b.bookedDate ? -1 : 0));
      return { ...ym, transactions: newestFirst, monthIncomeSummary: monthIncomeSummary(ym, ts) };
    });
}

/**
 * How far back the page shows incomes by month, in months before today's month: the 12 months a fetch covers, a
 * consent's 3 and the 30 days its raw transactions are kept after it (server/domain/bank-consent.ts). The derived
 * monthly incomes are kept exactly as long: the daily job deletes the months before this window.
 */
export const INCOME_HISTORY_MONTHS = 17;

/** The first month the page shows (and the monthly incomes are kept for) on `today`. */
export const incomeHistoryFrom = (today: string): YearMonth => yearMonthOf(addMonths(`${today.slice(0, 7)}-01`, -INCOME_HISTORY_MONTHS));

/**
 * The months the page shows, newest first: every month from `from` on that has transactions or stored monthly incomes
 * (those of several connections added up). A month's summary is the stored one when there is one (it also covers
 * connections whose raw transactions were purged), else the one of its transactions; a month whose transactions were
 * purged keeps its summary with no transactions.
 */
export function incomeMonths<T extends ClassifiedTransaction>(transactions: readonly T[], stored: readonly MonthIncomeSummary[], from: YearMonth): TransactionMonth<T>[] {
  const start = monthKey(from);
  const fromTransactions = new Map(transactionsByMonth(transactions).filter((m) => monthKey(m) >= start).map((m) => [monthKey(m), m]));
  const fromStored = new Map(mergeMonths(stored.filter((s) => monthKey(s) >= start)).map((s) => [monthKey(s), s]));
  const keys = [...new Set([...fromTransactions.keys(), ...fromStored.keys()])].sort((a, b) => b - a);
  return keys.map((key) => {
    const m = fromTransactions.get(key);
    return { ...fromKey(key), transactions: m?.transactions ?? [], monthIncomeSummary: fromStored.get(key) ?? m!.monthIncomeSummary };
  });
}

/** Adds up the same month's summaries (e.g. of two banks' connections); newest month first. */
export function mergeMonths(summaries: readonly MonthIncomeSummary[]): MonthIncomeSummary[] {
  const sums = new Map<number, Partial<Record<IncomeCategory, number>>>();
  for (const s of summaries) {
    const key = monthKey(s);
    const into = sums.get(key) ?? {};
    for (const c of INCOME_CATEGORIES) into[c] = (into[c] ?? 0) + s.byCategory[c];
    sums.set(key, into);
  }
  return [...sums.entries()].sort(([a], [b]) => b - a).map(([key, byCategory]) => summaryOf(fromKey(key), byCategory));
}

/** How many full months the verified income looks at. */
export const VERIFIED_INCOME_MONTHS = 3;

export interface VerifiedIncome {
  /** Per month, öre: the median of the months' verifiable incomes. */
  monthlyOre: number;
  /** The months looked at, newest first, each with its verifiable income (0 for a month without any). */
  months: (YearMonth & { verifiableOre: number })[];
}

/**
 * The verified monthly income: the median of the verifiable incomes (salary, student aid, pension, social insurance)
 * of the last 3 full calendar months before today's month (today's month is not over yet). A month without income
 * counts as 0. The median, not the mean: a salary paid early lands in the month before (one month 0, the next
 * twice), and a bonus or holiday pay is a one-off; the median of three ignores one odd month either way, while a
 * mean would count a bonus or miss a third. Three months because the income certificates ask for the last three
 * payslips. Null when the fetched data does not reach back to the first of those months (`dataFrom`, the first day the
 * fetch covered): an unknown month is not a month without income.
 */
export function verifiedMonthlyIncome(summaries: readonly MonthIncomeSummary[], today: string, dataFrom: string): VerifiedIncome | null {
  const current = monthKey(yearMonthOf(today));
  const keys = Array.from({ length: VERIFIED_INCOME_MONTHS }, (_, i) => current - 1 - i);
  const first = fromKey(keys.at(-1)!);
  if (dataFrom > `${first.year}-${String(first.month).padStart(2, '0')}-01`) return null;
  const merged = new Map(mergeMonths(summaries).map((s) => [monthKey(s), s.verifiableOre]));
  const months = keys.map((key) => ({ ...fromKey(key), verifiableOre: merged.get(key) ?? 0 }));
  return { monthlyOre: median(months.map((m) => m.verifiableOre)), months };
}

/**
 * The verified income of a person's valid connections: their monthly incomes together, the data reaching back as far
 * as the newest fetch's start (each connection's last fetch, else its consent). Null without a connection.
 */
export function verifiedIncomeOfConnections(fetchedAt: readonly Date[], summaries: readonly MonthIncomeSummary[], today: string): VerifiedIncome | null {
  if (!fetchedAt.length) return null;
  const dataFrom = fetchedAt.map((at) => fetchFromDay(stockholmDay(at))).sort().at(-1)!;
  return verifiedMonthlyIncome(summaries, today, dataFrom);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** The first day of the history a fetch asks the bank for: 12 full months before today's month. */
export const fetchFromDay = (today: string) => addMonths(`${today.slice(0, 7)}-01`, -12);
