// The bank area's SQL on a fresh migrated database: a connection saved with its accounts and transactions all or
// nothing, the transactions by month, the monthly incomes upserted, a delete taking every row of the connection with
// it (and nothing of another's), and the purge of raw transactions keeping the connection and its monthly incomes.
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { applicants, bankAccounts, bankMonthlyIncomes, bankTransactions } from '../db/schema';
import { APPLICANT_STATUSES } from '../domain/applicant-status';
import { consentExpiresAt, consentExpiryDay, rawPurgeCutoff } from '../domain/bank-consent';
import { summaryOf } from '../domain/bank-income';
import {
  deleteConnection,
  insertConnectionWithData,
  listAccounts,
  listConnections,
  listMonthlyIncomes,
  listTransactions,
  purgeRawTransactions,
  updateConnection,
  upsertMonthlyIncomes,
  type FetchedAccount,
  type NewBankTransaction,
} from './bank.repository';

let database: Database;
const db = () => database.db;

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: '', pgliteDir: 'memory://' });
  await database.migrate();
});
afterAll(() => database.close());

async function newApplicant(): Promise<number> {
  const [row] = await db()
    .insert(applicants)
    .values({ firstName: 'Anna', lastName: 'Bank', applicantStatusId: APPLICANT_STATUSES.QUEUE.applicantStatusId })
    .returning({ id: applicants.applicantId });
  return row!.id;
}

let n = 0;
const tx = (bookedDate: string, amountOre: number, description: string, category: NewBankTransaction['category'] = 'OTHER_EXPENSE'): NewBankTransaction => ({
  externalTransactionId: `x${++n}`,
  amountOre,
  description,
  bookedDate,
  category,
  internalTransfer: category === 'INTERNAL_TRANSFER',
});
const account = (externalAccountId: string, transactions: NewBankTransaction[]): FetchedAccount => ({
  account: { externalAccountId, maskedAccountNumber: '•••• 7891', name: 'Lönekonto', type: 'CHECKING' },
  transactions,
});

async function connect(applicantId: number, consentGivenAt: Date, accounts: FetchedAccount[]) {
  return insertConnectionWithData(
    db(),
    { applicantId, providerId: 'se-nordea-ob', bankName: 'Nordea', consentGivenAt, expiresAt: consentExpiresAt(consentExpiryDay(consentGivenAt)), status: 'ACTIVE' },
    accounts,
  );
}

const countOf = async (table: typeof bankTransactions | typeof bankAccounts | typeof bankMonthlyIncomes) => (await db().select().from(table)).length;

describe('a connection with its accounts and transactions', () => {
  it('is saved in one go and read back by month, newest first', async () => {
    const anna = await newApplicant();
    const c = await connect(anna, new Date('2026-11-20T09:00:00Z'), [
      account('lone', [tx('2026-10-25', 3_250_000, 'LÖN ACME AB', 'SALARY'), tx('2026-11-01', -845_000, 'HYRA', 'RENT'), tx('2026-09-30', -12_900, 'ICA NÄRA', 'GROCERIES')]),
      account('spar', [tx('2026-10-31', 100_000, 'Överföring egen', 'INTERNAL_TRANSFER'), tx('2026-11-30', 1, 'Ränta', 'OTHER_INCOME')]),
    ]);
    expect((await listConnections(db(), anna)).map((r) => [r.connectionId, r.bankName, r.status])).toEqual([[c.connectionId, 'Nordea', 'ACTIVE']]);
    expect((await listAccounts(db(), [c.connectionId])).map((a) => a.externalAccountId)).toEqual(['lone', 'spar']);

    const octNov = await listTransactions(db(), anna, { year: 2026, month: 10 }, { year: 2026, month: 11 });
    expect(octNov.map((t) => [t.bookedDate, t.amountOre, t.category, t.internalTransfer])).toEqual([
      ['2026-11-30', 1, 'OTHER_INCOME', false],
      ['2026-11-01', -845_000, 'RENT', false],
      ['2026-10-31', 100_000, 'INTERNAL_TRANSFER', true],
      ['2026-10-25', 3_250_000, 'SALARY', false],
    ]);
    expect(octNov.every((t) => t.applicantId === anna && t.currency === 'SEK')).toBe(true);
    expect((await listTransactions(db(), anna, { year: 2026, month: 9 }, { year: 2026, month: 9 })).map((t) => t.bookedDate)).toEqual(['2026-09-30']);
    expect(await listTransactions(db(), anna, { year: 2026, month: 12 }, { year: 2027, month: 1 })).toEqual([]);
  });

  it('is all or nothing: a failing transaction leaves no connection and no account', async () => {
    const anna = await newApplicant();
    const [before, accountsBefore] = [await countOf(bankTransactions), await countOf(bankAccounts)];
    const duplicate = tx('2026-10-25', 1, 'a');
    await expect(connect(anna, new Date('2026-11-20T09:00:00Z'), [account('lone', [duplicate, { ...duplicate }])])).rejects.toThrow();
    expect(await listConnections(db(), anna)).toEqual([]);
    expect([await countOf(bankTransactions), await countOf(bankAccounts)]).toEqual([before, accountsBefore]);
  });

  it('takes more transactions than one statement holds', async () => {
    const anna = await newApplicant();
    const many = Array.from({ length: 2_500 }, (_, i) => tx(`2026-${String((i % 12) + 1).padStart(2, '0')}-15`, -100 - i, `Kortköp ${i}`));
    await connect(anna, new Date('2026-11-20T09:00:00Z'), [account('lone', many)]);
    expect(await listTransactions(db(), anna, { year: 2026, month: 1 }, { year: 2026, month: 12 })).toHaveLength(2_500);
  });
});

describe('monthly incomes', () => {
  it('are upserted per connection and month and read back as summaries', async () => {
    const anna = await newApplicant();
    const c = await connect(anna, new Date('2026-11-20T09:00:00Z'), [account('lone', [])]);
    await upsertMonthlyIncomes(db(), c, [summaryOf({ year: 2026, month: 10 }, { SALARY: 3_000_000 }), summaryOf({ year: 2026, month: 9 }, { SALARY: 2_900_000 })], new Date('2026-11-20T09:01:00Z'));
    await upsertMonthlyIncomes(db(), c, [summaryOf({ year: 2026, month: 10 }, { SALARY: 3_100_000, OTHER_INCOME: 5_000 })], new Date('2026-11-21T09:01:00Z'));
    const months = await listMonthlyIncomes(db(), anna);
    expect(months).toEqual([
      { connectionId: c.connectionId, ...summaryOf({ year: 2026, month: 10 }, { SALARY: 3_100_000, OTHER_INCOME: 5_000 }) },
      { connectionId: c.connectionId, ...summaryOf({ year: 2026, month: 9 }, { SALARY: 2_900_000 }) },
    ]);
    expect(await listMonthlyIncomes(db(), anna, [])).toEqual([]);
    expect(await listMonthlyIncomes(db(), anna, [c.connectionId + 1000])).toEqual([]);
  });
});

describe('deleteOpenBankingData', () => {
  it('removes the connection with its accounts, transactions and monthly incomes at once, and nothing of another applicant', async () => {
    const anna = await newApplicant();
    const erik = await newApplicant();
    const mine = await connect(anna, new Date('2026-11-20T09:00:00Z'), [account('lone', [tx('2026-10-25', 3_000_000, 'LÖN', 'SALARY')])]);
    const his = await connect(erik, new Date('2026-11-20T09:00:00Z'), [account('lone', [tx('2026-10-25', 2_000_000, 'LÖN', 'SALARY')])]);
    await upsertMonthlyIncomes(db(), mine, [summaryOf({ year: 2026, month: 10 }, { SALARY: 3_000_000 })], new Date());
    await upsertMonthlyIncomes(db(), his, [summaryOf({ year: 2026, month: 10 }, { SALARY: 2_000_000 })], new Date());

    expect(await deleteConnection(db(), erik, mine.connectionId)).toBeNull();
    expect(await deleteConnection(db(), anna, mine.connectionId)).toEqual({ externalConsentId: mine.externalConsentId, externalUserId: mine.externalUserId });
    expect(await deleteConnection(db(), anna, mine.connectionId)).toBeNull();

    expect(await listConnections(db(), anna)).toEqual([]);
    expect(await listAccounts(db(), [mine.connectionId])).toEqual([]);
    expect(await db().select().from(bankTransactions).where(eq(bankTransactions.applicantId, anna))).toEqual([]);
    expect(await listMonthlyIncomes(db(), anna)).toEqual([]);
    expect(await listTransactions(db(), erik, { year: 2026, month: 10 }, { year: 2026, month: 10 })).toHaveLength(1);
    expect(await listMonthlyIncomes(db(), erik)).toHaveLength(1);
  });
});

describe('the purge of raw transactions', () => {
  it('deletes the transactions of consents expired 30 days ago, keeps the connection, its accounts and monthly incomes, and is idempotent', async () => {
    const anna = await newApplicant();
    // given 2026-08-20: expires 2026-11-20, purged from 2026-12-20
    const old = await connect(anna, new Date('2026-08-20T09:00:00Z'), [account('lone', [tx('2026-07-25', 3_000_000, 'LÖN', 'SALARY'), tx('2026-08-01', -1, 'ICA')])]);
    const fresh = await connect(anna, new Date('2026-11-20T09:00:00Z'), [account('lone', [tx('2026-10-25', 3_000_000, 'LÖN', 'SALARY')])]);
    await upsertMonthlyIncomes(db(), old, [summaryOf({ year: 2026, month: 7 }, { SALARY: 3_000_000 })], new Date());
    await updateConnection(db(), old.connectionId, { status: 'EXPIRED' });
    const all = { year: 2026, month: 1 };
    const annaTransactions = async () => (await listTransactions(db(), anna, all, { year: 2026, month: 12 })).map((t) => t.bookedDate);

    await purgeRawTransactions(db(), rawPurgeCutoff('2026-12-19'));
    expect(await annaTransactions()).toEqual(['2026-10-25', '2026-08-01', '2026-07-25']);

    expect(await purgeRawTransactions(db(), rawPurgeCutoff('2026-12-20'))).toBe(2);
    expect(await annaTransactions()).toEqual(['2026-10-25']);
    expect(await purgeRawTransactions(db(), rawPurgeCutoff('2026-12-20'))).toBe(0);

    expect((await listConnections(db(), anna)).map((c) => [c.connectionId, c.status])).toEqual([
      [fresh.connectionId, 'ACTIVE'],
      [old.connectionId, 'EXPIRED'],
    ]);
    expect(await listAccounts(db(), [old.connectionId])).toHaveLength(1);
    expect(await listMonthlyIncomes(db(), anna, [old.connectionId])).toEqual([{ connectionId: old.connectionId, ...summaryOf({ year: 2026, month: 7 }, { SALARY: 3_000_000 }) }]);
  });
});
