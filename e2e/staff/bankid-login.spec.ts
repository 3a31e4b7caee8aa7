// The back office's login with BankID on this device, against the BankID sandbox (its app played from a second page):
// Karin (known by her personnummer, typed in as "Annan person") gets into the back office; a person without a staff
// account is told so and stays on the login page. axe on the login page with the BankID state shown.
import { expect, test, type Page } from '@playwright/test';
import { scenarios } from '../../server/db/seed/scenarios';
import { expectAccessible } from '../support/axe';
import { approveOnThisDevice } from '../helpers/bankid';
import { ADMIN_APP, staffPeople } from './support';

const karin = { personalNumber: scenarios.caseHandler.personalIdentityNumber, givenName: 'Karin', surname: 'Handläggare' };

async function startOnThisDevice(page: Page) {
  await page.goto(`${ADMIN_APP}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Logga in i handläggningen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Logga in med BankID' })).toBeVisible();
  await page.getByRole('button', { name: 'BankID på den här enheten' }).click();
  await expect(page.getByRole('link', { name: 'Öppna BankID-appen' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /BankID/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Avbryt' })).toBeVisible();
}

test('Karin logs in with BankID on this device and sees the back office with her name', async ({ page }) => {
  await startOnThisDevice(page);
  await expectAccessible(page);

  const tester = await approveOnThisDevice(page, karin);
  await tester.close();

  await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();
  await expect(page.getByText(`${staffPeople.karin.name} (Handläggare)`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Handläggning' })).toBeVisible();
  await expectAccessible(page);
});

test('a person without a staff account is refused with the message and can try again', async ({ page }) => {
  await startOnThisDevice(page);
  const tester = await approveOnThisDevice(page, scenarios.payingApplicant.personalIdentityNumber);
  await tester.close();

  await expect(page.getByRole('status').filter({ hasText: 'Du har inget konto i handläggningen.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Försök igen' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'Logga in i handläggningen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logga ut' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Avbryt' }).click();
  await expect(page.getByRole('button', { name: 'BankID på den här enheten' })).toBeVisible();
});

test('Avbryt ends the order and gives the choice back', async ({ page }) => {
  await startOnThisDevice(page);
  await page.getByRole('button', { name: 'Avbryt' }).click();
  await expect(page.getByRole('link', { name: 'Öppna BankID-appen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mobilt BankID' })).toBeFocused();
});
