// A person's standing with the bank as the interest pre-check reads it (issue 14, spec 001 §4): whether they have a
// personal linked account, and their verified monthly income. Pure; the bank area reads the rows (server/bank/
// bank-standing.ts), server/domain/application-eligibility.ts decides what counts.
//
// A connection counts while it is valid: ACTIVE and its consent not expired today (from the expiry day its data no
// longer counts, server/domain/bank-consent.ts; FETCHING, FAILED and EXPIRED never count). A personal linked account
// is a valid connection holding at least one PERSONAL account (Tink's customerSegment); a business account, or one
// whose kind is unknown, does not link a person for pooling. The verified income is the one the incomes page shows
// (verifiedMonthlyIncome of every valid connection, the data reaching back as far as the latest fetch's start), with
// the categories it is made of: the monthly incomes are kept per connection, not per account, so they cannot be split
// into a business and a personal account's share.
import { isConsentExpired } from './bank-consent';
import { mergeMonths, VERIFIABLE_CATEGORIES, verifiedIncomeOfConnections, type MonthIncomeSummary, type YearMonth } from './bank-income';
import type { IncomeCategory } from './bank-transactions';

export interface BankConnectionFact {
  connectionId: number;
  status: 'FETCHING' | 'ACTIVE' | 'FAILED' | 'EXPIRED';
  expiresAt: Date;
  /** The last fetch (else the consent), whose 12 months back the data covers. */
  fetchedAt: Date;
  /** Each of the connection's accounts' customerSegment; null when unknown. */
  segments: readonly (string | null)[];
}

export interface VerifiedIncomeFact {
  /** Per month, öre: the median of the months' verifiable incomes. */
  monthlyOre: number;
  /** The months it rests on, oldest first. */
  months: YearMonth[];
  /** The verifiable categories with income in those months (salary, student aid, pension, social insurance). */
  categories: IncomeCategory[];
}

export interface BankFacts {
  /** A valid connection with a personal account (spec 001 §4's "personal linked bank account"). */
  personalLinked: boolean;
  /** Null: no valid connection, or its data does not reach back three full months. */
  verified: VerifiedIncomeFact | null;
}

export const NO_BANK: BankFacts = { personalLinked: false, verified: null };

export const isConnectionValid = (c: Pick<BankConnectionFact, 'status' | 'expiresAt'>, today: string): boolean => c.status === 'ACTIVE' && !isConsentExpired(c.expiresAt, today);

/** The person's bank facts from their connections and the monthly incomes of those connections (others are ignored). */
export function bankStandingOf(connections: readonly BankConnectionFact[], summaries: readonly (MonthIncomeSummary & { connectionId: number })[], today: string): BankFacts {
  const valid = connections.filter((c) => isConnectionValid(c, today));
  if (!valid.length) return NO_BANK;
  const personalLinked = valid.some((c) => c.segments.includes('PERSONAL'));
  const ids = new Set(valid.map((c) => c.connectionId));
  const own = summaries.filter((s) => ids.has(s.connectionId));
  const income = verifiedIncomeOfConnections(valid.map((c) => c.fetchedAt), own, today);
  if (!income) return { personalLinked, verified: null };
  const months = [...income.months].reverse().map(({ year, month }) => ({ year, month }));
  const inMonths = mergeMonths(own).filter((s) => months.some((m) => m.year === s.year && m.month === s.month));
  const categories = VERIFIABLE_CATEGORIES.filter((c) => inMonths.some((s) => s.byCategory[c] > 0));
  return { personalLinked, verified: { monthlyOre: income.monthlyOre, months, categories } };
}
