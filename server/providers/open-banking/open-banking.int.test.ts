// The open-banking client against our Tink sandbox over HTTP, through the real app: tokens, Tink Link end to end
// with the BankID sandbox playing the user's app, the Data API with paging, error replies and retries.
import { BankIdSandboxDriver } from '../bankid/sandbox';
import { approveInApp } from '../../test/bankid-app';
import { useTestServer } from '../../test/harness';
import { amountToOre } from './amount';
import { OpenBankingClient } from './client';
import { OpenBankingError } from './errors';
import { DEFAULT_SWITCHES } from './sandbox';
import { OPEN_BANKING_SANDBOX, openBankingSettings } from './settings';
import { accountIdsIn, autoStartTokenIn, LinkBrowser } from './testing';

const server = useTestServer({ SEED_ON_EMPTY: 'false' });
const ANNA = '199001012385';
const client = () => server.services.openBanking.client();
const browser = () => new LinkBrowser(server.baseUrl);

/** A client of the sandbox that waits only a moment between attempts. */
function quickClient(overrides: { clientSecret?: string } = {}) {
  const settings = openBankingSettings(server.services.config);
  return new OpenBankingClient({ ...settings, apiUrl: `${server.baseUrl}${OPEN_BANKING_SANDBOX}/api`, backoffMs: 1, ...overrides });
}

afterEach(async () => {
  await browser().switches(DEFAULT_SWITCHES);
});

async function refusal(promise: Promise<unknown>): Promise<OpenBankingError> {
  const err = await promise.then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(OpenBankingError);
  return err as OpenBankingError;
}

/** Anna walks Link: bank, BankID approved in the BankID sandbox, all her accounts, consent. Returns the callback. */
async function connect(bank = 'se-handelsbanken-ob', state = 'state-123'): Promise<URL> {
  const b = browser();
  const start = await b.get(client().linkUrl(state));
  expect(start.status).toBe(303);
  const session = start.location;
  expect((await b.get(session)).text).toContain('Välj din bank');
  const chosen = await b.post(`${session}/bank`, { provider: bank });
  expect(chosen.status).toBe(303);
  const waiting = await b.get(session);
  expect(waiting.text).toContain('Identifiera dig hos');
  await approveInApp(new BankIdSandboxDriver(`${server.baseUrl}/sandbox/bankid`), server.clock, autoStartTokenIn(waiting.text), ANNA);
  const accounts = await b.get(session);
  const ids = accountIdsIn(accounts.text);
  expect(ids).toHaveLength(2);
  expect((await b.post(`${session}/accounts`, { accountId: ids })).status).toBe(303);
  expect((await b.get(session)).text).toContain('Godkänn delning');
  const done = await b.post(`${session}/consent`, {});
  expect(done.status).toBe(302);
  return new URL(done.location);
}

describe('client credentials', () => {
  it('gets a client token and the Swedish providers with their local icons', async () => {
    const token = await client().clientToken('providers:read');
    expect(token).toMatchObject({ token_type: 'bearer', expires_in: 1800, scope: 'providers:read' });
    const providers = await client().providers(token.access_token);
    expect(providers.map((p) => p.name)).toEqual(expect.arrayContaining(['se-handelsbanken-ob', 'se-nordea-ob', 'se-seb-ob', 'se-swedbank-ob', 'se-demobank-open-banking-redirect']));
    expect(providers.length).toBeGreaterThanOrEqual(9);
    const icon = await fetch(providers[0]!.images.icon);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('refuses a wrong secret with a typed 401, once (never retried)', async () => {
    const err = await refusal(quickClient({ clientSecret: 'wrong-secret-value' }).clientToken('providers:read'));
    expect(err).toMatchObject({ httpStatus: 401, errorCode: 'client_invalid' });
  });

  it('refuses an unknown scope with 400', async () => {
    expect(await refusal(client().clientToken('everything:write'))).toMatchObject({ httpStatus: 400, errorCode: 'invalid_scope' });
  });
});

describe('Tink Link and the Data API', () => {
  it('connects Anna end to end: code and state back, the code exchanged once, her accounts and 12 months of transactions', async () => {
    const back = await connect();
    const settings = openBankingSettings(server.services.config);
    expect(`${back.origin}${back.pathname}`).toBe(settings.redirectUri);
    expect(back.searchParams.get('state')).toBe('state-123');
    expect(back.searchParams.get('credentials_id')).toMatch(/^[0-9a-f]{32}$/);
    const code = back.searchParams.get('code')!;

    const token = await client().exchangeCode(code);
    expect(token.scope).toBe('accounts:read,balances:read,transactions:read,user:read,provider-consents:read');
    expect(await refusal(client().exchangeCode(code))).toMatchObject({ httpStatus: 400, errorCode: 'invalid_grant' });

    const accounts = await client().accounts(token.access_token);
    expect(accounts.map((a) => a.name)).toEqual(['Lönekonto', 'Sparkonto']);
    expect(accounts[0]!.identifiers.iban?.iban).toMatch(/^SE\d{2}600\d{17}$/);

    const firstPage = await client().transactionsPage(token.access_token, { pageSize: 50 });
    expect(firstPage.transactions).toHaveLength(50);
    expect(firstPage.nextPageToken).not.toBe('');
    const all = await client().transactions(token.access_token, { pageSize: 50 });
    expect(all.length).toBeGreaterThan(50);
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);

    const salaries = all.filter((t) => t.descriptions.original.startsWith('LÖN '));
    expect(salaries).toHaveLength(12);
    expect(salaries.every((t) => amountToOre(t.amount) === 2_500_000 && t.amount.currencyCode === 'SEK')).toBe(true);
    const today = server.clock.now.toISOString().slice(0, 10);
    expect(all.every((t) => t.dates.booked <= today)).toBe(true);

    const transfers = all.filter((t) => t.types.type === 'TRANSFER');
    const out = transfers.filter((t) => amountToOre(t.amount) < 0);
    expect(out.length).toBeGreaterThan(0);
    for (const t of out) {
      const mirror = transfers.find((m) => m.dates.booked === t.dates.booked && amountToOre(m.amount) === -amountToOre(t.amount) && m.accountId !== t.accountId);
      expect(mirror).toBeDefined();
    }

    const saving = await client().transactions(token.access_token, { accountIdIn: [accounts[1]!.id] });
    expect(saving.every((t) => t.accountId === accounts[1]!.id)).toBe(true);

    const logs = server.logs.join('\n');
    for (const secret of [token.access_token, code, ANNA, accounts[0]!.identifiers.iban!.iban]) expect(logs).not.toContain(secret);
  });

  it('lists the user’s consents at the banks with when each ends there (180 days, or the tester’s consentDays)', async () => {
    const back = await connect('se-nordea-ob', 'state-consents');
    const credentialsId = back.searchParams.get('credentials_id')!;
    const token = await client().exchangeCode(back.searchParams.get('code')!);
    const accounts = await client().accounts(token.access_token);
    const consent = (await client().providerConsents(token.access_token)).find((c) => c.credentialsId === credentialsId);
    expect(consent).toEqual({
      accountIds: accounts.map((a) => a.id),
      credentialsId,
      providerName: 'se-nordea-ob',
      status: 'UPDATED',
      statusUpdated: server.clock.now.getTime(),
      sessionExpiryDate: server.clock.now.getTime() + 180 * 86_400_000,
    });
    await browser().switches({ consentDays: 30 });
    const shorter = await connect('se-nordea-ob', 'state-consents-30');
    const shortToken = await client().exchangeCode(shorter.searchParams.get('code')!);
    const listed = (await client().providerConsents(shortToken.access_token)).find((c) => c.credentialsId === shorter.searchParams.get('credentials_id'));
    expect(listed?.sessionExpiryDate).toBe(server.clock.now.getTime() + 30 * 86_400_000);
    // A client token is not the user's.
    const clientToken = await client().clientToken('providers:read');
    expect(await refusal(client().providerConsents(clientToken.access_token))).toMatchObject({ httpStatus: 401 });
  });

  it('deletes the credentials with a user token asked for by user id: data calls are refused after, a second delete finds them gone', async () => {
    const back = await connect('se-nordea-ob', 'state-revoke');
    const credentialsId = back.searchParams.get('credentials_id')!;
    const token = await client().exchangeCode(back.searchParams.get('code')!);
    const { id: userId } = await client().user(token.access_token);
    expect(userId).toMatch(/^[0-9a-f]{32}$/);
    expect(await client().accounts(token.access_token)).toHaveLength(2);

    // Without credentials:write, no delete; a data token cannot delete either.
    const readOnly = await client().userToken(userId, 'credentials:read');
    expect(await refusal(client().deleteCredentials(readOnly.access_token, credentialsId))).toMatchObject({ httpStatus: 403 });
    expect(await refusal(client().deleteCredentials(token.access_token, credentialsId))).toMatchObject({ httpStatus: 403 });
    expect(await client().accounts(token.access_token)).toHaveLength(2);

    expect(await client().revokeCredentials(userId, credentialsId)).toBe('deleted');
    expect(await refusal(client().accounts(token.access_token))).toMatchObject({ httpStatus: 401, errorCode: 'CREDENTIALS_DELETED' });
    expect(await refusal(client().transactionsPage(token.access_token))).toMatchObject({ httpStatus: 401, errorCode: 'CREDENTIALS_DELETED' });
    expect(await client().revokeCredentials(userId, credentialsId)).toBe('gone');
    expect(await client().revokeCredentials('0'.repeat(32), credentialsId)).toBe('gone');
    expect(server.logs.join('\n')).not.toContain(token.access_token);
  });

  it('retries deleting credentials after 503 and 429 until it is done', async () => {
    const back = await connect('se-seb-ob', 'state-revoke-retry');
    const token = await client().exchangeCode(back.searchParams.get('code')!);
    const { id: userId } = await client().user(token.access_token);
    await browser().switches({ failNextDataCalls: 2, failStatus: 429 });
    expect(await quickClient().revokeCredentials(userId, back.searchParams.get('credentials_id')!)).toBe('deleted');
    expect((await browser().switches({})).failNextDataCalls).toBe(0);
  });

  it('refuses a code after its few minutes', async () => {
    const code = (await connect('se-icabanken-ob', 'late')).searchParams.get('code')!;
    server.clock.now = new Date(server.clock.now.getTime() + 301_000);
    expect(await refusal(client().exchangeCode(code))).toMatchObject({ httpStatus: 400, errorCode: 'invalid_grant' });
  });

  it('sends the user back with USER_CANCELLED when they cancel, and with TEMPORARY_ERROR when the bank is down', async () => {
    const b = browser();
    const session = (await b.get(client().linkUrl('s-cancel'))).location;
    const cancelled = new URL((await b.post(`${session}/cancel`, {})).location);
    expect(Object.fromEntries(cancelled.searchParams)).toMatchObject({ error: 'USER_CANCELLED', state: 's-cancel' });
    expect(cancelled.searchParams.get('tracking_id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(cancelled.searchParams.get('message')).toBeTruthy();
    expect((await b.get(session)).status).toBe(404);

    await b.switches({ bankUnavailable: true });
    const down = await b.get(client().linkUrl('s-down', 'se-nordea-ob'));
    expect(down.status).toBe(302);
    expect(Object.fromEntries(new URL(down.location).searchParams)).toMatchObject({ error: 'TEMPORARY_ERROR', provider_name: 'se-nordea-ob', state: 's-down' });
  });

  it('ends with USER_CANCELLED at the BankID step when the switch says the user cancels', async () => {
    const b = browser();
    await b.switches({ userCancels: true });
    const session = (await b.get(client().linkUrl('s-bankid'))).location;
    const back = await b.post(`${session}/bank`, { provider: 'se-seb-ob' });
    expect(new URL(back.location).searchParams.get('error')).toBe('USER_CANCELLED');
  });

  it('still sends the code back after a slow validation', async () => {
    await browser().switches({ validationDelayMs: 20 });
    const back = await connect('se-swedbank-ob', 'slow');
    expect(back.searchParams.get('code')).toBeTruthy();
  });

  it('refuses an unregistered redirect_uri or client_id on a page, without redirecting', async () => {
    const b = browser();
    const settings = openBankingSettings(server.services.config);
    const elsewhere = new URL(client().linkUrl('x'));
    elsewhere.searchParams.set('redirect_uri', 'https://evil.example/cb');
    expect(await b.get(elsewhere.toString())).toMatchObject({ status: 400, location: '' });
    elsewhere.searchParams.set('redirect_uri', settings.redirectUri);
    elsewhere.searchParams.set('client_id', 'someone-else');
    expect(await b.get(elsewhere.toString())).toMatchObject({ status: 400, location: '' });
  });
});

describe('the tester page', () => {
  it('shows the switches, personas and banks, and saves the switches from its form', async () => {
    const b = browser();
    const page = await b.get('/sandbox/open-banking/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Open banking (Tink)</h1>');
    expect(page.text).toContain('199001012385');
    expect(page.text).toContain('Tink Demo Bank');
    const saved = await b.post('/sandbox/open-banking/tester/switches', { bankUnavailable: 'true', validationDelayMs: '60000', failNextDataCalls: '0', failStatus: '503' });
    expect(saved).toMatchObject({ status: 303, location: '/sandbox/open-banking/?notice=saved' });
    expect(await b.switches({})).toMatchObject({ bankUnavailable: true, userCancels: false, validationDelayMs: 60_000 });
    const refused = await b.post('/sandbox/open-banking/tester/switches', { validationDelayMs: '60001', failStatus: '503' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('role="alert"');
  });
});

describe('errors and retries of the Data API', () => {
  it('retries 503 answers and succeeds; gives up after three attempts', async () => {
    const code = (await connect('se-nordea-ob', 'retry')).searchParams.get('code')!;
    const c = quickClient();
    const token = await c.exchangeCode(code);
    await browser().switches({ failNextDataCalls: 2, failStatus: 503 });
    expect(await c.accounts(token.access_token)).toHaveLength(2);
    await browser().switches({ failNextDataCalls: 3, failStatus: 503 });
    expect(await refusal(c.accounts(token.access_token))).toMatchObject({ httpStatus: 503 });
    expect((await browser().switches({})).failNextDataCalls).toBe(0);
  });

  it('never retries a 400, and refuses a missing or unknown token with 401', async () => {
    const code = (await connect('se-sbab-ob', 'no-retry')).searchParams.get('code')!;
    const c = quickClient();
    const token = await c.exchangeCode(code);
    await browser().switches({ failNextDataCalls: 2, failStatus: 400 });
    expect(await refusal(c.accounts(token.access_token))).toMatchObject({ httpStatus: 400 });
    expect((await browser().switches({})).failNextDataCalls).toBe(1);
    await browser().switches({ failNextDataCalls: 0 });
    expect(await refusal(c.accounts('not-a-token'))).toMatchObject({ httpStatus: 401, errorCode: 'UNAUTHENTICATED' });
  });
});
