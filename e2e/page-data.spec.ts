// Page data (issue 9): a page's HTML carries the answers to what the page asks for first (server/graphql/page-data),
// so a page opened from its address shows its data without asking the server anything; once it has been shown, every
// query's own fetch policy holds again (a page visited again asks afresh). Desktop only: nothing here depends on the
// viewport.
import { expect, test, type Page } from '@playwright/test';
import { demo } from './support/actions';
import { expectAccessible } from './support/axe';
import { myPagesNavigation } from './support/payments';
import { contextWith, loginState, type StorageState } from './support/session';

/** Every data request to the applicants' API (GraphQL, by operation name, and REST, by path) the page makes from now on. */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The homes' images come from the API's path too, as images, not data.
    if (!url.pathname.startsWith('/mypages/api') || !['fetch', 'xhr'].includes(request.resourceType())) return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    seen.push(body?.operationName ?? url.pathname);
  });
  return seen;
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('the vacant homes list opens with its first page and asks nothing; a filter asks the server', async ({ page }) => {
  const requests = apiRequests(page);
  await page.goto('/mypages/app/lediga-bostader');
  await expect(page.getByText(/^Visar 20 av [\d\s\u00a0]+ bostäder$/u)).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('Kontakt')).toBeVisible();
  expect(requests).toEqual([]);

  await page.getByRole('button', { name: /^Filtrera/ }).click();
  await page.getByLabel('Minsta antal rum').selectOption({ label: '2 rum' });
  await expect.poll(() => requests).toContain('getRentalObjectsAvailable');
  await expectAccessible(page);
});

test.describe('logged in', () => {
  let anna: StorageState;
  test.beforeAll(async ({ browser }, testInfo) => {
    anna = await loginState(browser, testInfo, demo.payingApplicant.email, demo.payingApplicant.password);
  });

  test("the account page opens with the applicant's data and asks nothing", async ({ browser }, testInfo) => {
    const context = await contextWith(browser, testInfo, anna);
    const page = await context.newPage();
    const requests = apiRequests(page);
    await page.goto('/mypages/app/profile/account');
    await expect(h1(page, 'Mitt konto')).toBeVisible();
    await expect(page.getByLabel(/^Förnamn( \*)?$/)).toHaveValue(demo.payingApplicant.firstName);
    await expect(page.getByLabel(/^E-post( \*)?$/)).toHaveValue(demo.payingApplicant.email);
    expect(requests).toEqual([]);
    await context.close();
  });

  test('the payments page shows its orders without asking, and asks afresh when visited again', async ({ browser }, testInfo) => {
    const context = await contextWith(browser, testInfo, anna);
    const page = await context.newPage();
    const requests = apiRequests(page);
    await page.goto('/mypages/app/profile/payments');
    await expect(h1(page, 'Betalningar')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Betalda', exact: true })).toBeVisible();
    expect(requests).toEqual([]);

    // Away and back within the app: the orders are asked for again (cache-and-network), not only read from the cache.
    await (await myPagesNavigation(page)).getByRole('link', { name: 'Konto', exact: true }).click();
    await expect(h1(page, 'Mitt konto')).toBeVisible();
    await (await myPagesNavigation(page)).getByRole('link', { name: 'Betalningar', exact: true }).click();
    await expect(h1(page, 'Betalningar')).toBeVisible();
    await expect.poll(() => requests.filter((r) => r === 'getOrders').length).toBe(1);
    await context.close();
  });
});
