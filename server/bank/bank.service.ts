// The bank connection (issue 14, spec 000 §1, §3, §4, §7): the banks to choose from, the Tink Link address with a
// fresh state bound to the applicant's session, the callback that fetches the chosen accounts and their transactions,
// the applicant's connections with their transactions by month, the return page's agreement check and the delete.
// Each call takes an actor: an applicant reaches only their own connections (another's is "not found"; a co-applicant
// has their own), staff name the applicant. Nothing here logs: no account numbers, amounts or personal numbers.
//
// The callback fetches inline: the browser waits for the fetch (a few seconds, 12 months of two accounts) and is then
// sent to the return page with success or error; the return page's polling finds ACTIVE at once. A slow bank would
// hold the request up to the client's timeouts; if that happens in production, the fetch moves to a job and the
// callback answers with FETCHING at once (the statuses and the polling already allow it).
import { randomBytes, randomUUID } from 'node:crypto';
import { stockholmDay } from '../../src/rules/calendar';
import type { Db, DbOrTx } from '../db/client';
import type { BankAccountRow, BankConnectionRow } from '../db/schema/bank';
import { applicantIdFor, ownApplicantId, type Actor, type ApplicantActor } from '../domain/actor';
import { bankSessionExpiry, consentExpiresAt, consentExpiryDay, consentState, rawPurgeCutoff } from '../domain/bank-consent';
import { fetchFromDay, incomeHistoryFrom, incomeMonths, transactionsByMonth, verifiedIncomeOfConnections, yearMonthOf, type MonthIncomeSummary } from '../domain/bank-income';
import { connectionsReplacedBy } from '../domain/bank-replacement';
import { classifyTransactions, type BankTransactionInput, type OwnAccount, type TransactionCategory } from '../domain/bank-transactions';
import { failure, type Outcome } from '../domain/outcome';
import { amountToOre } from '../providers/open-banking/amount';
import type { OpenBankingClient } from '../providers/open-banking/client';
import { OpenBankingError } from '../providers/open-banking/errors';
import type { Account, Transaction } from '../providers/open-banking/types';
import { accountKey } from './account-key';
import { iconAddress } from './bank-icons';
import {
  deleteConnection,
  deleteLinkStatesBefore,
  deleteRevocation,
  expireConnections,
  failStaleFetching,
  findConnectionByCase,
  findLinkState,
  insertAccountsWithTransactions,
  insertConnectionOnce,
  insertLinkState,
  insertRevocation,
  isConsentHeld,
  listAccountKeys,
  listAccounts,
  listApplicantTransactions,
  listConnections,
  listMonthlyIncomes,
  listRevocations,
  listTransactions,
  lockApplicantBankData,
  purgeMonthlyIncomesBefore,
  purgeRawTransactions,
  recordRevocationFailure,
  updateClassification,
  updateConnection,
  upsertMonthlyIncomes,
  type FetchedAccount,
} from './bank.repository';

export const bankTexts = {
  notFound: 'Bankuppgifterna finns inte',
  providersFailed: 'Det gick inte att hämta bankerna just nu. Försök igen senare.',
  unknownBank: 'Banken finns inte',
} as const;

/** The daily job tries a consent's revocation at the aggregator at most this many times (a month of days), this many a run. */
export const REVOCATION_MAX_ATTEMPTS = 30;
const REVOCATIONS_PER_RUN = 200;
/** The aggregator's ids as we accept them from it (the callback's credentials_id, the user's id). */
const EXTERNAL_ID = /^[0-9a-zA-Z-]{1,64}$/;

/** A Link flow's state is accepted this long after getOpenBankingProvidersLink gave it. */
export const STATE_MINUTES = 30;
/** The return page inside the SPA (spec 000 §2: /openbankingreturn). */
export const RETURN_PAGE = '/mypages/app/openbankingreturn';

export type BankStatus = BankConnectionRow['status'];

export interface ProviderView {
  id: string;
  displayName: string;
  icon: string;
  group: string;
}

export interface ConnectionAccountView {
  dataId: number;
  bank: string;
  account: string;
  connected: string;
  lastFetch: string | null;
  consentExpires: string;
  consentDaysLeft: number;
  status: BankStatus;
}

export interface BankDataView {
  dataId: number;
  bankName: string;
  /** The aggregator's provider id: the bank a renewal connects again. */
  providerId: string;
  accounts: { name: string; accountNumber: string; type: string }[];
  connected: string;
  lastFetch: string | null;
  consentExpires: string;
  status: BankStatus;
}

export interface MonthIncomeSummaryView {
  salary: number;
  studentAid: number;
  pension: number;
  socialInsurance: number;
  otherIncome: number;
  total: number;
  verifiable: number;
}

export interface TransactionMonthView {
  year: number;
  month: number;
  monthIncomeSummary: MonthIncomeSummaryView;
  transactions: { amount: number; description: string; transactionAt: string; category: string; internalTransfer: boolean }[];
}

export interface BankObjectView {
  connections: ConnectionAccountView[];
  data: BankDataView[];
  transactions: TransactionMonthView[];
  verifiedMonthlyIncome: number | null;
}

export interface AgreementView {
  hasActiveOpenBankingAgreement: boolean;
  status: BankStatus | null;
  failureReason: string | null;
}

/** The query Tink Link sends the user back with (providers.md §4.2). */
export interface CallbackQuery {
  code?: unknown;
  state?: unknown;
  credentials_id?: unknown;
  error?: unknown;
}

/** A consent to revoke at the aggregator once the transaction that recorded it has committed. */
interface Revocation {
  credentialsId: string;
  userId: string;
}

export type CallbackOutcome = { status: 'success'; caseId: string } | { status: 'error'; caseId: string | null; error: string };

const kronor = (ore: number) => ore / 100;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
/** An error code as Tink sends them (USER_CANCELLED); anything else is not echoed. */
const errorCode = (v: unknown) => (/^[A-Z_]{1,40}$/.test(str(v)) ? str(v) : 'UNKNOWN_ERROR');
const PROVIDER_ID = /^[a-z0-9][a-z0-9-]{0,99}$/;
const digits = (s: string) => s.replace(/\D/g, '');
/** The account's number as the bank writes it (never stored; the classification compares it). */
const fullNumber = (a: Account) => a.identifiers.financialInstitution?.accountNumber ?? a.identifiers.iban?.bban ?? a.identifiers.iban?.iban ?? '';
const masked = (a: Account) => `•••• ${digits(fullNumber(a)).slice(-4)}`;

/** Where the callback sends the browser: the return page with status and case_id (and the error's code). */
export function returnPageAddress(o: CallbackOutcome): string {
  const q = new URLSearchParams({ status: o.status });
  if (o.caseId) q.set('case_id', o.caseId);
  if (o.status === 'error') q.set('error', o.error);
  return `${RETURN_PAGE}?${q}`;
}

export class BankService {
  constructor(
    private readonly db: Db,
    private readonly client: () => OpenBankingClient,
    /** Keys the linked accounts' numbers (server/bank/account-key.ts). */
    private readonly accountKeySecret: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private today(): string {
    return stockholmDay(this.now());
  }

  /** The enabled banks of the Swedish market. */
  async providers(actor: Actor): Promise<Outcome<{ providers: ProviderView[] }>> {
    ownApplicantId(actor);
    try {
      const token = await this.client().clientToken('providers:read');
      const providers = await this.client().providers(token.access_token);
      return {
        ok: true,
        // The icon through our own origin (bank-icons.ts): the pages may load images from 'self' only.
        providers: providers.filter((p) => p.status === 'ENABLED').map((p) => ({ id: p.name, displayName: p.displayName, icon: iconAddress(p.name), group: p.groupDisplayName })),
      };
    } catch (err) {
      if (err instanceof OpenBankingError) return failure(bankTexts.providersFailed);
      throw err;
    }
  }

  /** The Tink Link address with a fresh state bound to the actor's session; the first provider skips the bank picker. */
  async link(actor: Actor, providerIds?: readonly string[] | null): Promise<Outcome<{ link: string; caseId: string }>> {
    const applicantId = ownApplicantId(actor);
    const sessionId = (actor as ApplicantActor).sessionId;
    const ids = providerIds ?? [];
    if (ids.length > 20 || ids.some((id) => !PROVIDER_ID.test(id))) return failure(bankTexts.unknownBank, [{ code: 'providerIds', text: bankTexts.unknownBank }]);
    const state = randomBytes(32).toString('base64url');
    const caseId = randomUUID();
    await insertLinkState(this.db, { state, applicantId, sessionId, caseId, providerId: ids[0] ?? null, createdAt: this.now() });
    return { ok: true, link: this.client().linkUrl(state, ids[0]), caseId };
  }

  /**
   * Tink Link's return: the state must be one this applicant's session was given within STATE_MINUTES (otherwise
   * nothing is stored). A connection is created per case id once: a repeated callback answers with that connection's
   * outcome. A Link error ends the case FAILED with its code; otherwise the code is exchanged, the accounts and 12 months
   * of transactions are fetched, all the applicant's transactions are classified together, stored with the monthly
   * incomes, and the connection becomes ACTIVE — or FAILED with the error's code. In the same transaction the new
   * connection replaces every older one of the applicant holding one of the same accounts (server/domain/
   * bank-replacement.ts: connecting the same accounts again, or a renewal, never counts an income twice); their consents
   * are revoked at the aggregator after the commit, as on a delete.
   */
  async callback(actor: ApplicantActor | null, query: CallbackQuery): Promise<CallbackOutcome> {
    const row = str(query.state) ? await findLinkState(this.db, str(query.state)) : null;
    const fresh = row && row.createdAt.getTime() + STATE_MINUTES * 60_000 > this.now().getTime();
    if (!actor || !row || !fresh || row.applicantId !== actor.applicantId || row.sessionId !== actor.sessionId) {
      return { status: 'error', caseId: null, error: 'INVALID_STATE' };
    }
    const existing = await findConnectionByCase(this.db, row.caseId);
    if (existing) return outcomeOf(existing);
    const now = this.now();
    const base = { applicantId: row.applicantId, caseId: row.caseId, providerId: row.providerId ?? '', bankName: '', consentGivenAt: now };
    if (query.error !== undefined || !str(query.code)) {
      const failed = await insertConnectionOnce(this.db, { ...base, expiresAt: now, status: 'FAILED', failureReason: query.error !== undefined ? errorCode(query.error) : 'BAD_REQUEST' });
      return outcomeOf(failed ?? (await findConnectionByCase(this.db, row.caseId))!);
    }
    const connection = await insertConnectionOnce(this.db, {
      ...base,
      externalConsentId: EXTERNAL_ID.test(str(query.credentials_id)) ? str(query.credentials_id) : null,
      expiresAt: consentExpiresAt(consentExpiryDay(now)),
      status: 'FETCHING',
    });
    if (!connection) return outcomeOf((await findConnectionByCase(this.db, row.caseId))!);
    let revocations: Revocation[];
    try {
      revocations = await this.fetchAndStore(connection, str(query.code));
    } catch (err) {
      const reason = err instanceof OpenBankingError ? err.errorCode : 'INTERNAL_ERROR';
      await updateConnection(this.db, connection.connectionId, { status: 'FAILED', failureReason: reason });
      if (!(err instanceof OpenBankingError)) throw err;
      return { status: 'error', caseId: row.caseId, error: reason };
    }
    for (const r of revocations) await this.revoke(r);
    return { status: 'success', caseId: row.caseId };
  }

  /** Fetches and stores the connection's data (replacing older connections of the same accounts); the consents to revoke. */
  private async fetchAndStore(connection: BankConnectionRow, code: string): Promise<Revocation[]> {
    const client = this.client();
    const today = this.today();
    const token = await client.exchangeCode(code);
    const userId = await this.userIdOf(token.access_token);
    const accounts = await client.accounts(token.access_token);
    const bankExpiry = await this.bankExpiryOf(token.access_token, connection.externalConsentId, accounts);
    const fetched = await client.transactions(token.access_token, { bookedDateGte: fetchFromDay(today), bookedDateLte: today });
    const bank = await this.bankOf(accounts, connection.providerId);
    const known = new Set(accounts.map((a) => a.id));
    const booked = fetched.filter((t) => t.status === 'BOOKED' && known.has(t.accountId));
    const keys = accounts.map((a) => accountKey(this.accountKeySecret, a));

    return this.db.transaction(async (tx) => {
      await lockApplicantBankData(tx, connection.applicantId);
      const revocations: Revocation[] = [];
      for (const id of connectionsReplacedBy(connection.connectionId, keys, await listAccountKeys(tx, connection.applicantId))) {
        const removed = await this.removeConnection(tx, connection.applicantId, id);
        if (removed?.revoke) revocations.push(removed.revoke);
      }
      const stored = await listApplicantTransactions(tx, connection.applicantId);
      const storedAccounts = await listAccounts(tx, [...new Set(stored.map((t) => t.connectionId))]);
      // Every transaction of the applicant together: a transfer between two own accounts needs both sides, and the
      // sides may be at two banks. Stored accounts keep only their last digits, which name no account.
      const inputs: BankTransactionInput[] = [
        ...stored.map((t) => ({ transactionId: `s${t.bankTransactionId}`, accountId: `s${t.bankAccountId}`, amountOre: t.amountOre, description: t.description, bookedDate: t.bookedDate })),
        ...booked.map((t) => ({ transactionId: `n${t.id}`, accountId: `n${t.accountId}`, amountOre: amountToOre(t.amount), description: descriptionOf(t), bookedDate: t.dates.booked })),
      ];
      const own: OwnAccount[] = [
        ...storedAccounts.map((a: BankAccountRow) => ({ accountId: `s${a.bankAccountId}`, accountNumber: '' })),
        ...accounts.map((a) => ({ accountId: `n${a.id}`, accountNumber: fullNumber(a) })),
      ];
      const classes = classifyTransactions(inputs, own);
      for (const [i, t] of stored.entries()) {
        const c = classes[i]!;
        if (c.category !== t.category || c.internalTransfer !== t.internalTransfer) await updateClassification(tx, t.bankTransactionId, c);
      }
      const classOf = new Map(booked.map((t, i) => [t.id, classes[stored.length + i]!]));
      const data: FetchedAccount[] = accounts.map((a, i) => ({
        account: { externalAccountId: a.id, maskedAccountNumber: masked(a), name: a.name, type: a.type, customerSegment: a.customerSegment ?? null, accountKey: keys[i] ?? null },
        transactions: booked
          .filter((t) => t.accountId === a.id)
          .map((t) => ({ externalTransactionId: t.id, amountOre: amountToOre(t.amount), currency: t.amount.currencyCode, description: descriptionOf(t), bookedDate: t.dates.booked, ...classOf.get(t.id)! })),
      }));
      await insertAccountsWithTransactions(tx, connection, data);

      // Each connection's monthly incomes from its transactions as now classified.
      const byConnection = new Map<number, { amountOre: number; bookedDate: string; category: TransactionCategory; internalTransfer: boolean }[]>();
      const add = (id: number, t: { amountOre: number; bookedDate: string; category: TransactionCategory; internalTransfer: boolean }) => byConnection.set(id, [...(byConnection.get(id) ?? []), t]);
      stored.forEach((t, i) => add(t.connectionId, { amountOre: t.amountOre, bookedDate: t.bookedDate, ...classes[i]! }));
      for (const t of booked) add(connection.connectionId, { amountOre: amountToOre(t.amount), bookedDate: t.dates.booked, ...classOf.get(t.id)! });
      const now = this.now();
      for (const [connectionId, ts] of byConnection) {
        await upsertMonthlyIncomes(tx, { connectionId, applicantId: connection.applicantId }, transactionsByMonth(ts).map((m) => m.monthIncomeSummary), now);
      }
      await updateConnection(tx, connection.connectionId, {
        status: 'ACTIVE',
        lastFetchedAt: now,
        bankName: bank.name,
        providerId: bank.providerId,
        failureReason: null,
        externalUserId: userId,
        // Three months, or the bank's own expiry if that comes first.
        expiresAt: consentExpiresAt(consentExpiryDay(connection.consentGivenAt, bankExpiry)),
      });
      return revocations;
    });
  }

  /**
   * The aggregator's id of the user behind the token, which revoking the consent later needs. Its failing does not
   * fail a fetch that succeeded: the consent then cannot be revoked by us (it ends at its expiry at the aggregator).
   */
  private async userIdOf(accessToken: string): Promise<string | null> {
    try {
      const { id } = await this.client().user(accessToken);
      return EXTERNAL_ID.test(id) ? id : null;
    } catch (err) {
      if (err instanceof OpenBankingError) return null;
      throw err;
    }
  }

  /**
   * When the consent ends at the bank (the aggregator's provider-consents, sessionExpiryDate). Its failing (a client
   * whose token lacks provider-consents:read, or an error) does not fail a fetch that succeeded: our three months stand.
   */
  private async bankExpiryOf(accessToken: string, credentialsId: string | null, accounts: readonly Account[]): Promise<Date | null> {
    try {
      const consents = await this.client().providerConsents(accessToken);
      return bankSessionExpiry(consents, credentialsId, accounts.map((a) => a.id));
    } catch (err) {
      if (err instanceof OpenBankingError) return null;
      throw err;
    }
  }

  /**
   * The bank's name and provider id, from the provider whose institution holds the accounts. The provider list failing
   * does not fail a fetch that succeeded: the chosen provider's id stands in for the name.
   */
  private async bankOf(accounts: readonly Account[], chosen: string): Promise<{ name: string; providerId: string }> {
    const institution = accounts[0]?.financialInstitutionId;
    const providers = await this.client()
      .clientToken('providers:read')
      .then((token) => this.client().providers(token.access_token))
      .catch((err: unknown) => {
        if (err instanceof OpenBankingError) return [];
        throw err;
      });
    const p = providers.find((x) => x.name === chosen && (!institution || x.financialInstitutionId === institution)) ?? providers.find((x) => x.financialInstitutionId === institution);
    return { name: p?.financialInstitutionName ?? p?.displayName ?? chosen, providerId: p?.name ?? chosen };
  }

  /** The applicant's connections (a failed attempt holds no data and is left out), accounts and transactions by month. */
  async objectOutput(actor: Actor, applicantId?: number): Promise<BankObjectView> {
    const id = applicantIdFor(actor, applicantId);
    const today = this.today();
    const connections = (await listConnections(this.db, id)).filter((c) => c.status !== 'FAILED');
    const accounts = await listAccounts(this.db, connections.map((c) => c.connectionId));
    const statusOf = (c: BankConnectionRow): BankStatus => (c.status === 'ACTIVE' && consentState(c.expiresAt, today).expired ? 'EXPIRED' : c.status);
    const head = (c: BankConnectionRow) => {
      const consent = consentState(c.expiresAt, today);
      return { connected: c.consentGivenAt.toISOString(), lastFetch: c.lastFetchedAt?.toISOString() ?? null, consentExpires: consent.expiryDay, status: statusOf(c), consentDaysLeft: consent.daysLeft };
    };
    const bankName = (c: BankConnectionRow) => c.bankName || c.providerId;
    const accountsOf = (c: BankConnectionRow) => accounts.filter((a) => a.connectionId === c.connectionId);

    // The months with their incomes: from the transactions, and after those are purged from the stored monthly incomes.
    const from = incomeHistoryFrom(today);
    const rows = await listTransactions(this.db, id, from, yearMonthOf(today));
    const stored = await listMonthlyIncomes(this.db, id, connections.map((c) => c.connectionId));
    const months = incomeMonths(rows, stored, from).map((m) => ({
      year: m.year,
      month: m.month,
      monthIncomeSummary: summaryView(m.monthIncomeSummary),
      transactions: m.transactions.map((t) => ({ amount: kronor(t.amountOre), description: t.description, transactionAt: t.bookedDate, category: t.category, internalTransfer: t.internalTransfer })),
    }));

    const valid = connections.filter((c) => statusOf(c) === 'ACTIVE');
    let verified: number | null = null;
    if (valid.length) {
      const validIds = new Set(valid.map((c) => c.connectionId));
      const summaries = stored.filter((s) => validIds.has(s.connectionId));
      const income = verifiedIncomeOfConnections(valid.map((c) => c.lastFetchedAt ?? c.consentGivenAt), summaries, today);
      verified = income ? kronor(income.monthlyOre) : null;
    }

    return {
      connections: connections.flatMap((c) => {
        const { consentDaysLeft, ...rest } = head(c);
        return accountsOf(c).map((a) => ({ dataId: c.connectionId, bank: bankName(c), account: `${a.name} ${a.maskedAccountNumber}`, ...rest, consentDaysLeft }));
      }),
      data: connections.map((c) => {
        const { consentDaysLeft: _d, ...rest } = head(c);
        return { dataId: c.connectionId, bankName: bankName(c), providerId: c.providerId, accounts: accountsOf(c).map((a) => ({ name: a.name, accountNumber: a.maskedAccountNumber, type: a.type })), ...rest };
      }),
      transactions: months,
      verifiedMonthlyIncome: verified,
    };
  }

  /** The return page's poll: the case's connection, if it is the applicant's own. */
  async agreement(actor: Actor, caseId: string): Promise<AgreementView> {
    const id = ownApplicantId(actor);
    const c = caseId ? await findConnectionByCase(this.db, caseId) : null;
    if (!c || c.applicantId !== id) return { hasActiveOpenBankingAgreement: false, status: null, failureReason: null };
    const expired = consentState(c.expiresAt, this.today()).expired;
    const status: BankStatus = c.status === 'ACTIVE' && expired ? 'EXPIRED' : c.status;
    return { hasActiveOpenBankingAgreement: status === 'ACTIVE', status, failureReason: c.failureReason };
  }

  /**
   * Deletes the connection with its accounts, transactions and monthly incomes at once, whatever the aggregator says
   * (the applicant asked for deletion), and in the same transaction records its consent to revoke at the aggregator
   * (unless another connection still holds the same consent: a renewal that kept the aggregator's credentials).
   * After the commit the revocation is tried at once; if it fails, the daily job tries again. The delete succeeds
   * either way. A second delete finds nothing ("not found") and revokes nothing twice.
   */
  async delete(actor: Actor, dataId: number, applicantId?: number): Promise<Outcome> {
    const id = applicantIdFor(actor, applicantId);
    const deleted = await this.db.transaction((tx) => this.removeConnection(tx, id, dataId));
    if (!deleted) return failure(bankTexts.notFound);
    if (deleted.revoke) await this.revoke(deleted.revoke);
    return { ok: true };
  }

  /**
   * Deletes the applicant's connection with all its data inside the caller's transaction and records its consent to
   * revoke (unless another connection still holds it); null when it is not theirs or gone.
   */
  private async removeConnection(tx: DbOrTx, applicantId: number, connectionId: number): Promise<{ revoke: Revocation | null } | null> {
    const row = await deleteConnection(tx, applicantId, connectionId);
    if (!row) return null;
    const revoke = row.externalConsentId && row.externalUserId && !(await isConsentHeld(tx, row.externalConsentId)) ? { credentialsId: row.externalConsentId, userId: row.externalUserId } : null;
    if (revoke) await insertRevocation(tx, revoke.credentialsId, revoke.userId, this.now());
    return { revoke };
  }

  /**
   * One revocation at the aggregator: confirmed (or already gone there) removes its row; a failure is counted with its
   * error code for the next daily run. Never throws for the aggregator's failures. True when done.
   */
  private async revoke(r: { credentialsId: string; userId: string }): Promise<boolean> {
    try {
      await this.client().revokeCredentials(r.userId, r.credentialsId);
      await deleteRevocation(this.db, r.credentialsId);
      return true;
    } catch (err) {
      if (!(err instanceof OpenBankingError)) throw err;
      await recordRevocationFailure(this.db, r.credentialsId, err.errorCode, this.now());
      return false;
    }
  }

  /** The consents whose revocation failed before, tried again (oldest first, each at most REVOCATION_MAX_ATTEMPTS times). */
  private async retryRevocations(): Promise<{ revoked: number; failed: number }> {
    let revoked = 0;
    let failed = 0;
    for (const r of await listRevocations(this.db, REVOCATION_MAX_ATTEMPTS, REVOCATIONS_PER_RUN)) {
      if (await this.revoke(r)) revoked++;
      else failed++;
    }
    return { revoked, failed };
  }

  /**
   * The daily job: a fetch still FETCHING after an hour (cut off by a restart) becomes FAILED (INTERRUPTED),
   * connections whose consent ended become EXPIRED, raw transactions 30 days past the expiry are purged (the monthly
   * incomes stay, shown by month), monthly incomes of months the page no longer shows (INCOME_HISTORY_MONTHS back) are
   * purged, Link states older than a day are deleted; then, outside that transaction (calls to the
   * aggregator), consents of deleted connections whose revocation failed are revoked again. Idempotent.
   */
  async dailyPurge(): Promise<string> {
    const now = this.now();
    const purge = await this.db.transaction(async (tx) => {
      const interrupted = await failStaleFetching(tx, new Date(now.getTime() - 3_600_000));
      const expired = await expireConnections(tx, now);
      const purged = await purgeRawTransactions(tx, rawPurgeCutoff(stockholmDay(now)));
      const incomes = await purgeMonthlyIncomesBefore(tx, incomeHistoryFrom(stockholmDay(now)));
      const states = await deleteLinkStatesBefore(tx, new Date(now.getTime() - 24 * 3_600_000));
      return `failed ${interrupted} interrupted fetches, expired ${expired} connections, purged ${purged} raw transactions and ${incomes} old monthly incomes, removed ${states} link states`;
    });
    const { revoked, failed } = await this.retryRevocations();
    return revoked + failed ? `${purge}, revoked ${revoked} consents at the aggregator (${failed} still failing)` : purge;
  }
}

const descriptionOf = (t: Transaction) => t.descriptions.original || t.descriptions.display;

function outcomeOf(c: BankConnectionRow): CallbackOutcome {
  if (c.status === 'FAILED') return { status: 'error', caseId: c.caseId, error: c.failureReason ?? 'UNKNOWN_ERROR' };
  return { status: 'success', caseId: c.caseId! };
}

function summaryView(s: MonthIncomeSummary): MonthIncomeSummaryView {
  return {
    salary: kronor(s.byCategory.SALARY),
    studentAid: kronor(s.byCategory.STUDENT_AID),
    pension: kronor(s.byCategory.PENSION),
    socialInsurance: kronor(s.byCategory.SOCIAL_INSURANCE),
    otherIncome: kronor(s.byCategory.OTHER_INCOME),
    total: kronor(s.totalOre),
    verifiable: kronor(s.verifiableOre),
  };
}
