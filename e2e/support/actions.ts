// Shared e2e actions: the demo users and how a person logs in.
import { expect, type Page } from '@playwright/test';
import { scenarios } from '../../server/db/seed/scenarios';

export const demo = scenarios;

export async function loginThroughForm(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('E-post eller personnummer').fill(username);
  await page.getByLabel('Lösenord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logga in' }).click();
}

export async function expectLoggedIn(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();
}

/** The header's logout control (on small screens the local menu holds it too). */
export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logga ut' }).first().click();
}
