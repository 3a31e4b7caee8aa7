// The bank area's tables (issue 14, spec 000 §3 Bank connection, Data, Transactions): an applicant's connections to a
// bank through the open-banking aggregator (one consent each), the accounts the applicant chose, their transactions
// and the monthly incomes derived from them at each fetch. Amounts are öre.
//
// Data minimisation (server/domain/bank-income.ts): the raw transactions are purged 30 days after the consent expired,
// the connection and its derived monthly incomes stay; deleting a connection (deleteOpenBankingData) removes its
// accounts, transactions and monthly incomes at once (cascade).
import { bigint, bigserial, boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { TRANSACTION_CATEGORIES } from '../../domain/bank-transactions';
import { createdAt } from './columns';
import { applicants } from './account';

const at = (name: string) => timestamp(name, { withTimezone: true });
/** Öre: a year's salary in öre is beyond an int4. */
const ore = (name: string) => bigint(name, { mode: 'number' });
const applicantId = () =>
  integer('applicant_id')
    .notNull()
    .references(() => applicants.applicantId, { onDelete: 'cascade' });

/**
 * FETCHING: consent given, the data is being fetched and validated (the return page polls meanwhile); ACTIVE: fetched,
 * counts until expires_at; FAILED: the fetch failed; EXPIRED: the consent ran out (its data no longer counts).
 */
export const BANK_CONNECTION_STATUSES = ['FETCHING', 'ACTIVE', 'FAILED', 'EXPIRED'] as const;

/** One consent at one bank (spec 000: bank, connected date, last fetch). */
export const bankConnections = pgTable(
  'bank_connections',
  {
    connectionId: serial('connection_id').primaryKey(),
    applicantId: applicantId(),
    /** The aggregator's provider id (e.g. se-nordea-ob) and the bank's name as shown. */
    providerId: text('provider_id').notNull(),
    bankName: text('bank_name').notNull(),
    /** The aggregator's id of the consent (Tink's credentials id), to revoke it there; never shown. */
    externalConsentId: text('external_consent_id'),
    /** The aggregator's id of the user who gave it (Tink's user id), whose token revokes it; never shown. */
    externalUserId: text('external_user_id'),
    /** The return page's case_id, which checkOpenBankingActiveAgreement{caseId} asks about. */
    caseId: text('case_id'),
    consentGivenAt: at('consent_given_at').notNull(),
    /** consent_given_at + 3 months (server/domain/bank-income.ts) unless the aggregator says earlier. */
    expiresAt: at('expires_at').notNull(),
    lastFetchedAt: at('last_fetched_at'),
    status: text('status', { enum: BANK_CONNECTION_STATUSES }).notNull(),
    /** Why a FAILED connection failed: Tink Link's error (USER_CANCELLED …) or the fetch's error code; never personal data. */
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('bank_connections_applicant_idx').on(t.applicantId),
    uniqueIndex('bank_connections_case_uq').on(t.caseId),
    index('bank_connections_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A started Tink Link flow (getOpenBankingProvidersLink): its random `state`, bound to the applicant and the session
 * that asked for it, and the case id the return page polls with. The callback accepts a state only from that session
 * within STATE_MINUTES (server/bank/bank.service.ts); the connection it creates carries the case id, whose unique index
 * makes a repeated callback store nothing twice. Old states are deleted by the daily bank job.
 */
export const bankLinkStates = pgTable(
  'bank_link_states',
  {
    state: text('state').primaryKey(),
    applicantId: applicantId(),
    /** The session's id (its token's hash, as sessions store it). */
    sessionId: text('session_id').notNull(),
    caseId: text('case_id').notNull(),
    /** The bank chosen before Link (input_provider), if one was. */
    providerId: text('provider_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bank_link_states_case_uq').on(t.caseId), index('bank_link_states_applicant_idx').on(t.applicantId)],
);

/** Tink's customerSegment of an account. */
export const BANK_CUSTOMER_SEGMENTS = ['PERSONAL', 'BUSINESS'] as const;

/** The accounts the applicant chose at the bank. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    bankAccountId: serial('bank_account_id').primaryKey(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => bankConnections.connectionId, { onDelete: 'cascade' }),
    /** The aggregator's id of the account, which its transactions name. */
    externalAccountId: text('external_account_id').notNull(),
    /** Only the last digits are kept (e.g. •••• 1234): enough to tell accounts apart and to spot own transfers. */
    maskedAccountNumber: text('masked_account_number').notNull(),
    name: text('name').notNull(),
    /** The aggregator's account type (CHECKING, SAVINGS, CREDIT_CARD …). */
    type: text('type').notNull(),
    /**
     * A personal or a business account (Tink's customerSegment). Only a personal account links a person for the
     * pre-check's pooling (spec 001 §4); null when unknown (the aggregator did not say, or stored before migration
     * 0021), which counts as not personal until the next fetch.
     */
    customerSegment: text('customer_segment', { enum: BANK_CUSTOMER_SEGMENTS }),
    /**
     * The account's number keyed with a server secret (HMAC-SHA256 of the IBAN, else the bank's account number;
     * server/bank/account-key.ts): a later connection holding the same account replaces this one, so its income is never
     * counted twice. Names no account without the secret; null when the bank gave no number (or stored before
     * migration 0025), which matches nothing.
     */
    accountKey: text('account_key'),
  },
  (t) => [uniqueIndex('bank_accounts_connection_external_uq').on(t.connectionId, t.externalAccountId)],
);

/** The raw transactions of the linked accounts, each classified at fetch; purged after the retention period. */
export const bankTransactions = pgTable(
  'bank_transactions',
  {
    bankTransactionId: bigserial('bank_transaction_id', { mode: 'number' }).primaryKey(),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.bankAccountId, { onDelete: 'cascade' }),
    /** The account's applicant, kept here too for "an applicant's transactions by month" without two joins. */
    applicantId: applicantId(),
    /** The aggregator's id of the transaction: a re-fetch updates rather than duplicates (its unique index also serves the account's lookups). */
    externalTransactionId: text('external_transaction_id').notNull(),
    /** Negative: money out. */
    amountOre: ore('amount_ore').notNull(),
    currency: text('currency').notNull().default('SEK'),
    description: text('description').notNull(),
    /** The booked day (the bank's calendar day, YYYY-MM-DD). */
    bookedDate: date('booked_date').notNull(),
    category: text('category', { enum: TRANSACTION_CATEGORIES }).notNull(),
    internalTransfer: boolean('internal_transfer').notNull().default(false),
  },
  (t) => [
    index('bank_transactions_applicant_booked_idx').on(t.applicantId, t.bookedDate),
    uniqueIndex('bank_transactions_account_external_uq').on(t.bankAccountId, t.externalTransactionId),
  ],
);

/**
 * A connection's incomes of one month by category, derived at each fetch (server/domain/bank-income.ts: internal
 * transfers excluded, expenses not counted). Kept when the raw transactions are purged (and shown by month) until the
 * month is 17 months old (server/domain/bank-income.ts INCOME_HISTORY_MONTHS); gone with the connection.
 */
export const bankMonthlyIncomes = pgTable(
  'bank_monthly_incomes',
  {
    connectionId: integer('connection_id')
      .notNull()
      .references(() => bankConnections.connectionId, { onDelete: 'cascade' }),
    applicantId: applicantId(),
    year: integer('year').notNull(),
    /** 1–12. */
    month: integer('month').notNull(),
    salaryOre: ore('salary_ore').notNull().default(0),
    studentAidOre: ore('student_aid_ore').notNull().default(0),
    pensionOre: ore('pension_ore').notNull().default(0),
    socialInsuranceOre: ore('social_insurance_ore').notNull().default(0),
    otherIncomeOre: ore('other_income_ore').notNull().default(0),
    derivedAt: at('derived_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.connectionId, t.year, t.month] }),
    index('bank_monthly_incomes_applicant_month_idx').on(t.applicantId, t.year, t.month),
  ],
);

/**
 * A consent to revoke at the aggregator (DELETE /api/v1/credentials/{id}): written in the transaction that deletes the
 * connection (the applicant asked for deletion; our data goes at once), removed when the aggregator confirmed. The
 * delete tries at once after its commit; the daily bank-data-purge job retries what is left. No foreign key: the
 * connection is gone, and so may the applicant be.
 */
export const bankConsentRevocations = pgTable('bank_consent_revocations', {
  credentialsId: text('credentials_id').primaryKey(),
  userId: text('user_id').notNull(),
  attempts: integer('attempts').notNull().default(0),
  /** The last failure's error code (never personal data). */
  lastError: text('last_error'),
  lastAttemptAt: at('last_attempt_at'),
  createdAt: createdAt(),
});

export type BankConnectionRow = typeof bankConnections.$inferSelect;
export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type BankTransactionRow = typeof bankTransactions.$inferSelect;
export type BankMonthlyIncomeRow = typeof bankMonthlyIncomes.$inferSelect;
export type BankLinkStateRow = typeof bankLinkStates.$inferSelect;
export type BankConsentRevocationRow = typeof bankConsentRevocations.$inferSelect;
