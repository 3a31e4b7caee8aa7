// The back office in e2e: where it lives, its seeded staff and how they log in through its login page.
import { expect, type Page } from '@playwright/test';
import { scenarios } from '../../server/db/seed/scenarios';

export const ADMIN_APP = '/mypages/admin';

export const staffPeople = {
  karin: { email: scenarios.caseHandler.email, password: scenarios.caseHandler.password, name: scenarios.caseHandler.name },
  admin: { email: scenarios.administrator.email, password: scenarios.administrator.password, name: scenarios.administrator.name },
} as const;

export type StaffName = keyof typeof staffPeople;

/** Opens the back office (or `path` in it), logs in through its form and waits for the layout. */
export async function loginAsStaff(page: Page, who: StaffName, path = '/'): Promise<void> {
  const person = staffPeople[who];
  await page.goto(`${ADMIN_APP}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Logga in i handläggningen' })).toBeVisible();
  await page.getByLabel('E-postadress').fill(person.email);
  await page.getByLabel('Lösenord').fill(person.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();
}

export async function logoutStaff(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Logga in i handläggningen' })).toBeVisible();
}
