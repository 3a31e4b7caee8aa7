// Test helper of the bank area: an applicant connects a bank through the real app over HTTP, walking Tink Link in the
// open-banking sandbox (BankID in its sandbox) and following the callback, as the browser would.
import { BankIdSandboxDriver } from '../providers/bankid/sandbox';
import { accountIdsIn, autoStartTokenIn, LinkBrowser } from '../providers/open-banking/testing';
import { approveInApp } from '../test/bankid-app';
import type { TestClient, TestServer } from '../test/harness';

const LINK = `query($ids: [String!]) { getOpenBankingProvidersLink(providerIds: $ids) { error errorText link caseId } }`;

/** `client` (logged in as the person with personnummer `pnr`) connects every account it has at `bank`; the case id. */
export async function connectBank(server: TestServer, client: TestClient, pnr: string, bank = 'se-handelsbanken-ob'): Promise<string> {
  const { link, caseId } = await client.data(LINK, { ids: [bank] });
  const browser = new LinkBrowser(server.baseUrl);
  const session = (await browser.get(link)).location;
  const waiting = await browser.get(session);
  await approveInApp(new BankIdSandboxDriver(`${server.baseUrl}/sandbox/bankid`), server.clock, autoStartTokenIn(waiting.text), pnr);
  await browser.post(`${session}/accounts`, { accountId: accountIdsIn((await browser.get(session)).text) });
  const back = new URL((await browser.post(`${session}/consent`, {})).location);
  const res = await client.get(`${back.pathname}${back.search}`);
  const returned = new URL(res.headers.get('location') ?? '', server.baseUrl);
  if (returned.searchParams.get('status') !== 'success') throw new Error(`connecting ${bank} failed: ${returned.search}`);
  return caseId;
}
