// The applicant's verified incomes from the bank as a case handler sees them on the card ("Verifierade inkomster
// (bank)"): the connections (bank, masked accounts, connected, last fetch, consent expiry, status), the monthly incomes
// of the connections whose consent is valid, merged per month, and the verified monthly income with the months it rests
// on (server/domain/bank-income.ts, as the applicant's incomes page and the pre-check count it). Read through the bank
// area's repository inside the caller's transaction. No raw transactions (data minimisation: the derived incomes are
// what a case handler needs), and an expired consent's incomes are not shown since they no longer count. A failed
// connection holds no data and is left out.
import { stockholmDay } from '../../../src/rules/calendar';
import { formatKronor } from '../../../src/rules/money';
import type { DbOrTx } from '../../db/client';
import type { BankAccountRow, BankConnectionRow } from '../../db/schema/bank';
import { listAccounts, listConnections, listMonthlyIncomes } from '../../bank/bank.repository';
import { consentState } from '../../domain/bank-consent';
import { isConnectionValid } from '../../domain/bank-standing';
import { mergeMonths, verifiedIncomeOfConnections, type MonthIncomeSummary } from '../../domain/bank-income';

export type BankConnectionStatus = BankConnectionRow['status'];

const STATUS_TEXTS: Record<BankConnectionStatus, string> = {
  FETCHING: 'Hämtar uppgifter från banken',
  ACTIVE: 'Aktivt medgivande',
  EXPIRED: 'Medgivandet har gått ut',
  FAILED: 'Misslyckades',
};

export interface StaffBankConnectionView {
  connectionId: number;
  bank: string;
  /** Each account's name and masked number (•••• 1234). */
  accounts: string[];
  connected: Date;
  lastFetch: Date | null;
  /** YYYY-MM-DD */
  consentExpires: string;
  status: BankConnectionStatus;
  statusText: string;
  /** The consent is valid: its incomes count. */
  counts: boolean;
}

export interface StaffBankMonthView {
  year: number;
  month: number;
  salaryFormated: string;
  studentAidFormated: string;
  pensionFormated: string;
  socialInsuranceFormated: string;
  otherIncomeFormated: string;
  totalFormated: string;
  verifiableFormated: string;
}

export interface StaffBankIncomeView {
  connections: StaffBankConnectionView[];
  /** Newest first. */
  months: StaffBankMonthView[];
  /** Null: no valid consent, or the data does not reach back three full months. */
  verifiedMonthlyIncomeFormated: string | null;
  /** The months the verified income rests on, newest first, each with its verifiable income. */
  verifiedMonths: { year: number; month: number; verifiableFormated: string }[];
}

export const EMPTY_BANK_INCOME: StaffBankIncomeView = { connections: [], months: [], verifiedMonthlyIncomeFormated: null, verifiedMonths: [] };

/** The view from the rows (pure): which connections count today, their months merged, the verified income. */
export function bankIncomeViewOf(
  connections: readonly BankConnectionRow[],
  accounts: readonly BankAccountRow[],
  summaries: readonly (MonthIncomeSummary & { connectionId: number })[],
  now: Date,
): StaffBankIncomeView {
  const today = stockholmDay(now);
  const shown = connections.filter((c) => c.status !== 'FAILED');
  const rows = shown.map((c) => {
    const consent = consentState(c.expiresAt, today);
    const status: BankConnectionStatus = c.status === 'ACTIVE' && consent.expired ? 'EXPIRED' : c.status;
    return {
      connectionId: c.connectionId,
      bank: c.bankName || c.providerId,
      accounts: accounts.filter((a) => a.connectionId === c.connectionId).map((a) => `${a.name} ${a.maskedAccountNumber}`),
      connected: c.consentGivenAt,
      lastFetch: c.lastFetchedAt,
      consentExpires: consent.expiryDay,
      status,
      statusText: STATUS_TEXTS[status],
      counts: isConnectionValid(c, today),
    };
  });
  const valid = shown.filter((_c, i) => rows[i]!.counts);
  const ids = new Set(valid.map((c) => c.connectionId));
  const counted = summaries.filter((s) => ids.has(s.connectionId));
  const verified = verifiedIncomeOfConnections(valid.map((c) => c.lastFetchedAt ?? c.consentGivenAt), counted, today);
  return {
    connections: rows,
    months: mergeMonths(counted).map((m) => ({
      year: m.year,
      month: m.month,
      salaryFormated: formatKronor(m.byCategory.SALARY),
      studentAidFormated: formatKronor(m.byCategory.STUDENT_AID),
      pensionFormated: formatKronor(m.byCategory.PENSION),
      socialInsuranceFormated: formatKronor(m.byCategory.SOCIAL_INSURANCE),
      otherIncomeFormated: formatKronor(m.byCategory.OTHER_INCOME),
      totalFormated: formatKronor(m.totalOre),
      verifiableFormated: formatKronor(m.verifiableOre),
    })),
    verifiedMonthlyIncomeFormated: verified ? formatKronor(verified.monthlyOre) : null,
    verifiedMonths: verified?.months.map((m) => ({ year: m.year, month: m.month, verifiableFormated: formatKronor(m.verifiableOre) })) ?? [],
  };
}

/** The applicant's bank incomes, read inside the caller's transaction. */
export async function readApplicantBankIncome(db: DbOrTx, applicantId: number, now: Date): Promise<StaffBankIncomeView> {
  const connections = await listConnections(db, applicantId);
  if (!connections.length) return EMPTY_BANK_INCOME;
  const ids = connections.map((c) => c.connectionId);
  const accounts = await listAccounts(db, ids);
  const summaries = await listMonthlyIncomes(db, applicantId, ids);
  return bankIncomeViewOf(connections, accounts, summaries, now);
}
