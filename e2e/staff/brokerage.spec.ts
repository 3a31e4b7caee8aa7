// The back office's brokerage (issue 13): Karin brokers a home from the invitations to a signed contract, and the
// winner sees the agency fee on their applications page. axe on every back-office page of the area.
//
// Set-up through the real HTTP API only, so no other spec is disturbed: two fresh applicants without a personnummer
// (the manual registration, no sandbox person used) pay their queue fee, answer the questionnaires, add an income and
// have their ID document approved by Karin; Karin creates and publishes a home of her own (the listings API), both
// register interest while it is open, and Karin then moves its last reply date to yesterday, as a landlord's change
// would — its interest period has passed. Frida registers first, so she is first in the queue (same queue date).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SAMPLE_PNG } from '../../server/documents/sample-files';
import { answerQuestionnairesViaApi, registerManualViaApi } from '../account-support';
import { loginThroughForm } from '../support/actions';
import { csrf, E2E_PASSWORD } from '../support/api';
import { openApplications, panel, tab } from '../support/applications';
import { expectAccessible } from '../support/axe';
import { CARDS, ordersOf, paymentLinkOf, payOnCheckoutPage } from '../support/payments';
import { loginAsStaff, staffPeople } from './support';

const frida = { email: 'frida.formedling@example.se', firstName: 'Frida', lastName: 'Förmedling' };
const gustav = { email: 'gustav.formedling@example.se', firstName: 'Gustav', lastName: 'Förmedling' };
const street = `Förmedlingsgatan ${Date.now() % 100_000}`;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const isoDay = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
const dayOffset = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000));

/** GraphQL on the applicants' API as this applicant, and an upload of their ID document (logged out after). */
async function asApplicant<T>(request: APIRequestContext, email: string, work: (ask: (query: string) => Promise<Record<string, unknown>>) => Promise<T>): Promise<T> {
  const login = await request.post('/mypages/api/account/login', { headers: { 'x-csrf-token': await csrf(request) }, data: { username: email, password: E2E_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  try {
    return await work(async (query) => {
      const res = await request.post('/mypages/api', { headers: { 'x-csrf-token': await csrf(request) }, data: { query } });
      const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown };
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
      return body.data!;
    });
  } finally {
    await request.post('/mypages/api/account/logout', { headers: { 'x-csrf-token': await csrf(request) }, data: {} });
  }
}

/** The staff API as Karin (her own session in this request context). */
async function karinApi(request: APIRequestContext) {
  const staffCsrf = async () => {
    await request.get('/staff/api/me');
    return (await request.storageState()).cookies.find((c) => c.name.endsWith('staff_csrf_token'))?.value ?? '';
  };
  const login = await request.post('/staff/api/login', { headers: { 'x-csrf-token': await staffCsrf() }, data: { email: staffPeople.karin.email, password: staffPeople.karin.password } });
  expect(login.status(), await login.text()).toBe(200);
  return async <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const res = await request.post('/staff/api/graphql', { headers: { 'x-csrf-token': await staffCsrf() }, data: { query, variables } });
    const body = (await res.json()) as { data?: T; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!;
  };
}

const ok = (result: unknown) => expect((result as { errorText: string | null }).errorText ?? null, JSON.stringify(result)).toBeNull();

/** A fresh queue applicant who may register interest: paid, questionnaires answered, an income, an approved ID. */
async function eligibleApplicant(page: Page, request: APIRequestContext, person: typeof frida, karin: Awaited<ReturnType<typeof karinApi>>) {
  await registerManualViaApi(request, person);
  const order = (await ordersOf(request, person.email)).find((o) => o.isQueueFeeOrder && !o.isPaid);
  expect(order, 'the registration’s queue fee').toBeDefined();
  await page.goto(paymentLinkOf(order!.orderId));
  await payOnCheckoutPage(page, CARDS.approved);
  await expect(page.getByRole('heading', { level: 1, name: 'Tack för din betalning' })).toBeVisible();
  await answerQuestionnairesViaApi(request, person.email, E2E_PASSWORD);
  const documentId = await asApplicant(request, person.email, async (ask) => {
    ok((await ask('mutation { addIncome(income: { incomeTypeId: 1, incomeMonthly: "45 000", incomeName: "Förmedlingsbolaget AB" }) { error errorText } }')).addIncome);
    const res = await request.post('/mypages/api/documents', {
      headers: { 'x-csrf-token': await csrf(request) },
      multipart: { description: 'Körkort', documentTypeId: '1', file: { name: 'korkort.png', mimeType: 'image/png', buffer: SAMPLE_PNG } },
    });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { document: { documentId: number } }).document.documentId;
  });
  ok((await karin<{ staffApproveDocument: unknown }>('mutation($id: ID!) { staffApproveDocument(documentId: $id) { error errorText } }', { id: String(documentId) })).staffApproveDocument);
}

test('Karin brokers a home from the invitations to a signed contract; the winner sees the agency fee', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const karin = await karinApi(request);
  await eligibleApplicant(page, request, frida, karin);
  await eligibleApplicant(page, request, gustav, karin);

  // Karin's own home, open now; both register interest (Frida first), then its last reply date becomes yesterday.
  const catalog = (await karin<{ staffListingCatalog: { districts: { districtId: number }[]; landlords: { landlordId: number }[] } }>(
    '{ staffListingCatalog { districts { districtId } landlords { landlordId } } }',
  )).staffListingCatalog;
  const input = {
    street,
    zipcode: '753 20',
    city: 'Uppsala',
    objectNumber: 'E2E-FORMEDLING',
    apartmentNumber: '1001',
    districtId: catalog.districts[0]!.districtId,
    landlordId: catalog.landlords[0]!.landlordId,
    rooms: 2,
    roomsDescription: '2 rum och kök',
    area: 54,
    rent: 6500,
    startDate: dayOffset(-2),
    endDate: dayOffset(30),
    lastReplyDate: dayOffset(7),
    agencyFee: 305,
    openForApplication: true,
    queueTypeId: 1,
    queueDefault: true,
  };
  const created = (await karin<{ staffCreateListing: { errorText: string | null; listing: { rentalObjectId: string } } }>(
    'mutation($input: StaffListingInput!) { staffCreateListing(input: $input) { error errorText validationErrors { code text } listing { rentalObjectId } } }',
    { input },
  )).staffCreateListing;
  ok(created);
  const rentalObjectId = created.listing.rentalObjectId;
  ok((await karin<{ staffPublishListing: unknown }>('mutation($id: ID!) { staffPublishListing(rentalObjectId: $id) { error errorText } }', { id: rentalObjectId })).staffPublishListing);
  for (const person of [frida, gustav]) {
    await asApplicant(request, person.email, async (ask) =>
      ok(
        (await ask(`mutation { createApplication(application: { rentalObjectId: "${rentalObjectId}", showingConfirm: true, coApplicantConfirm: false, moveInDateConfirm: true, shortTimeConfirm: false }) { error errorText } }`))
          .createApplication,
      ),
    );
  }
  ok(
    (await karin<{ staffUpdateListing: unknown }>('mutation($id: ID!, $input: StaffListingInput!) { staffUpdateListing(rentalObjectId: $id, input: $input) { error errorText validationErrors { code text } } }', {
      id: rentalObjectId,
      input: { ...input, lastReplyDate: dayOffset(-1) },
    })).staffUpdateListing,
  );

  // The list: the home whose period has passed, filtered by its state.
  await loginAsStaff(page, 'karin', '/formedling');
  await expect(page.getByRole('heading', { level: 1, name: 'Förmedling' })).toBeVisible();
  await expect(page).toHaveTitle('Förmedling | Handläggning');
  await page.getByLabel('Visa bostäder').selectOption({ label: 'Intresseperioden har gått ut' });
  const homeLink = page.getByRole('link', { name: `${street}, Uppsala` });
  await expect(homeLink).toBeVisible();
  await expectAccessible(page);
  await homeLink.click();
  await expect(page.getByRole('heading', { level: 1, name: `${street}, Uppsala` })).toBeVisible();
  const table = page.getByRole('table', { name: /^Sökande 1–2 av 2/ });
  await expect(table.getByRole('row', { name: /Frida Förmedling/ })).toContainText('Intresseanmälan');
  await expectAccessible(page);

  // Closing the period is asked first; cancelling changes nothing.
  await page.getByRole('button', { name: 'Stäng intresseperioden och rangordna' }).click();
  const closeDialog = page.getByRole('alertdialog', { name: 'Stäng intresseperioden?' });
  await expect(closeDialog.getByRole('button', { name: 'Avbryt' })).toBeFocused();
  await expectAccessible(page);
  await closeDialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(closeDialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Stäng intresseperioden och rangordna' }).click();
  await closeDialog.getByRole('button', { name: 'Ja, fortsätt' }).click();
  await expect(toast(page, 'Intresseperioden är stängd')).toBeVisible();
  const fridaRow = table.getByRole('row', { name: /Frida Förmedling/ });
  const gustavRow = table.getByRole('row', { name: /Gustav Förmedling/ });
  await expect(fridaRow.getByRole('cell').first()).toHaveText('1');
  await expect(gustavRow.getByRole('cell').first()).toHaveText('2');
  await expect(fridaRow).toContainText(`Intresseperioden stängd och rangordnad (${staffPeople.karin.name}`);

  // Sorted on the server: by place descending puts Gustav first.
  await table.getByRole('button', { name: 'Plats' }).click();
  await expect(table.getByRole('columnheader', { name: 'Plats' })).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('row').nth(1)).toContainText('Gustav Förmedling');
  await table.getByRole('button', { name: 'Plats' }).click();
  await expect(table.getByRole('columnheader', { name: 'Plats' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.getByRole('row').nth(1)).toContainText('Frida Förmedling');

  // A showing for the best placed one (not mandatory): the form's rule first, then asked, then sent.
  const invite = page.getByRole('region', { name: 'Bjud in till visning' });
  await invite.getByLabel('Antal sökande att bjuda in').fill('1');
  await invite.getByRole('button', { name: 'Bjud in' }).click();
  await expect(invite.getByRole('link', { name: 'Ange när visningen börjar.' })).toBeVisible();
  await invite.getByLabel('Visningen börjar').fill(`${dayOffset(3)}T17:00`);
  await invite.getByLabel('Visningen slutar').fill(`${dayOffset(3)}T18:00`);
  await invite.getByRole('button', { name: 'Bjud in' }).click();
  const inviteDialog = page.getByRole('alertdialog', { name: 'Skicka inbjudningar?' });
  await expectAccessible(page);
  await inviteDialog.getByRole('button', { name: 'Ja, fortsätt' }).click();
  await expect(toast(page, 'Inbjudningarna till visningen är skickade')).toBeVisible();
  await expect(fridaRow).toContainText('Inbjuden till visning');
  await expect(gustavRow).toContainText('Inte inbjuden till visning');

  // Frida waits for her showing; the check takes the best placed one waiting: Gustav. He meets the requirements.
  await page.getByRole('button', { name: 'Starta kontrollen av nästa sökande' }).click();
  await expect(toast(page, 'Kontrollen av kraven är påbörjad')).toBeVisible();
  await expect(gustavRow).toContainText('Kontroll av kraven');
  await gustavRow.getByRole('button', { name: 'Kraven uppfyllda: Gustav Förmedling' }).click();
  await expect(toast(page, 'Kraven är uppfyllda och bostaden är erbjuden')).toBeVisible();
  await expect(gustavRow).toContainText('Erbjuden bostaden');

  // Gustav accepts the offer (his own answer, through the applicants' API).
  await asApplicant(request, gustav.email, async (ask) => ok((await ask(`mutation { saveAnswer(answer: { rentalObjectId: "${rentalObjectId}", answer: YES }) { error errorText } }`)).saveAnswer));
  await page.reload();
  await expect(gustavRow).toContainText('Har tackat ja');
  await gustavRow.getByRole('button', { name: 'Föreslå för hyresvärden: Gustav Förmedling' }).click();
  await expect(toast(page, 'Den sökande är föreslagen för hyresvärden')).toBeVisible();
  await gustavRow.getByRole('button', { name: 'Hyresvärden godkände: Gustav Förmedling' }).click();
  await expect(toast(page, 'Hyresvärdens godkännande är registrerat')).toBeVisible();

  // The signing is asked first; then Frida loses the home and the agency fee is shown.
  await gustavRow.getByRole('button', { name: 'Kontraktet är skrivet: Gustav Förmedling' }).click();
  const signDialog = page.getByRole('alertdialog', { name: 'Registrera kontraktet?' });
  await expectAccessible(page);
  await signDialog.getByRole('button', { name: 'Ja, fortsätt' }).click();
  await expect(toast(page, 'Kontraktet är registrerat och förmedlingsavgiften skapad')).toBeVisible();
  await expect(gustavRow).toContainText('Kontraktet är skrivet');
  await expect(fridaRow).toContainText('Bostaden gick till någon annan');
  await expect(page.getByRole('region', { name: 'Förmedlingsavgift' })).toContainText(/305 kr, förfaller \d{4}-\d{2}-\d{2}, obetald\./);

  // Gustav's history: who took each step, and when.
  await gustavRow.getByRole('button', { name: 'Historik: Gustav Förmedling' }).click();
  const history = page.getByRole('region', { name: 'Historik för Gustav Förmedling' });
  await expect(history.getByRole('listitem')).toHaveText([
    /^Intresseanmälan gjord.*Sökanden, \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    /^Intresseperioden stängd och rangordnad.*Karin Handläggare, /,
    /^Inte inbjuden till visning.*Karin Handläggare, /,
    /^Kontroll av kraven påbörjad.*Karin Handläggare, /,
    /^Kraven uppfyllda, bostaden erbjuden.*Karin Handläggare, /,
    /^Tackade ja till erbjudandet.*Sökanden, /,
    /^Föreslagen till hyresvärden.*Karin Handläggare, /,
    /^Godkänd av hyresvärden.*Karin Handläggare, /,
    /^Kontraktet skrivet.*Karin Handläggare, /,
  ]);
  await expectAccessible(page);

  // The winner sees the agency fee on the applications page.
  const context = await browser.newContext();
  const winner = await context.newPage();
  await winner.goto('/mypages/app/login?returnUrl=%2Fprofile%2Fapplications');
  await loginThroughForm(winner, gustav.email, E2E_PASSWORD);
  await expect(winner.getByRole('heading', { level: 1, name: 'Intresseanmälningar' })).toBeVisible();
  await openApplications(winner);
  await tab(winner, 'Förmedlingsavgifter').click();
  await expect(panel(winner, 'Förmedlingsavgifter')).toContainText(`Förmedlingsavgift, ${street}`);
  await expect(panel(winner, 'Förmedlingsavgifter')).toContainText('305 kr');
  await context.close();
});
