// The bank connection through the real app over HTTP with the open-banking and BankID sandboxes: the link with a state
// bound to the session, Tink Link walked as the applicant, the callback storing the connection (ACTIVE, or FAILED with
// Link's reason), refused with a wrong state, storing once when called twice; the connections, accounts and incomes by
// month; every operation for a visitor, the owner, another applicant and a co-applicant; delete; the daily purge.
import { eq, sql } from 'drizzle-orm';
import { bankAccounts, bankConnections, bankConsentRevocations, bankLinkStates, bankMonthlyIncomes, bankTransactions } from '../db/schema';
import { scenarios } from '../db/seed/scenarios';
import { portalJobs } from '../jobs/jobs';
import { BankIdSandboxDriver } from '../providers/bankid/sandbox';
import { DEFAULT_SWITCHES } from '../providers/open-banking/sandbox';
import { accountIdsIn, autoStartTokenIn, LinkBrowser } from '../providers/open-banking/testing';
import { approveInApp } from '../test/bankid-app';
import { useTestServer, type TestClient } from '../test/harness';
import { consentExpiresAt, consentExpiryDay } from '../domain/bank-consent';
import { summaryOf } from '../domain/bank-income';
import { insertConnectionWithData, upsertMonthlyIncomes } from './bank.repository';
import { bankTexts, RETURN_PAGE } from './bank.service';
import { readBankFacts } from './bank-standing';
import { stockholmDay } from '../../src/rules/calendar';

const ENVELOPE = 'error errorText validationErrors { code text }';
const PROVIDERS = `{ getOpenBankingProviders { ${ENVELOPE} providers { id displayName icon group } } }`;
const LINK = `query($ids: [String!]) { getOpenBankingProvidersLink(providerIds: $ids) { ${ENVELOPE} link caseId } }`;
const OUTPUT = `{ getOpenBankingObjectOutput { ${ENVELOPE}
  connections { dataId bank account connected lastFetch consentExpires consentDaysLeft status }
  data { dataId bankName accounts { name accountNumber type } connected lastFetch consentExpires status }
  transactions { year month monthIncomeSummary { salary studentAid pension socialInsurance otherIncome total verifiable } transactions { amount description transactionAt category internalTransfer } }
  verifiedMonthlyIncome } }`;
const CHECK = `query($caseId: String!) { checkOpenBankingActiveAgreementOutputType(caseId: $caseId) { ${ENVELOPE} hasActiveOpenBankingAgreement status failureReason } }`;
const DELETE = `mutation($dataId: Int!) { deleteOpenBankingData(dataId: $dataId) { ${ENVELOPE} } }`;

const server = useTestServer();
const db = () => server.services.database.db;
const browser = () => new LinkBrowser(server.baseUrl);
const { payingApplicant: anna, mainApplicant: erik, coApplicant: maria } = scenarios;

afterEach(async () => {
  await browser().switches(DEFAULT_SWITCHES);
});

/** The applicant asks for a link to the bank, walks Tink Link (BankID in the sandbox) and comes back to the callback. */
async function linkThrough(client: TestClient, pnr: string, bank = 'se-handelsbanken-ob'): Promise<{ caseId: string; callback: string }> {
  const { link, caseId } = await client.data(LINK, { ids: [bank] });
  const url = new URL(link);
  expect(url.searchParams.get('input_provider')).toBe(bank);
  expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const b = browser();
  const start = await b.get(link);
  expect(start.status).toBe(303);
  const session = start.location;
  const waiting = await b.get(session);
  expect(waiting.text).toContain('Identifiera dig hos');
  await approveInApp(new BankIdSandboxDriver(`${server.baseUrl}/sandbox/bankid`), server.clock, autoStartTokenIn(waiting.text), pnr);
  const ids = accountIdsIn((await b.get(session)).text);
  expect((await b.post(`${session}/accounts`, { accountId: ids })).status).toBe(303);
  const done = await b.post(`${session}/consent`, {});
  expect(done.status).toBe(302);
  const back = new URL(done.location);
  expect(back.pathname).toBe('/mypages/api/open-banking/callback');
  return { caseId, callback: `${back.pathname}${back.search}` };
}

/** The callback as the browser follows it: the return page's address with its query. */
async function callback(client: TestClient, path: string): Promise<Record<string, string>> {
  const res = await client.get(path);
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!, server.baseUrl);
  expect(location.pathname).toBe(RETURN_PAGE);
  return Object.fromEntries(location.searchParams);
}

async function connect(client: TestClient, pnr: string, bank?: string): Promise<string> {
  const { caseId, callback: path } = await linkThrough(client, pnr, bank);
  expect(await callback(client, path)).toEqual({ status: 'success', case_id: caseId });
  return caseId;
}

const connectionOf = async (caseId: string) => (await db().select().from(bankConnections).where(eq(bankConnections.caseId, caseId)))[0]!;

const count = async (table: typeof bankConnections | typeof bankTransactions | typeof bankAccounts | typeof bankMonthlyIncomes | typeof bankLinkStates, where?: ReturnType<typeof eq>) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(table).where(where))[0]!.n;

async function deleteAll(client: TestClient) {
  for (const d of (await client.data(OUTPUT)).data) expect((await client.data(DELETE, { dataId: d.dataId })).error).toBe(false);
}

describe('a visitor', () => {
  it('is asked to log in by every operation, and the callback without a session stores nothing', async () => {
    const visitor = server.client();
    for (const [query, variables] of [[PROVIDERS], [LINK, { ids: ['se-nordea-ob'] }], [OUTPUT], [CHECK, { caseId: 'x' }], [DELETE, { dataId: 1 }]] as const) {
      const res = await visitor.graphql(query, variables);
      expect(res.json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const before = await count(bankConnections);
    expect(await callback(visitor, '/mypages/api/open-banking/callback?code=abc&state=def')).toEqual({ status: 'error', error: 'INVALID_STATE' });
    expect(await count(bankConnections)).toBe(before);
  });
});

describe('Anna connects her bank', () => {
  it('lists the Swedish banks with icon and group', async () => {
    const a = await server.loggedIn(anna);
    const res = await a.data(PROVIDERS);
    expect(res.error).toBe(false);
    expect(res.providers).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'se-handelsbanken-ob', displayName: expect.stringContaining('Handelsbanken'), group: expect.any(String) })]));
    expect(res.providers.every((p: { id: string; icon: string }) => p.icon === `/mypages/api/open-banking/icons/${p.id}`)).toBe(true);
  });

  it('serves each bank’s icon from our own origin (the pages allow images from there only), as an image that runs nothing', async () => {
    const a = await server.loggedIn(anna);
    const { providers } = await a.data(PROVIDERS);
    for (const { icon } of providers as { icon: string }[]) {
      expect(icon.startsWith('/')).toBe(true);
      const res = await server.client().get(icon);
      expect(res.status, icon).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      expect(res.text).toMatch(/^<svg /);
    }
    for (const unknown of ['se-no-such-bank', 'SE-NORDEA-OB', '..%2F..%2Fconfig', '%20']) {
      expect((await server.client().get(`/mypages/api/open-banking/icons/${unknown}`)).status, unknown).toBe(404);
    }
  });

  it('stores her connection ACTIVE from the callback, with her accounts, months and salary (her own transfers not counted), once when called twice', async () => {
    const a = await server.loggedIn(anna);
    const { caseId, callback: path } = await linkThrough(a, anna.personalIdentityNumber);
    expect(await a.data(CHECK, { caseId })).toMatchObject({ error: false, hasActiveOpenBankingAgreement: false, status: null });

    expect(await callback(a, path)).toEqual({ status: 'success', case_id: caseId });
    expect(await a.data(CHECK, { caseId })).toMatchObject({ error: false, hasActiveOpenBankingAgreement: true, status: 'ACTIVE', failureReason: null });

    const out = await a.data(OUTPUT);
    expect(out.error).toBe(false);
    expect(out.data).toHaveLength(1);
    const [conn] = out.data;
    expect(conn).toMatchObject({ bankName: expect.stringContaining('Handelsbanken'), status: 'ACTIVE', consentExpires: '2027-02-22' });
    expect(conn.accounts).toEqual([
      { name: 'Lönekonto', accountNumber: '•••• 4567', type: 'CHECKING' },
      { name: 'Sparkonto', accountNumber: '•••• 4321', type: 'SAVINGS' },
    ]);
    expect(out.connections.map((c: { account: string }) => c.account)).toEqual(['Lönekonto •••• 4567', 'Sparkonto •••• 4321']);
    expect(out.connections[0]).toMatchObject({ dataId: conn.dataId, consentDaysLeft: 92, status: 'ACTIVE', lastFetch: expect.any(String) });

    const october = out.transactions.find((m: { year: number; month: number }) => m.year === 2026 && m.month === 10);
    expect(october.monthIncomeSummary).toEqual({ salary: 25_000, studentAid: 0, pension: 0, socialInsurance: 0, otherIncome: 0, total: 25_000, verifiable: 25_000 });
    const transfers = october.transactions.filter((t: { internalTransfer: boolean }) => t.internalTransfer);
    expect(transfers.map((t: { amount: number }) => t.amount).sort()).toEqual([-2000, 2000]);
    expect(transfers.every((t: { category: string }) => t.category === 'INTERNAL_TRANSFER')).toBe(true);
    expect(october.transactions).toContainEqual(expect.objectContaining({ amount: 25_000, category: 'SALARY', internalTransfer: false, transactionAt: '2026-10-25' }));
    expect(out.transactions.length).toBeGreaterThanOrEqual(12);
    expect(out.verifiedMonthlyIncome).toBe(25_000);

    const { applicantId } = await connectionOf(caseId);
    const stored = await count(bankTransactions, eq(bankTransactions.applicantId, applicantId));
    expect(stored).toBeGreaterThan(100);
    expect(await callback(a, path)).toEqual({ status: 'success', case_id: caseId });
    expect(await count(bankConnections, eq(bankConnections.caseId, caseId))).toBe(1);
    expect(await count(bankTransactions, eq(bankTransactions.applicantId, applicantId))).toBe(stored);

    const logs = server.logs.join('\n');
    for (const secret of [anna.personalIdentityNumber, '1234567', '7654321', new URL(path, server.baseUrl).searchParams.get('code')!]) expect(logs).not.toContain(secret);
    await deleteAll(a);
  });

  it('takes the bank’s own consent expiry (the aggregator’s provider consents) when it comes before our three months', async () => {
    const a = await server.loggedIn(anna);
    await browser().switches({ consentDays: 30 });
    const caseId = await connect(a, anna.personalIdentityNumber);
    const out = await a.data(OUTPUT);
    expect(out.data).toEqual([expect.objectContaining({ consentExpires: '2026-12-22', status: 'ACTIVE' })]);
    expect(out.connections[0]).toMatchObject({ consentDaysLeft: 30 });
    expect(await a.data(CHECK, { caseId })).toMatchObject({ hasActiveOpenBankingAgreement: true });
    // From the bank's expiry day it no longer counts.
    server.clock.now = new Date('2026-12-22T10:00:00Z');
    const later = await server.loggedIn(anna);
    expect(await later.data(CHECK, { caseId })).toMatchObject({ hasActiveOpenBankingAgreement: false, status: 'EXPIRED' });
    await deleteAll(later);
  });

  it('refuses a wrong state, and a state of another session, storing nothing', async () => {
    const a = await server.loggedIn(anna);
    const { callback: path } = await linkThrough(a, anna.personalIdentityNumber, 'se-nordea-ob');
    const before = await count(bankConnections);
    const wrong = new URL(path, server.baseUrl);
    wrong.searchParams.set('state', 'A'.repeat(43));
    expect(await callback(a, `${wrong.pathname}${wrong.search}`)).toEqual({ status: 'error', error: 'INVALID_STATE' });
    // The same callback in another session of Anna's, and in Erik's.
    expect(await callback(await server.loggedIn(anna), path)).toEqual({ status: 'error', error: 'INVALID_STATE' });
    expect(await callback(await server.loggedIn(erik), path)).toEqual({ status: 'error', error: 'INVALID_STATE' });
    expect(await count(bankConnections)).toBe(before);
    // Too late: the state is good for 30 minutes.
    server.clock.now = new Date(server.clock.now.getTime() + 31 * 60_000);
    expect(await callback(a, path)).toEqual({ status: 'error', error: 'INVALID_STATE' });
    expect(await count(bankConnections)).toBe(before);
  });

  it('ends FAILED with USER_CANCELLED when she cancels at the bank, and lists nothing of it', async () => {
    const a = await server.loggedIn(anna);
    const { link, caseId } = await a.data(LINK, { ids: [] });
    expect(new URL(link).searchParams.has('input_provider')).toBe(false);
    const b = browser();
    const session = (await b.get(link)).location;
    const back = new URL((await b.post(`${session}/cancel`, {})).location);
    expect(await callback(a, `${back.pathname}${back.search}`)).toEqual({ status: 'error', case_id: caseId, error: 'USER_CANCELLED' });
    expect(await a.data(CHECK, { caseId })).toMatchObject({ hasActiveOpenBankingAgreement: false, status: 'FAILED', failureReason: 'USER_CANCELLED' });
    expect((await a.data(OUTPUT)).data).toEqual([]);
  });

  it('ends FAILED with the error when the bank answers with errors', async () => {
    const a = await server.loggedIn(anna);
    const { caseId, callback: path } = await linkThrough(a, anna.personalIdentityNumber, 'se-seb-ob');
    await browser().switches({ failNextDataCalls: 3, failStatus: 400 });
    const back = await callback(a, path);
    expect(back).toMatchObject({ status: 'error', case_id: caseId });
    expect(await a.data(CHECK, { caseId })).toMatchObject({ hasActiveOpenBankingAgreement: false, status: 'FAILED', failureReason: back.error });
    expect(await count(bankAccounts, eq(bankAccounts.connectionId, (await connectionOf(caseId)).connectionId))).toBe(0);
    expect((await a.data(OUTPUT)).data).toEqual([]);
  });
});

describe('classifying all of an applicant’s transactions together', () => {
  it('pairs a new bank’s debit with an already stored credit at another bank as an own transfer, and derives that bank’s monthly incomes again', async () => {
    const a = await server.loggedIn(anna);
    const { caseId, callback: path } = await linkThrough(a, anna.personalIdentityNumber);
    const { applicantId } = (await db().select().from(bankLinkStates).where(eq(bankLinkStates.caseId, caseId)))[0]!;
    // Another bank's account, stored earlier: 459 kr in on the day the Telia bill (459 kr) leaves Anna's Lönekonto.
    const at = server.clock.now;
    const other = await insertConnectionWithData(
      db(),
      { applicantId, providerId: 'se-test-ob', bankName: 'Testbanken', consentGivenAt: at, expiresAt: consentExpiresAt(consentExpiryDay(at)), status: 'ACTIVE' },
      [{ account: { externalAccountId: 'other-1', maskedAccountNumber: '•••• 9999', name: 'Buffert', type: 'SAVINGS' }, transactions: [{ externalTransactionId: 'o1', amountOre: 45_900, description: 'INSÄTTNING', bookedDate: '2026-10-03', category: 'OTHER_INCOME', internalTransfer: false }] }],
    );
    await upsertMonthlyIncomes(db(), other, [summaryOf({ year: 2026, month: 10 }, { OTHER_INCOME: 45_900 })], at);

    expect(await callback(a, path)).toEqual({ status: 'success', case_id: caseId });
    const [credit] = await db().select().from(bankTransactions).where(eq(bankTransactions.externalTransactionId, 'o1'));
    expect(credit).toMatchObject({ category: 'INTERNAL_TRANSFER', internalTransfer: true });
    const [month] = await db().select().from(bankMonthlyIncomes).where(eq(bankMonthlyIncomes.connectionId, other.connectionId));
    expect(month).toMatchObject({ year: 2026, month: 10, otherIncomeOre: 0 });
    const october = (await a.data(OUTPUT)).transactions.find((m: { year: number; month: number }) => m.year === 2026 && m.month === 10);
    const pair = october.transactions.filter((t: { amount: number }) => Math.abs(t.amount) === 459);
    expect(pair).toHaveLength(2);
    expect(pair).toEqual(expect.arrayContaining([expect.objectContaining({ amount: 459, internalTransfer: true }), expect.objectContaining({ amount: -459, internalTransfer: true })]));
    expect(october.monthIncomeSummary.otherIncome).toBe(0);
    await deleteAll(a);
  });
});

describe('connecting the same accounts again', () => {
  it('replaces the older connection: one connection listed, the verified income (and the pre-check’s) counted once, the old consent revoked', async () => {
    const a = await server.loggedIn(anna);
    const first = await connectionOf(await connect(a, anna.personalIdentityNumber));
    // The renewal's clean-up in the browser never ran (or she simply connected the same bank again).
    const secondCase = await connect(a, anna.personalIdentityNumber);
    const second = await connectionOf(secondCase);

    const out = await a.data(OUTPUT);
    expect(out.data.map((d: { dataId: number }) => d.dataId)).toEqual([second.connectionId]);
    expect(out.connections.map((c: { account: string }) => c.account)).toEqual(['Lönekonto •••• 4567', 'Sparkonto •••• 4321']);
    expect(out.verifiedMonthlyIncome).toBe(25_000);
    expect(out.transactions.find((m: { year: number; month: number }) => m.year === 2026 && m.month === 10).monthIncomeSummary.salary).toBe(25_000);
    expect((await readBankFacts(db(), second.applicantId, stockholmDay(server.clock.now))).verified?.monthlyOre).toBe(2_500_000);

    expect(await count(bankConnections, eq(bankConnections.connectionId, first.connectionId))).toBe(0);
    expect(await count(bankMonthlyIncomes, eq(bankMonthlyIncomes.connectionId, first.connectionId))).toBe(0);
    expect(await a.data(CHECK, { caseId: secondCase })).toMatchObject({ hasActiveOpenBankingAgreement: true });
    // The replaced consent was revoked at the aggregator (nothing left to retry); the new one still holds.
    expect(await db().select().from(bankConsentRevocations)).toEqual([]);
    expect(await server.services.openBanking.client().revokeCredentials(first.externalUserId!, first.externalConsentId!)).toBe('gone');

    // The accounts are recognised by a keyed hash of their numbers, never the numbers.
    const keys = (await db().select().from(bankAccounts).where(eq(bankAccounts.connectionId, second.connectionId))).map((r) => r.accountKey);
    expect(keys).toEqual([expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expect.stringMatching(/^[A-Za-z0-9_-]{43}$/)]);
    for (const key of keys) expect(key).not.toMatch(/1234567|7654321/);
    expect(server.logs.join('\n')).not.toMatch(/1234567|7654321/);
    await deleteAll(a);
  });

  it('keeps a connection holding other accounts (another bank)', async () => {
    const a = await server.loggedIn(anna);
    await connect(a, anna.personalIdentityNumber);
    await connect(a, anna.personalIdentityNumber, 'se-nordea-ob');
    const out = await a.data(OUTPUT);
    expect(out.data.map((d: { bankName: string }) => d.bankName).sort()).toEqual([expect.stringContaining('Handelsbanken'), expect.stringContaining('Nordea')]);
    await deleteAll(a);
  });
});

describe('who sees and deletes what', () => {
  it('gives another applicant and a co-applicant nothing of Anna’s, and the co-applicant only her own', async () => {
    const a = await server.loggedIn(anna);
    const annasCase = await connect(a, anna.personalIdentityNumber);
    const annasData = (await a.data(OUTPUT)).data[0].dataId;
    const m = await server.loggedIn(maria);
    const mariasCase = await connect(m, maria.personalIdentityNumber, 'se-swedbank-ob');
    const e = await server.loggedIn(erik);

    expect(await e.data(OUTPUT)).toMatchObject({ error: false, connections: [], data: [], transactions: [], verifiedMonthlyIncome: null });
    for (const [who, foreign] of [[e, annasCase], [e, mariasCase], [m, annasCase]] as const) {
      expect(await who.data(CHECK, { caseId: foreign })).toMatchObject({ error: false, hasActiveOpenBankingAgreement: false, status: null });
    }
    expect(await e.data(DELETE, { dataId: annasData })).toMatchObject({ error: true, errorText: bankTexts.notFound });
    expect(await m.data(DELETE, { dataId: annasData })).toMatchObject({ error: true, errorText: bankTexts.notFound });

    const mine = await m.data(OUTPUT);
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0].dataId).not.toBe(annasData);
    expect(mine.data[0].bankName).toContain('Swedbank');
    expect(await m.data(CHECK, { caseId: mariasCase })).toMatchObject({ hasActiveOpenBankingAgreement: true });
    expect(await a.data(CHECK, { caseId: annasCase })).toMatchObject({ hasActiveOpenBankingAgreement: true });
    expect((await a.data(OUTPUT)).data).toHaveLength(1);
    await deleteAll(a);
    await deleteAll(m);
  });

  it('deletes the connection with its accounts, transactions and monthly incomes at once', async () => {
    const a = await server.loggedIn(anna);
    const caseId = await connect(a, anna.personalIdentityNumber);
    const { connectionId, applicantId } = await connectionOf(caseId);
    expect(await count(bankTransactions, eq(bankTransactions.applicantId, applicantId))).toBeGreaterThan(0);
    expect(await count(bankMonthlyIncomes, eq(bankMonthlyIncomes.connectionId, connectionId))).toBeGreaterThan(0);
    expect(await a.data(DELETE, { dataId: connectionId })).toMatchObject({ error: false });
    expect(await count(bankConnections, eq(bankConnections.connectionId, connectionId))).toBe(0);
    expect(await count(bankAccounts, eq(bankAccounts.connectionId, connectionId))).toBe(0);
    expect(await count(bankTransactions, eq(bankTransactions.applicantId, applicantId))).toBe(0);
    expect(await count(bankMonthlyIncomes, eq(bankMonthlyIncomes.connectionId, connectionId))).toBe(0);
    expect(await a.data(OUTPUT)).toMatchObject({ data: [], transactions: [], verifiedMonthlyIncome: null });
    expect(await a.data(DELETE, { dataId: connectionId })).toMatchObject({ error: true, errorText: bankTexts.notFound });
  });
});

describe('the daily purge', () => {
  it('marks an expired consent EXPIRED and removes its raw transactions 30 days on, keeping (and showing) the monthly incomes until they are 17 months old; idempotent', async () => {
    const job = portalJobs(server.services).find((j) => j.name === 'bank-data-purge')!;
    const a = await server.loggedIn(anna);
    const caseId = await connect(a, anna.personalIdentityNumber);
    const { connectionId, applicantId } = await connectionOf(caseId);
    const incomes = await count(bankMonthlyIncomes, eq(bankMonthlyIncomes.connectionId, connectionId));
    const raw = await count(bankTransactions, eq(bankTransactions.applicantId, applicantId));

    expect(await job.run()).toMatch(/^failed 0 interrupted fetches, expired 0 connections, purged 0 raw transactions/);
    // The consent expires as 2027-02-22 begins; the day after, it no longer counts but its transactions stay.
    server.clock.now = new Date('2027-02-23T10:00:00Z');
    expect(await job.run()).toMatch(/^failed 0 interrupted fetches, expired 1 connections, purged 0 raw transactions and 0 old monthly incomes, removed \d+ link states$/);
    expect((await db().select().from(bankConnections).where(eq(bankConnections.connectionId, connectionId)))[0]!.status).toBe('EXPIRED');
    expect(await count(bankTransactions, eq(bankTransactions.applicantId, applicantId))).toBe(raw);
    expect(await count(bankLinkStates, eq(bankLinkStates.caseId, caseId))).toBe(0);

    // 30 days after the expiry day: the raw transactions go, the monthly incomes stay.
    server.clock.now = new Date('2027-03-24T10:00:00Z');
    expect(await job.run()).toBe(`failed 0 interrupted fetches, expired 0 connections, purged ${raw} raw transactions and 0 old monthly incomes, removed 0 link states`);
    expect(await count(bankTransactions, eq(bankTransactions.applicantId, applicantId))).toBe(0);
    expect(await count(bankMonthlyIncomes, eq(bankMonthlyIncomes.connectionId, connectionId))).toBe(incomes);
    expect(await job.run()).toBe('failed 0 interrupted fetches, expired 0 connections, purged 0 raw transactions and 0 old monthly incomes, removed 0 link states');
    const later = await server.loggedIn(anna); // her first session ran out with the months
    expect(await later.data(CHECK, { caseId })).toMatchObject({ hasActiveOpenBankingAgreement: false, status: 'EXPIRED' });
    // The page still shows her incomes by month, without the purged transactions; they no longer count.
    const out = await later.data(OUTPUT);
    expect(out).toMatchObject({ verifiedMonthlyIncome: null, data: [expect.objectContaining({ status: 'EXPIRED' })] });
    expect(out.transactions).toHaveLength(incomes);
    expect(out.transactions.every((m: { transactions: unknown[] }) => m.transactions.length === 0)).toBe(true);
    const october = out.transactions.find((m: { year: number; month: number }) => m.year === 2026 && m.month === 10);
    expect(october.monthIncomeSummary).toMatchObject({ salary: 25_000, total: 25_000, verifiable: 25_000 });

    // Kept as long as the page shows them, 17 months back from today's month: then the older months go, later all.
    server.clock.now = new Date('2028-04-10T10:00:00Z');
    expect(await job.run()).toBe(`failed 0 interrupted fetches, expired 0 connections, purged 0 raw transactions and ${incomes - 1} old monthly incomes, removed 0 link states`);
    expect(await db().select({ year: bankMonthlyIncomes.year, month: bankMonthlyIncomes.month }).from(bankMonthlyIncomes).where(eq(bankMonthlyIncomes.connectionId, connectionId))).toEqual([{ year: 2026, month: 11 }]);
    server.clock.now = new Date('2028-05-01T10:00:00Z');
    expect(await job.run()).toBe('failed 0 interrupted fetches, expired 0 connections, purged 0 raw transactions and 1 old monthly incomes, removed 0 link states');
    expect(await count(bankMonthlyIncomes, eq(bankMonthlyIncomes.connectionId, connectionId))).toBe(0);
    const latest = await server.loggedIn(anna);
    expect(await latest.data(OUTPUT)).toMatchObject({ transactions: [], data: [expect.objectContaining({ status: 'EXPIRED' })] });
    await deleteAll(latest);
  });

  it('fails a fetch cut off by a restart after an hour, which the return page then sees', async () => {
    const job = portalJobs(server.services).find((j) => j.name === 'bank-data-purge')!;
    const a = await server.loggedIn(anna);
    const { caseId } = await a.data(LINK, { ids: ['se-nordea-ob'] });
    const { applicantId } = (await db().select().from(bankLinkStates).where(eq(bankLinkStates.caseId, caseId)))[0]!;
    const at = server.clock.now;
    await db().insert(bankConnections).values({ applicantId, caseId, providerId: 'se-nordea-ob', bankName: '', consentGivenAt: at, expiresAt: new Date(at.getTime() + 90 * 86_400_000), status: 'FETCHING', createdAt: at });
    expect(await a.data(CHECK, { caseId })).toMatchObject({ hasActiveOpenBankingAgreement: false, status: 'FETCHING' });
    server.clock.now = new Date(at.getTime() + 30 * 60_000);
    expect(await job.run()).toMatch(/^failed 0 interrupted fetches/);
    server.clock.now = new Date(at.getTime() + 61 * 60_000);
    expect(await job.run()).toMatch(/^failed 1 interrupted fetches/);
    expect(await (await server.loggedIn(anna)).data(CHECK, { caseId })).toMatchObject({ hasActiveOpenBankingAgreement: false, status: 'FAILED', failureReason: 'INTERRUPTED' });
    expect(await job.run()).toMatch(/^failed 0 interrupted fetches/);
  });
});

describe('revoking the consent at the aggregator', () => {
  const client = () => server.services.openBanking.client();
  const revocations = () => db().select().from(bankConsentRevocations);

  it('stores the aggregator’s user id; a delete revokes the consent there at once, and a second delete revokes nothing twice', async () => {
    const a = await server.loggedIn(anna);
    const { connectionId, externalConsentId, externalUserId } = await connectionOf(await connect(a, anna.personalIdentityNumber));
    expect(externalConsentId).toMatch(/^[0-9a-f]{32}$/);
    expect(externalUserId).toMatch(/^[0-9a-f]{32}$/);
    expect(await a.data(DELETE, { dataId: connectionId })).toMatchObject({ error: false });
    expect(await revocations()).toEqual([]);
    // The sandbox no longer has the credentials: deleting them again finds them gone.
    expect(await client().revokeCredentials(externalUserId!, externalConsentId!)).toBe('gone');
    expect(await a.data(DELETE, { dataId: connectionId })).toMatchObject({ error: true, errorText: bankTexts.notFound });
    expect(await revocations()).toEqual([]);
  });

  it('revokes nothing while another connection still holds the same consent (a renewal that kept the credentials)', async () => {
    const a = await server.loggedIn(anna);
    const held = await connectionOf(await connect(a, anna.personalIdentityNumber));
    const at = server.clock.now;
    const copy = await insertConnectionWithData(
      db(),
      { applicantId: held.applicantId, providerId: held.providerId, bankName: held.bankName, externalConsentId: held.externalConsentId, externalUserId: held.externalUserId, consentGivenAt: at, expiresAt: held.expiresAt, status: 'ACTIVE' },
      [],
    );
    expect(await a.data(DELETE, { dataId: copy.connectionId })).toMatchObject({ error: false });
    expect(await revocations()).toEqual([]);
    // Still there at the aggregator (this deletes it), so the connection that holds it is deleted without a revocation row.
    expect(await client().revokeCredentials(held.externalUserId!, held.externalConsentId!)).toBe('deleted');
    expect(await a.data(DELETE, { dataId: held.connectionId })).toMatchObject({ error: false });
    expect(await revocations()).toEqual([]);
  });

  it('deletes our data at once when the aggregator fails, and the daily job revokes the consent once it answers again', async () => {
    const job = portalJobs(server.services).find((j) => j.name === 'bank-data-purge')!;
    const a = await server.loggedIn(anna);
    const { connectionId, applicantId, externalConsentId, externalUserId } = await connectionOf(await connect(a, anna.personalIdentityNumber));
    await browser().switches({ failNextDataCalls: 3, failStatus: 503 });
    expect(await a.data(DELETE, { dataId: connectionId })).toMatchObject({ error: false });
    expect(await count(bankConnections, eq(bankConnections.connectionId, connectionId))).toBe(0);
    expect(await count(bankTransactions, eq(bankTransactions.applicantId, applicantId))).toBe(0);
    expect(await revocations()).toEqual([expect.objectContaining({ credentialsId: externalConsentId, userId: externalUserId, attempts: 1, lastError: 'SANDBOX_FAILURE' })]);

    await browser().switches({ failNextDataCalls: 3, failStatus: 500 });
    expect(await job.run()).toMatch(/, revoked 0 consents at the aggregator \(1 still failing\)$/);
    expect(await revocations()).toEqual([expect.objectContaining({ attempts: 2 })]);

    await browser().switches(DEFAULT_SWITCHES);
    expect(await job.run()).toMatch(/, revoked 1 consents at the aggregator \(0 still failing\)$/);
    expect(await revocations()).toEqual([]);
    expect(await client().revokeCredentials(externalUserId!, externalConsentId!)).toBe('gone');
    expect(await job.run()).not.toMatch(/revoked/);
  });
});
