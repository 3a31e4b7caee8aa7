// Staff accounts in the back office: only administrators see and manage them. The administrator creates a case
// handler (the form says what is wrong first, keeping what was typed), makes her an administrator, closes the account
// behind a confirmation, and the closed account can no longer log in. axe on every page.
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { ADMIN_APP, loginAsStaff, logoutStaff } from './support';

const newcomer = { name: 'Nora Nyanställd', email: 'nora.nyanstalld@example.se', password: 'Nyanstalld-2026!' };

test('a case handler has no staff accounts in the menu, and the page says only administrators manage them', async ({ page }) => {
  await loginAsStaff(page, 'karin');
  await expect(page.getByRole('navigation', { name: 'Handläggning' }).getByRole('link', { name: 'Personal' })).toHaveCount(0);
  await page.goto(`${ADMIN_APP}/personal`);
  await expect(page.getByRole('alert').filter({ hasText: 'Du har inte behörighet att hantera personalkonton' })).toBeVisible();
  await expectAccessible(page);
});

test('an administrator creates an account, changes its role and closes it; a closed account cannot log in', async ({ page }) => {
  await loginAsStaff(page, 'admin');
  await page.getByRole('navigation', { name: 'Handläggning' }).getByRole('link', { name: 'Personal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Personal' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Personalkonton' });
  await expect(table.getByRole('row', { name: /Karin Handläggare/ })).toContainText('19780514-XXXX');
  await expectAccessible(page);

  const form = page.getByRole('region', { name: 'Nytt konto' });
  await form.getByLabel('Namn').fill(newcomer.name);
  await form.getByLabel('E-postadress').fill('nora');
  await form.getByLabel('Personnummer för BankID (frivilligt)').fill('19750101-2344');
  await form.getByLabel('Lösenord').fill('kort');
  await form.getByRole('button', { name: 'Skapa kontot' }).click();
  await expect(form.getByText('Ange en giltig e-postadress').first()).toBeVisible();
  await expect(form.getByText('Ange ett giltigt personnummer med 12 siffror').first()).toBeVisible();
  await expect(form.getByText('Välj en roll').first()).toBeVisible();
  await expectAccessible(page);
  await expect(form.getByLabel('Namn')).toHaveValue(newcomer.name);

  await form.getByLabel('E-postadress').fill(newcomer.email);
  await form.getByLabel('Personnummer för BankID (frivilligt)').fill('19750101-2343');
  await form.getByLabel('Roll').selectOption({ label: 'Handläggare' });
  await form.getByLabel('Lösenord').fill(newcomer.password);
  await form.getByRole('button', { name: 'Skapa kontot' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kontot är skapat' })).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(newcomer.name) });
  await expect(row).toContainText('Handläggare');
  await expect(row).toContainText('19750101-XXXX');
  await expect(row).toContainText('Aktivt');

  await row.getByRole('link', { name: newcomer.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: newcomer.name })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Roll').selectOption({ label: 'Administratör' });
  await page.getByRole('button', { name: 'Spara ändringarna' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ändringarna är sparade' })).toBeVisible();
  await expect(page.getByText('Administratör, aktivt konto')).toBeVisible();

  await page.getByRole('button', { name: 'Stäng kontot' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Stäng kontot?' });
  await expect(dialog.getByRole('button', { name: 'Avbryt' })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Stäng kontot' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kontot är stängt' })).toBeVisible();
  await expect(page.getByText('Administratör, stängt konto')).toBeVisible();

  await logoutStaff(page);
  await page.getByLabel('E-postadress').fill(newcomer.email);
  await page.getByLabel('Lösenord').fill(newcomer.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Fel användare eller lösenord' })).toBeVisible();
});
