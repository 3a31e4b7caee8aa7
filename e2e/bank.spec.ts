// The bank connection (issue 14, spec 000 §1, §4, §7, §8): Anna opens the digital income verification page, goes
// through the connect dialog's three steps while the bank's window (a popup) identifies her in the BankID sandbox and
// takes her account choice and consent, and the page then lists her accounts, her incomes by month and the verified
// income (also on the incomes page and, marked as verified by the bank, in a home's interest pre-check); deleting
// removes it all. A cancel at the bank (the sandbox's switch) shows the spec's message; the return page shows
// 'validating' with the wait note, and status error its failure at once.
// Anna is shared by both projects (one database for the run): every test starts by deleting her connections and
// ends with none; the switches are put back after the test that sets them.
import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { approveAutostartLink } from './helpers/bankid';
import { demo } from './support/actions';
import { csrf } from './support/api';
import { expectAccessible } from './support/axe';
import { expectLayoutShiftAtMost, trackLayoutShift } from './support/cls';
import { contextWith, loginState, type StorageState } from './support/session';

const APP = '/mypages/app';
const BANK_PAGE = `${APP}/profile/incomes/bank`;
const SWITCHES = '/sandbox/open-banking/tester/switches';
const FAILURE = 'Något gick fel, vänliger försök ansluta dig igen.';
const anna = demo.payingApplicant;

let annaState: StorageState;
test.beforeAll(async ({ browser }, testInfo) => {
  annaState = await loginState(browser, testInfo, anna.email, anna.password);
});

async function asAnna(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await contextWith(browser, testInfo, annaState);
  const page = await context.newPage();
  await deleteConnections(page.request);
  return page;
}

/** A GraphQL request in the logged-in applicant's browser context. */
function asker(request: APIRequestContext) {
  return async <T>(query: string, variables?: Record<string, unknown>): Promise<T> => {
    const res = await request.post('/mypages/api', { headers: { 'x-csrf-token': await csrf(request) }, data: { query, variables } });
    const body = (await res.json()) as { data?: T; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data as T;
  };
}

/** A home the logged-in applicant may register interest in whose pre-check counts her incomes (an income requirement). */
async function homeWithIncomeCheck(request: APIRequestContext): Promise<{ rentalObjectId: string; street: string }> {
  const ask = asker(request);
  const list = await ask<{ getRentalObjectsAvailable: { rentalObjects: { rentalObjectId: string; street: string }[] } }>(
    '{ getRentalObjectsAvailable(skip: 0, take: 30) { rentalObjects { rentalObjectId street } } }',
  );
  for (const home of list.getRentalObjectsAvailable.rentalObjects) {
    const { validateApplication } = await ask<{ validateApplication: { validation: { canCreate: boolean; criteria: { income: { incomeCalculation: unknown }[] } } | null } }>(
      'query($id: String!) { validateApplication(rentalObjectId: $id) { validation { canCreate criteria { income { incomeCalculation { total } } } } } }',
      { id: home.rentalObjectId },
    );
    const v = validateApplication.validation;
    if (v?.canCreate && v.criteria.income.some((c) => c.incomeCalculation)) return home;
  }
  throw new Error('no home open to the applicant has an income requirement');
}

/** Deletes every connection of the logged-in applicant (what an earlier test or run may have left). */
async function deleteConnections(request: APIRequestContext): Promise<void> {
  const ask = asker(request);
  const { getOpenBankingObjectOutput } = await ask<{ getOpenBankingObjectOutput: { data: { dataId: number }[] } }>('{ getOpenBankingObjectOutput { data { dataId } } }');
  for (const { dataId } of getOpenBankingObjectOutput.data) {
    await ask('mutation($dataId: Int!) { deleteOpenBankingData(dataId: $dataId) { error } }', { dataId });
  }
}

async function setSwitches(request: APIRequestContext, switches: Record<string, unknown>): Promise<void> {
  const res = await request.post(SWITCHES, { data: switches });
  expect(res.status(), await res.text()).toBe(200);
}

async function openBankPage(page: Page): Promise<void> {
  await page.goto(BANK_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Digital inkomstverifiering' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Kontakt');
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Anslut bank' });

/** Steps 1 and 2 up to the bank's window: the bank chosen, its window opened from the dialog. */
async function openBankWindow(page: Page, bank: string, checkEachStep: boolean): Promise<Page> {
  await page.getByRole('button', { name: 'Anslut bank' }).click();
  const steps = dialog(page);
  await expect(steps.getByRole('heading', { name: 'Välj bank' })).toBeFocused();
  await expect(steps.getByText('Steg 1 av 3')).toBeVisible();
  await expect(steps.getByRole('radio', { name: bank })).toBeVisible();
  if (checkEachStep) {
    // Every bank's icon loaded (served from our own origin, which the CSP allows).
    const icons = steps.locator('.bank-provider img');
    expect(await icons.count()).toBeGreaterThan(5);
    await expect
      .poll(() => icons.evaluateAll((images) => images.filter((i) => !((i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)).length))
      .toBe(0);
    await expectAccessible(page);
    await steps.getByRole('button', { name: 'Nästa' }).click();
    await expect(steps.getByText('Välj din bank')).toBeVisible();
    await expect(steps.getByRole('radio').first()).toBeFocused();
  }
  await steps.getByRole('radio', { name: bank }).check();
  await steps.getByRole('button', { name: 'Nästa' }).click();
  await expect(steps.getByRole('heading', { name: 'Identifiera dig med BankID' })).toBeFocused();
  await expect(steps.getByText('Steg 2 av 3')).toBeVisible();
  const open = steps.getByRole('button', { name: `Öppna ${bank}` });
  await expect(open).toBeVisible();
  if (checkEachStep) await expectAccessible(page);
  const [bankWindow] = await Promise.all([page.waitForEvent('popup'), open.click()]);
  return bankWindow;
}

test('Anna connects her bank through the three steps, sees her accounts, incomes by month and verified income (also in a pre-check), and deletes it', async ({ browser }, testInfo) => {
  const page = await asAnna(browser, testInfo);
  await trackLayoutShift(page);
  await openBankPage(page);
  await expect(page.getByText('Du har inte anslutit någon bank.')).toBeVisible();
  await expectLayoutShiftAtMost(page);
  await expectAccessible(page);

  const bankWindow = await openBankWindow(page, 'Handelsbanken', true);
  await expect(dialog(page).getByRole('status').filter({ hasText: 'Väntar på att du blir klar i bankens fönster' })).toBeAttached();

  // The bank's window: BankID in the sandbox's app, then the accounts and the consent.
  await expect(bankWindow.getByRole('heading', { name: 'Identifiera dig hos Handelsbanken med BankID' })).toBeVisible();
  const tester = await approveAutostartLink(bankWindow.getByRole('link', { name: 'Öppna BankID på den här enheten' }), anna.personalIdentityNumber);
  await tester.close();
  await bankWindow.getByRole('link', { name: 'Fortsätt' }).click();
  await expect(bankWindow.getByRole('group', { name: 'Välj konton hos Handelsbanken' })).toBeVisible();
  await expect(bankWindow.getByRole('checkbox', { name: /Lönekonto/ })).toBeChecked();
  await bankWindow.getByRole('button', { name: 'Fortsätt' }).click();
  await bankWindow.getByRole('button', { name: 'Godkänn och dela' }).click();

  // The return page in the bank's window tells the dialog, which closes the window and shows step 3.
  const steps = dialog(page);
  await expect(steps.getByRole('heading', { name: 'Klart' })).toBeFocused({ timeout: 30_000 });
  await expect(steps.getByText('Steg 3 av 3')).toBeVisible();
  await expect(steps.getByText('Din bank är ansluten.')).toBeVisible();
  await expect.poll(() => bankWindow.isClosed()).toBe(true);
  await expectAccessible(page);
  await steps.getByRole('button', { name: 'Stäng' }).click();
  await expect(steps).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Anslut en till bank' })).toBeVisible();

  // The page, loaded afresh: no layout shift while its data comes.
  await trackLayoutShift(page);
  await openBankPage(page);
  const connections = page.getByRole('region', { name: 'Anslutna konton' });
  const connection = connections.getByRole('listitem', { name: 'Handelsbanken' });
  await expect(connection).toContainText('Lönekonto •••• 4567');
  await expect(connection).toContainText('Sparkonto •••• 4321');
  await expect(connection).toContainText('Ansluten');
  await expect(connection).toContainText('Senast hämtad');
  await expect(connection).toContainText(/Samtycket gäller till\d{4}-\d{2}-\d{2} \(\d+ dagar kvar\)/);
  await expect(connection).toContainText('Aktiv');
  const verified = page.getByRole('region', { name: 'Verifierade inkomster från banken' });
  await expect(verified).toContainText('25 000 kr');
  await expect(verified).toContainText('Verifierad');
  const months = page.getByRole('region', { name: 'Inkomster per månad' });
  await expect(months.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).not.toHaveCount(0);
  // A full month (the second newest): her salary counts, the monthly saving is a transfer between her own accounts.
  const fullMonth = months.locator('.bank-month').nth(1);
  await expect(fullMonth).toContainText('Räknas som inkomst25 000 kr');
  await fullMonth.getByText(/^Transaktioner /).click();
  await expect(fullMonth.getByRole('listitem').filter({ hasText: 'LÖN UPPSALA KOMMUN' })).toContainText('Lön');
  await expect(fullMonth.getByRole('listitem').filter({ hasText: 'Överföring mellan egna konton' }).first()).toBeVisible();
  await expectLayoutShiftAtMost(page);
  await expectAccessible(page);

  // The incomes page shows the verified income beside the declared ones, with the link here.
  await page.getByRole('link', { name: 'Tillbaka till Inkomster' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inkomster' })).toBeVisible();
  const box = page.getByRole('region', { name: 'Verifierade inkomster från banken' });
  await expect(box).toContainText('25 000 kr');
  await expect(box).toContainText('Verifierad');
  await expectAccessible(page);

  // A home's interest pre-check counts the verified income, marked as verified by the bank (nothing registered).
  const home = await homeWithIncomeCheck(page.request);
  await page.goto(`${APP}/rental-object/${home.rentalObjectId}`);
  await page.getByRole('region', { name: 'Intresseanmälan' }).getByRole('button', { name: 'Anmäl intresse' }).click();
  const interest = page.getByRole('dialog', { name: `Anmäl intresse för ${home.street}` });
  await interest.getByRole('button', { name: 'Nästa' }).click();
  await interest.getByText('Så räknas dina inkomster').click();
  const lines = interest.getByRole('list', { name: `Inkomster för ${anna.firstName} ${anna.lastName}` });
  await expect(lines.getByRole('listitem').filter({ hasText: 'Verifierad inkomst från banken' })).toContainText('25 000 kr i månaden (verifierad av banken)');
  await expectAccessible(page);
  await interest.getByRole('button', { name: 'Avbryt' }).click();
  await expect(interest).toHaveCount(0);

  await page.goto(BANK_PAGE);

  // Deleting asks first, then removes everything of it.
  await page.getByRole('button', { name: 'Ta bort anslutningen till Handelsbanken' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Vill du ta bort anslutningen till Handelsbanken?' });
  await expect(confirm.getByRole('button', { name: 'Avbryt' })).toBeFocused();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Ja, ta bort' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Anslutningen är borttagen' })).toBeVisible();
  await expect(page.getByText('Du har inte anslutit någon bank.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Anslutna konton' })).toHaveCount(0);
  await page.context().close();
});

test('a cancel at the bank shows the spec’s message, and a retry opens the bank again', async ({ browser }, testInfo) => {
  const page = await asAnna(browser, testInfo);
  await setSwitches(page.request, { userCancels: true });
  try {
    await openBankPage(page);
    const bankWindow = await openBankWindow(page, 'Nordea', false);
    const steps = dialog(page);
    await expect(steps.getByRole('heading', { name: 'Anslutningen misslyckades' })).toBeFocused({ timeout: 30_000 });
    await expect(steps.getByText(FAILURE, { exact: true })).toBeVisible();
    await expect.poll(() => bankWindow.isClosed()).toBe(true);
    await expectAccessible(page);

    await steps.getByRole('button', { name: 'Försök igen' }).click();
    await expect(steps.getByRole('heading', { name: 'Identifiera dig med BankID' })).toBeFocused();
    await expect(steps.getByRole('button', { name: 'Öppna Nordea' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(steps).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Anslut bank' })).toBeFocused();
    await expect(page.getByText('Du har inte anslutit någon bank.')).toBeVisible();
  } finally {
    await setSwitches(page.request, { userCancels: false });
    await page.context().close();
  }
});

test('the return page: validating with the wait note while it checks; status error fails at once', async ({ browser }, testInfo) => {
  const page = await asAnna(browser, testInfo);
  await page.goto(`${APP}/openbankingreturn?status=SUCCESS&case_id=no-such-case`);
  const validating = page.getByRole('status').filter({ hasText: 'validating' });
  await expect(validating).toBeVisible();
  await expect(validating).toContainText('Det kan ta upp till en minut');
  // Outside the app shell: no header, navigation or footer.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectAccessible(page);

  await page.goto(`${APP}/openbankingreturn?status=Error&case_id=x`);
  await expect(page.getByRole('alert').getByText(FAILURE, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stäng fönstret' })).toBeVisible();
  await expectAccessible(page);
  await page.context().close();
});
