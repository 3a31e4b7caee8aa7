// No layout shift (issue 9): each page is opened in a fresh document, its data-dependent content is waited for
// (the shell's footer and maintenance message, the consent banner, the page's own data), and the cumulative layout
// shift of everything that happened since the first paint must stay within the budget (e2e/support/cls.ts).
// Logged-in pages share one REST login per file (the demo applicant Anna, only read, so both projects use her).
import { expect, test, type Page } from '@playwright/test';
import { demo } from './support/actions';
import { expectLayoutShiftAtMost, trackLayoutShift } from './support/cls';
import { contextWith, loginState, type StorageState } from './support/session';

const APP = '/mypages/app';
const anna = demo.payingApplicant;

/** What every page of the shell shows once the content service and the maintenance query have answered. */
async function expectShellLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('contentinfo')).toContainText('Kontakt');
  await expect(page.getByRole('region', { name: 'Driftmeddelande' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Kakor' })).toBeVisible();
}

/** The first home of the public list (read from the page, so the check follows the list's own query). */
async function firstHomePath(page: Page): Promise<string> {
  await page.goto(`${APP}/lediga-bostader`);
  const link = page.getByRole('article').first().getByRole('link').first();
  const href = await link.getAttribute('href');
  if (!href) throw new Error('the first home of the list has no link');
  return href;
}

async function openDetail(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  await expect(page.getByRole('region', { name: 'Fakta om bostaden' })).toBeVisible();
  await expect(page.locator('.gallery__image')).toHaveJSProperty('complete', true);
  await expect(page.getByRole('region', { name: 'Din köplats' })).not.toContainText('Hämtar');
}

test.describe('public pages', () => {
  test.beforeEach(async ({ page }) => {
    await trackLayoutShift(page);
  });

  test('the start page does not shift', async ({ page }) => {
    await page.goto(`${APP}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Välkommen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Gå till inloggningen' })).toBeVisible();
    await expectShellLoaded(page);
    await expectLayoutShiftAtMost(page);
  });

  test('the login page does not shift', async ({ page }) => {
    await page.goto(`${APP}/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible();
    await expect(page.getByLabel('E-post eller personnummer')).toBeVisible();
    await expectShellLoaded(page);
    await expectLayoutShiftAtMost(page);
  });

  test('the vacant homes list does not shift while its homes arrive', async ({ page }) => {
    await page.goto(`${APP}/lediga-bostader`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lediga bostäder' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d+ lediga? bostäder|\d+ ledig bostad/ })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article').first().getByRole('img')).toHaveJSProperty('complete', true);
    await expectShellLoaded(page);
    await expectLayoutShiftAtMost(page);
  });

  test("a home's detail page does not shift while the home and its images arrive", async ({ page }) => {
    const path = await firstHomePath(page);
    await openDetail(page, path);
    await expectShellLoaded(page);
    await expectLayoutShiftAtMost(page);
  });
});

test.describe('logged-in pages', () => {
  let state: StorageState;
  test.beforeAll(async ({ browser }, testInfo) => {
    state = await loginState(browser, testInfo, anna.email, anna.password);
  });

  const open = async ({ browser }: { browser: import('@playwright/test').Browser }, testInfo: import('@playwright/test').TestInfo) => {
    const context = await contextWith(browser, testInfo, state);
    const page = await context.newPage();
    await trackLayoutShift(page);
    return { context, page };
  };

  test('the account page does not shift while the applicant, queue times and fee arrive', async ({ browser }, testInfo) => {
    const { context, page } = await open({ browser }, testInfo);
    await page.goto(`${APP}/profile/account`);
    await expect(page.getByRole('heading', { level: 2, name: 'Dina uppgifter' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Köavgift' })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Kontoinställningar' })).toBeVisible();
    await expect(page.getByLabel('Förnamn')).toHaveValue(/\S/);
    await expectShellLoaded(page);
    await expectLayoutShiftAtMost(page);
    await context.close();
  });

  test('the payments page does not shift while the orders arrive', async ({ browser }, testInfo) => {
    const { context, page } = await open({ browser }, testInfo);
    await page.goto(`${APP}/profile/payments`);
    await expect(page.getByRole('heading', { level: 1, name: 'Betalningar' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.locator('.spinner')).toHaveCount(0);
    await expectShellLoaded(page);
    await expectLayoutShiftAtMost(page);
    await context.close();
  });

  test('the saved searches page does not shift while the searches arrive', async ({ browser }, testInfo) => {
    const { context, page } = await open({ browser }, testInfo);
    await page.goto(`${APP}/profile/subscriptions`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bevakningar' })).toBeVisible();
    const list = page.getByRole('region', { name: 'Dina bevakningar' });
    await expect(list.getByRole('article').first().or(list.getByText('Du har inga bevakningar.'))).toBeVisible();
    await expectShellLoaded(page);
    await expectLayoutShiftAtMost(page);
    await context.close();
  });

  test('the account page does not shift when the browser kept the session cookie but forgot the login (storage cleared)', async ({ browser }, testInfo) => {
    const context = await contextWith(browser, testInfo, { ...state, origins: [] });
    const page = await context.newPage();
    await trackLayoutShift(page);
    await page.goto(`${APP}/profile/account`);
    await expect(page.getByRole('heading', { level: 2, name: 'Dina uppgifter' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();
    await expectShellLoaded(page);
    await expectLayoutShiftAtMost(page);
    await context.close();
  });

  test("a home's detail page does not shift for a logged-in applicant (queue place)", async ({ browser }, testInfo) => {
    const { context, page } = await open({ browser }, testInfo);
    const path = await firstHomePath(page);
    await openDetail(page, path);
    await expectShellLoaded(page);
    await expectLayoutShiftAtMost(page);
    await context.close();
  });
});
