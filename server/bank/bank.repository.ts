// The bank area's SQL: connections with their accounts and transactions, the transactions by month, the derived
// monthly incomes, deleting a connection (its data goes with it) and the purge of raw transactions; the started Link
// flows' states.
import { and, desc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  bankAccounts,
  bankConnections,
  bankConsentRevocations,
  bankLinkStates,
  bankMonthlyIncomes,
  bankTransactions,
  type BankAccountRow,
  type BankConnectionRow,
  type BankConsentRevocationRow,
  type BankLinkStateRow,
  type BankMonthlyIncomeRow,
  type BankTransactionRow,
} from '../db/schema/bank';
import { applicants } from '../db/schema/account';
import { summaryOf, type MonthIncomeSummary, type YearMonth } from '../domain/bank-income';

export type NewBankConnection = typeof bankConnections.$inferInsert;
export type NewBankAccount = Omit<typeof bankAccounts.$inferInsert, 'bankAccountId' | 'connectionId'>;
export type NewBankTransaction = Omit<typeof bankTransactions.$inferInsert, 'bankTransactionId' | 'bankAccountId' | 'applicantId'>;

export interface FetchedAccount {
  account: NewBankAccount;
  transactions: NewBankTransaction[];
}

/** Rows a statement inserts at most (PostgreSQL takes at most 65 535 parameters in one statement). */
const CHUNK = 1000;

/**
 * Inserts a connection with its accounts and their transactions, all or nothing (a transaction of its own, or a
 * savepoint inside the caller's).
 */
export function insertConnectionWithData(db: DbOrTx, connection: NewBankConnection, accounts: readonly FetchedAccount[]): Promise<BankConnectionRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(bankConnections).values(connection).returning();
    if (!row) throw new Error('insert into bank_connections returned nothing');
    await insertAccountsWithTransactions(tx, row, accounts);
    return row;
  });
}

/** Inserts accounts with their transactions under an existing connection (call inside the caller's transaction). */
export async function insertAccountsWithTransactions(db: DbOrTx, connection: Pick<BankConnectionRow, 'connectionId' | 'applicantId'>, accounts: readonly FetchedAccount[]): Promise<void> {
  for (const { account, transactions } of accounts) {
    const [inserted] = await db
      .insert(bankAccounts)
      .values({ ...account, connectionId: connection.connectionId })
      .returning({ bankAccountId: bankAccounts.bankAccountId });
    if (!inserted) throw new Error('insert into bank_accounts returned nothing');
    for (let i = 0; i < transactions.length; i += CHUNK) {
      const rows = transactions.slice(i, i + CHUNK).map((t) => ({ ...t, bankAccountId: inserted.bankAccountId, applicantId: connection.applicantId }));
      await db.insert(bankTransactions).values(rows);
    }
  }
}

/** Inserts a connection unless one with its case id exists (a repeated callback): null then. */
export async function insertConnectionOnce(db: DbOrTx, connection: NewBankConnection): Promise<BankConnectionRow | null> {
  const [row] = await db.insert(bankConnections).values(connection).onConflictDoNothing({ target: bankConnections.caseId }).returning();
  return row ?? null;
}

export async function findConnectionByCase(db: DbOrTx, caseId: string): Promise<BankConnectionRow | null> {
  const [row] = await db.select().from(bankConnections).where(eq(bankConnections.caseId, caseId));
  return row ?? null;
}

/** Every stored transaction of the applicant with its account's connection (to classify them all together). */
export function listApplicantTransactions(db: DbOrTx, applicantId: number): Promise<(BankTransactionRow & { connectionId: number })[]> {
  return db
    .select({ t: bankTransactions, connectionId: bankAccounts.connectionId })
    .from(bankTransactions)
    .innerJoin(bankAccounts, eq(bankAccounts.bankAccountId, bankTransactions.bankAccountId))
    .where(eq(bankTransactions.applicantId, applicantId))
    .orderBy(bankTransactions.bankTransactionId)
    .then((rows) => rows.map((r) => ({ ...r.t, connectionId: r.connectionId })));
}

export async function updateClassification(db: DbOrTx, bankTransactionId: number, c: Pick<BankTransactionRow, 'category' | 'internalTransfer'>): Promise<void> {
  await db.update(bankTransactions).set(c).where(eq(bankTransactions.bankTransactionId, bankTransactionId));
}

/** Marks connections still FETCHING since before `before` (a fetch cut off by a restart) FAILED. Idempotent. How many. */
export async function failStaleFetching(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .update(bankConnections)
    .set({ status: 'FAILED', failureReason: 'INTERRUPTED' })
    .where(and(eq(bankConnections.status, 'FETCHING'), lt(bankConnections.createdAt, before)))
    .returning({ id: bankConnections.connectionId });
  return rows.length;
}

/** Marks ACTIVE (or FETCHING) connections whose consent ended at or before `now` EXPIRED. Idempotent. How many. */
export async function expireConnections(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .update(bankConnections)
    .set({ status: 'EXPIRED' })
    .where(and(inArray(bankConnections.status, ['ACTIVE', 'FETCHING']), lte(bankConnections.expiresAt, now)))
    .returning({ id: bankConnections.connectionId });
  return rows.length;
}

export async function insertLinkState(db: DbOrTx, row: typeof bankLinkStates.$inferInsert): Promise<void> {
  await db.insert(bankLinkStates).values(row);
}

export async function findLinkState(db: DbOrTx, state: string): Promise<BankLinkStateRow | null> {
  const [row] = await db.select().from(bankLinkStates).where(eq(bankLinkStates.state, state));
  return row ?? null;
}

export async function findLinkStateByCase(db: DbOrTx, caseId: string): Promise<BankLinkStateRow | null> {
  const [row] = await db.select().from(bankLinkStates).where(eq(bankLinkStates.caseId, caseId));
  return row ?? null;
}

/** Deletes the Link states created before `before` (their flows are long over). How many. */
export async function deleteLinkStatesBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db.delete(bankLinkStates).where(lt(bankLinkStates.createdAt, before)).returning({ state: bankLinkStates.state });
  return rows.length;
}

export function listConnections(db: DbOrTx, applicantId: number): Promise<BankConnectionRow[]> {
  return db.select().from(bankConnections).where(eq(bankConnections.applicantId, applicantId)).orderBy(desc(bankConnections.consentGivenAt), desc(bankConnections.connectionId));
}

export function listAccounts(db: DbOrTx, connectionIds: readonly number[]): Promise<BankAccountRow[]> {
  if (!connectionIds.length) return Promise.resolve([]);
  return db.select().from(bankAccounts).where(inArray(bankAccounts.connectionId, [...connectionIds])).orderBy(bankAccounts.bankAccountId);
}

export async function updateConnection(db: DbOrTx, connectionId: number, patch: Partial<Omit<NewBankConnection, 'connectionId' | 'applicantId'>>): Promise<BankConnectionRow | null> {
  const [row] = await db.update(bankConnections).set(patch).where(eq(bankConnections.connectionId, connectionId)).returning();
  return row ?? null;
}

const firstDay = ({ year, month }: YearMonth) => `${year}-${String(month).padStart(2, '0')}-01`;
const nextFirstDay = ({ year, month }: YearMonth) => firstDay(month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 });

/**
 * An applicant's transactions booked in the months from `from` to `to` (both included), newest first (the bank's order
 * within a day kept by the id), on the (applicant, booked day) index.
 */
export function listTransactions(db: DbOrTx, applicantId: number, from: YearMonth, to: YearMonth): Promise<BankTransactionRow[]> {
  return db
    .select()
    .from(bankTransactions)
    .where(and(eq(bankTransactions.applicantId, applicantId), gte(bankTransactions.bookedDate, firstDay(from)), lt(bankTransactions.bookedDate, nextFirstDay(to))))
    .orderBy(desc(bankTransactions.bookedDate), bankTransactions.bankTransactionId);
}

/**
 * Deletes the applicant's connection; its accounts, transactions and monthly incomes go with it. Null: not theirs or
 * gone; otherwise the aggregator's ids of its consent (to revoke it there).
 */
export async function deleteConnection(db: DbOrTx, applicantId: number, connectionId: number): Promise<Pick<BankConnectionRow, 'externalConsentId' | 'externalUserId'> | null> {
  const [row] = await db
    .delete(bankConnections)
    .where(and(eq(bankConnections.connectionId, connectionId), eq(bankConnections.applicantId, applicantId)))
    .returning({ externalConsentId: bankConnections.externalConsentId, externalUserId: bankConnections.externalUserId });
  return row ?? null;
}

/**
 * Holds the applicant's bank data still until the transaction ends: two callbacks of one applicant (two windows, or a
 * provider calling twice) store one after the other, so each sees the other's accounts and transactions.
 */
export async function lockApplicantBankData(db: DbOrTx, applicantId: number): Promise<void> {
  await db.select({ id: applicants.applicantId }).from(applicants).where(eq(applicants.applicantId, applicantId)).for('update');
}

/** The keys of every account of the applicant's connections (which a new connection may replace). */
export function listAccountKeys(db: DbOrTx, applicantId: number): Promise<{ connectionId: number; accountKey: string | null }[]> {
  return db
    .select({ connectionId: bankAccounts.connectionId, accountKey: bankAccounts.accountKey })
    .from(bankAccounts)
    .innerJoin(bankConnections, eq(bankConnections.connectionId, bankAccounts.connectionId))
    .where(eq(bankConnections.applicantId, applicantId));
}

/** Whether a connection still holds this consent of the aggregator's (a renewal that kept the same credentials). */
export async function isConsentHeld(db: DbOrTx, externalConsentId: string): Promise<boolean> {
  const [row] = await db.select({ id: bankConnections.connectionId }).from(bankConnections).where(eq(bankConnections.externalConsentId, externalConsentId)).limit(1);
  return !!row;
}

/** Records a consent to revoke at the aggregator (once: the same credentials twice is one row). */
export async function insertRevocation(db: DbOrTx, credentialsId: string, userId: string, now: Date): Promise<void> {
  await db.insert(bankConsentRevocations).values({ credentialsId, userId, createdAt: now }).onConflictDoNothing();
}

/** The consents still to revoke that have been tried fewer than `maxAttempts` times, oldest first. */
export function listRevocations(db: DbOrTx, maxAttempts: number, limit: number): Promise<BankConsentRevocationRow[]> {
  return db.select().from(bankConsentRevocations).where(lt(bankConsentRevocations.attempts, maxAttempts)).orderBy(bankConsentRevocations.createdAt).limit(limit);
}

/** The aggregator confirmed (or no longer knows the consent): nothing left to do. */
export async function deleteRevocation(db: DbOrTx, credentialsId: string): Promise<void> {
  await db.delete(bankConsentRevocations).where(eq(bankConsentRevocations.credentialsId, credentialsId));
}

export async function recordRevocationFailure(db: DbOrTx, credentialsId: string, errorCode: string, at: Date): Promise<void> {
  await db
    .update(bankConsentRevocations)
    .set({ attempts: sql`${bankConsentRevocations.attempts} + 1`, lastError: errorCode, lastAttemptAt: at })
    .where(eq(bankConsentRevocations.credentialsId, credentialsId));
}

/**
 * Deletes the raw transactions of every connection whose consent ended at or before `cutoff` (server/domain/
 * bank-consent.ts rawPurgeCutoff); connections, accounts and monthly incomes stay. Idempotent. Returns how many went.
 */
export async function purgeRawTransactions(db: DbOrTx, cutoff: Date): Promise<number> {
  const expiredAccounts = db
    .select({ id: bankAccounts.bankAccountId })
    .from(bankAccounts)
    .innerJoin(bankConnections, eq(bankConnections.connectionId, bankAccounts.connectionId))
    .where(lte(bankConnections.expiresAt, cutoff));
  const rows = await db.delete(bankTransactions).where(inArray(bankTransactions.bankAccountId, expiredAccounts)).returning({ id: bankTransactions.bankTransactionId });
  return rows.length;
}

/** Deletes every monthly income of a month before `from` (past what the page shows). Idempotent. Returns how many went. */
export async function purgeMonthlyIncomesBefore(db: DbOrTx, from: YearMonth): Promise<number> {
  const rows = await db
    .delete(bankMonthlyIncomes)
    .where(or(lt(bankMonthlyIncomes.year, from.year), and(eq(bankMonthlyIncomes.year, from.year), lt(bankMonthlyIncomes.month, from.month))))
    .returning({ connectionId: bankMonthlyIncomes.connectionId });
  return rows.length;
}

/** Writes a connection's monthly incomes as derived at a fetch, replacing the months it had. */
export async function upsertMonthlyIncomes(db: DbOrTx, connection: Pick<BankConnectionRow, 'connectionId' | 'applicantId'>, months: readonly MonthIncomeSummary[], derivedAt: Date): Promise<void> {
  if (!months.length) return;
  const rows = months.map((m) => ({ connectionId: connection.connectionId, applicantId: connection.applicantId, year: m.year, month: m.month, ...incomeColumns(m), derivedAt }));
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(bankMonthlyIncomes)
    .values(rows)
    .onConflictDoUpdate({
      target: [bankMonthlyIncomes.connectionId, bankMonthlyIncomes.year, bankMonthlyIncomes.month],
      set: {
        salaryOre: excluded('salary_ore'),
        studentAidOre: excluded('student_aid_ore'),
        pensionOre: excluded('pension_ore'),
        socialInsuranceOre: excluded('social_insurance_ore'),
        otherIncomeOre: excluded('other_income_ore'),
        derivedAt: excluded('derived_at'),
      },
    });
}

/** The applicant's monthly incomes of the given connections (e.g. those whose consent is valid), one per connection and month, newest first. */
export async function listMonthlyIncomes(db: DbOrTx, applicantId: number, connectionIds?: readonly number[]): Promise<(MonthIncomeSummary & { connectionId: number })[]> {
  if (connectionIds && !connectionIds.length) return [];
  const rows = await db
    .select()
    .from(bankMonthlyIncomes)
    .where(and(eq(bankMonthlyIncomes.applicantId, applicantId), connectionIds ? inArray(bankMonthlyIncomes.connectionId, [...connectionIds]) : undefined))
    .orderBy(desc(bankMonthlyIncomes.year), desc(bankMonthlyIncomes.month), bankMonthlyIncomes.connectionId);
  return rows.map((r) => ({ connectionId: r.connectionId, ...summaryOfRow(r) }));
}

const incomeColumns = (m: MonthIncomeSummary) => ({
  salaryOre: m.byCategory.SALARY,
  studentAidOre: m.byCategory.STUDENT_AID,
  pensionOre: m.byCategory.PENSION,
  socialInsuranceOre: m.byCategory.SOCIAL_INSURANCE,
  otherIncomeOre: m.byCategory.OTHER_INCOME,
});

const summaryOfRow = (r: BankMonthlyIncomeRow): MonthIncomeSummary =>
  summaryOf(r, { SALARY: r.salaryOre, STUDENT_AID: r.studentAidOre, PENSION: r.pensionOre, SOCIAL_INSURANCE: r.socialInsuranceOre, OTHER_INCOME: r.otherIncomeOre });
