// Test set-up through the real HTTP API (never the database): register a fresh applicant, read the outbox.
// Each Playwright project (desktop, mobile) must use its own people: the server's database lives for the run.
import { expect, type APIRequestContext } from '@playwright/test';

export const E2E_PASSWORD = 'Bostadsko-2026!';

/**
 * Free people of the population-register sandbox (server/providers/test-persons.ts), split per project, for the
 * registration, BankID, password and leave-queue specs. The account-page specs use `accountPeople`.
 */
export const freePeople = {
  desktop: ['199504182396', '200205052392', '199807072393', '195501912389'],
  mobile: ['199612262395', '195406842392', '196801029288', '196801642395'],
} as const;

/** People for the payment specs (a co-applicant account to upgrade). */
export const paymentPeople = { desktop: '194107086995', mobile: '189001019802' } as const;

/** People for the account-page specs (settings, co-applicants, newsletter). */
export const accountPeople = {
  desktop: ['200404302382', '199105152392', '199001132399'],
  mobile: ['196010192679', '200503082380'],
} as const;

/** A person of the sandbox with protected identity (registration needs BankID), one per project. */
export const protectedPerson = { desktop: '198710152391', mobile: '199208032384' } as const;

export type ProjectName = keyof typeof freePeople;
export const projectOf = (name: string): ProjectName => (name === 'mobile' ? 'mobile' : 'desktop');

/** The CSRF token the server hands this request context now (it changes at every login and logout). */
export async function csrf(request: APIRequestContext): Promise<string> {
  await request.get('/mypages/api/status');
  const state = await request.storageState();
  const token = state.cookies.find((c) => c.name === 'csrf_token')?.value;
  if (!token) throw new Error('no csrf_token cookie');
  return token;
}

/** Registers a queue applicant with the given test personnummer through POST /mypages/api/registration. */
export async function registerViaApi(request: APIRequestContext, pnr: string, email: string): Promise<void> {
  const token = await csrf(request);
  const registrationReq = JSON.stringify({ personalIdentityNumber: pnr, email, emailRepeat: email, mobile: '0701234567', password: E2E_PASSWORD, passwordRepeat: E2E_PASSWORD });
  const res = await request.post('/mypages/api/registration', { headers: { 'x-csrf-token': token }, multipart: { registrationReq } });
  expect(res.status(), await res.text()).toBe(200);
  await request.post('/mypages/api/account/logout', { headers: { 'x-csrf-token': await csrf(request) }, data: {} });
}

/** The newest e-mail to an address in the outbox sandbox. */
export async function latestMail(request: APIRequestContext, to: string): Promise<{ subject: string; text: string }> {
  const res = await request.get(`/sandbox/mail/messages?to=${encodeURIComponent(to)}`);
  const mails = (await res.json()) as { subject: string; text: string }[];
  if (!mails[0]) throw new Error(`no e-mail to ${to}`);
  return mails[0];
}
