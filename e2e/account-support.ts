// Set-up for the account-page specs through the real HTTP API (never the database): fresh people
// without consuming the shared personnummer lists where a personnummer is not needed, the co-applicant
// registration, and GraphQL as a given user (for clean-up). Complements e2e/support/api.ts.
import { expect, type APIRequestContext, type Browser, type BrowserContext, type TestInfo } from '@playwright/test';
import { csrf, E2E_PASSWORD } from './support/api';

/** A fresh queue applicant without a Swedish personal number (the manual form); logs in with the e-mail. */
export async function registerManualViaApi(request: APIRequestContext, person: { email: string; firstName: string; lastName: string }): Promise<void> {
  const token = await csrf(request);
  const registrationReq = JSON.stringify({
    noSwedishPersonalNumber: true,
    firstName: person.firstName,
    lastName: person.lastName,
    birthYear: '1985',
    birthMonth: '06',
    birthDay: '15',
    street: 'Storgatan 1',
    zipcode: '753 10',
    city: 'Uppsala',
    country: 'Sverige',
    email: person.email,
    emailRepeat: person.email,
    mobile: '0701234567',
    password: E2E_PASSWORD,
    passwordRepeat: E2E_PASSWORD,
  });
  const res = await request.post('/mypages/api/registration', { headers: { 'x-csrf-token': token }, multipart: { registrationReq } });
  expect(res.status(), await res.text()).toBe(200);
  await request.post('/mypages/api/account/logout', { headers: { 'x-csrf-token': await csrf(request) }, data: {} });
}

/** A fresh free co-applicant account (status COAPPLICANT) through POST /mypages/api/registration/co. */
export async function registerCoApplicantViaApi(request: APIRequestContext, pnr: string, email: string): Promise<void> {
  const token = await csrf(request);
  const registrationCoReq = JSON.stringify({ personalIdentityNumber: pnr, email, emailRepeat: email, mobile: '0701234567', password: E2E_PASSWORD, passwordRepeat: E2E_PASSWORD });
  const res = await request.post('/mypages/api/registration/co', { headers: { 'x-csrf-token': token }, multipart: { registrationCoReq } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Sends one GraphQL operation as the given user (logged in through the REST login, logged out after). */
export async function graphqlAs(request: APIRequestContext, username: string, password: string, query: string): Promise<unknown> {
  const token = await csrf(request);
  const login = await request.post('/mypages/api/account/login', { headers: { 'x-csrf-token': token }, data: { username, password } });
  expect(login.status(), await login.text()).toBe(200);
  // The login handed out a new token, bound to the new session.
  const res = await request.post('/mypages/api', { headers: { 'x-csrf-token': await csrf(request) }, data: { query } });
  const body = (await res.json()) as unknown;
  await request.post('/mypages/api/account/logout', { headers: { 'x-csrf-token': await csrf(request) }, data: {} });
  return body;
}

/** A second browser with the same project settings (viewport, device, locale) as the test's own. */
export async function secondContext(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { baseURL, locale, timezoneId, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  return browser.newContext({ baseURL, locale, timezoneId, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
}

/** An e-mail of its own per purpose and project (the database lives for the whole run). */
export const emailFor = (purpose: string, testInfo: TestInfo) => `${purpose}.${testInfo.project.name}@example.se`;

/**
 * Answers the questionnaires whose absence turns the header's attention mark on (housing, capital, debts, studies),
 * so that a test can watch one other indicator (a co-applicant request) come and go on its own.
 */
export async function answerQuestionnairesViaApi(request: APIRequestContext, username: string, password: string): Promise<void> {
  const body = (await graphqlAs(
    request,
    username,
    password,
    `mutation {
      housing: updateInformation(information: { housing: { currentTypeId: "LAGENHET", currentOwnershipTypeId: "MUNICIPAL", landlordOther: "Stadens bostäder", landlordPhone: "0701234567", moveInDate: "2020-08", adults: "1", children: "0", housingDescription: "Hyresrätt, två rum och kök." } }) { error errorText }
      capital: updateInformation(information: { capital: { deposition: false, capital: false, guarantee: false } }) { error errorText }
      debt: updateInformation(information: { debt: { hasPaymentRemarks: false, hasDebt: false, debtRestructering: false, seizure: false } }) { error errorText }
      student: updateInformation(information: { student: { student: false } }) { error errorText }
    }`,
  )) as { data?: Record<string, { error: boolean; errorText: string | null }>; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  for (const [part, result] of Object.entries(body.data ?? {})) expect(result.error, `${part}: ${result.errorText}`).toBe(false);
  expect(Object.keys(body.data ?? {})).toHaveLength(4);
}
