// Set-up and look-ups for the applications specs (issue 12): which open home an applicant may register interest in
// now (asked of the server, so the specs follow the seed instead of naming homes), and the page's parts.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { csrf } from './api';

export const APP = '/mypages/app';

/** Homes the applicant may register interest in now (validateApplication says canCreate), in the list's order. */
export async function homesOpenTo(request: APIRequestContext, email: string, password: string, count: number): Promise<{ rentalObjectId: string; street: string }[]> {
  const login = await request.post('/mypages/api/account/login', { headers: { 'x-csrf-token': await csrf(request) }, data: { username: email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const ask = async <T>(query: string): Promise<T> => {
    const res = await request.post('/mypages/api', { headers: { 'x-csrf-token': await csrf(request) }, data: { query } });
    const body = (await res.json()) as { data?: T; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data as T;
  };
  try {
    const list = await ask<{ getRentalObjectsAvailable: { rentalObjects: { rentalObjectId: string; street: string }[] } }>(
      '{ getRentalObjectsAvailable(skip: 0, take: 30) { rentalObjects { rentalObjectId street } } }',
    );
    const open: { rentalObjectId: string; street: string }[] = [];
    // A few homes a request: the server allows 15 aliases.
    for (const batch of chunks(list.getRentalObjectsAvailable.rentalObjects, 10)) {
      const checks = batch.map((h, i) => `h${i}: validateApplication(rentalObjectId: "${h.rentalObjectId}") { validation { canCreate } }`).join(' ');
      const answers = await ask<Record<string, { validation: { canCreate: boolean } | null }>>(`{ ${checks} }`);
      open.push(...batch.filter((_, i) => answers[`h${i}`]?.validation?.canCreate));
      if (open.length >= count) break;
    }
    expect(open.length, 'homes open to the applicant').toBeGreaterThanOrEqual(count);
    return open.slice(0, count);
  } finally {
    await request.post('/mypages/api/account/logout', { headers: { 'x-csrf-token': await csrf(request) }, data: {} });
  }
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));
}

export const homePath = (rentalObjectId: string) => `${APP}/rental-object/${rentalObjectId}`;

export const interestPanel = (page: Page) => page.getByRole('region', { name: 'Intresseanmälan' });
export const interestDialog = (page: Page, street: string) => page.getByRole('dialog', { name: `Anmäl intresse för ${street}` });

/** The detail page with its home and the interest panel past its loading state. */
export async function openHome(page: Page, rentalObjectId: string): Promise<void> {
  await page.goto(homePath(rentalObjectId));
  await expect(page.getByRole('region', { name: 'Fakta om bostaden' })).toBeVisible();
  await expect(interestPanel(page).getByRole('status')).toHaveCount(0);
}

export const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
export const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name, exact: true });

/** The applications page with its first read done. */
export async function openApplications(page: Page): Promise<void> {
  await page.goto(`${APP}/profile/applications`);
  await expect(page.getByRole('heading', { level: 1, name: 'Intresseanmälningar' })).toBeVisible();
  await expect(panel(page, 'Intresseanmälningar').getByRole('status')).toHaveCount(0);
}

/** A registration's card on the applications page, by its home's street. */
export const card = (scope: Page | Locator, street: string) => scope.getByRole('article', { name: street });

/**
 * A success toast. Toasts are shown one at a time and the notices on entering My pages (an unpaid fee …) stay until
 * closed, so notices that hold the toast back are closed as a user would (as e2e/profile-details.spec.ts does). An
 * error toast is never closed here: it fails the check at once, with its text.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(async () => {
    const errors = page.locator('.toast--error');
    expect(await errors.count(), (await errors.allInnerTexts()).join(' ')).toBe(0);
    // Only the notices (warnings): closing an earlier success toast would move the focus the test checks.
    const notices = page.locator('.toast--warning').filter({ hasNotText: text }).getByRole('button', { name: 'Stäng' });
    for (const close of await notices.all()) await close.click();
    await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
