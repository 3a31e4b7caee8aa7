// The account page's own settings with a fresh applicant per project: basic information (a Swedish
// validation error first, then a save that survives a reload), the address, the physical mail
// preference, and a password change followed by a login with the new password.
import { expect, test, type Page } from '@playwright/test';
import { emailFor } from './account-support';
import { expectLoggedIn, loginThroughForm, logout } from './support/actions';
import { accountPeople, E2E_PASSWORD, projectOf, registerViaApi } from './support/api';
import { expectAccessible } from './support/axe';

const NEW_PASSWORD = 'Nytt-Losen-2027!';

test.describe.configure({ mode: 'serial' });

let email = '';

test.beforeAll(async ({ request }, testInfo) => {
  email = emailFor('settings', testInfo);
  await registerViaApi(request, accountPeople[projectOf(testInfo.project.name)][0], email);
});

async function openAccount(page: Page, password = E2E_PASSWORD): Promise<void> {
  await page.goto('/mypages/app/login?returnUrl=%2Fprofile%2Faccount');
  await loginThroughForm(page, email, password);
  await expect(page.getByRole('heading', { level: 1, name: 'Mitt konto' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Kontaktuppgifter' })).toHaveAttribute('aria-selected', 'true');
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('basic information: a Swedish validation error, then a save that survives a reload', async ({ page }) => {
  await openAccount(page);
  await expectAccessible(page);

  const firstName = page.getByLabel('Förnamn');
  await firstName.fill('');
  await page.getByLabel('Mobilnummer').fill('12345');
  await page.getByRole('button', { name: 'Spara kontaktuppgifter' }).click();
  const summary = page.getByRole('group', { name: 'Formuläret innehåller fel' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Förnamn är obligatoriskt' })).toBeVisible();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Ange ett giltigt mobilnummer, till exempel 070-123 45 67').first()).toBeVisible();
  await expectAccessible(page);

  await firstName.fill('Elsa-Maria');
  await page.getByLabel('Mobilnummer').fill('070-765 43 21');
  await page.getByLabel('Extra e-postadress (frivillig)').fill(`extra.${email}`);
  await page.getByRole('button', { name: 'Spara kontaktuppgifter' }).click();
  await expect(toast(page, 'Dina kontaktuppgifter är sparade')).toBeVisible();
  await expect(summary).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel('Förnamn')).toHaveValue('Elsa-Maria');
  await expect(page.getByLabel('Mobilnummer')).toHaveValue('070-765 43 21');
  await expect(page.getByLabel('Extra e-postadress (frivillig)')).toHaveValue(`extra.${email}`);
  await expect(page.getByRole('definition').filter({ hasText: '070-765 43 21' })).toBeVisible();
});

test('the secondary e-mail may not be the same as the e-mail', async ({ page }) => {
  await openAccount(page);
  await page.getByLabel('Extra e-postadress (frivillig)').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Spara kontaktuppgifter' }).click();
  await expect(page.getByRole('link', { name: 'Den andra e-postadressen får inte vara samma som den första' })).toBeVisible();
});

test('address: saved and shown again after a reload', async ({ page }) => {
  await openAccount(page);
  await page.getByLabel('Gatuadress').fill('');
  await page.getByRole('button', { name: 'Spara adress' }).click();
  await expect(page.getByRole('group', { name: 'Formuläret innehåller fel' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Gatuadress är obligatoriskt' })).toBeVisible();

  await page.getByLabel('c/o (frivilligt)').fill('Lund');
  await page.getByLabel('Gatuadress').fill('Sysslomansgatan 9');
  await page.getByLabel('Postnummer').fill('753 14');
  await page.getByLabel('Ort', { exact: true }).fill('Uppsala');
  await page.getByRole('button', { name: 'Spara adress' }).click();
  await expect(toast(page, 'Din adress är sparad')).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByLabel('Gatuadress')).toHaveValue('Sysslomansgatan 9');
  await expect(page.getByLabel('c/o (frivilligt)')).toHaveValue('Lund');
  await expect(page.getByLabel('Postnummer')).toHaveValue('753 14');
});

test('physical mail preference: saved and kept', async ({ page }) => {
  await openAccount(page);
  const box = page.getByRole('checkbox', { name: 'Jag vill inte få post hemskickad' });
  await expect(box).not.toBeChecked();
  await box.check();
  await page.getByRole('button', { name: 'Spara postinställning' }).click();
  await expect(toast(page, 'Ditt val om post är sparat')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Jag vill inte få post hemskickad' })).toBeChecked();
});

test('password change, then a login with the new password', async ({ page }) => {
  await openAccount(page);
  await page.getByRole('tab', { name: 'Lösenord' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Lösenord' });
  await expectAccessible(page);

  await panel.getByLabel('Nuvarande lösenord').fill('Fel-Losen-2026!');
  await panel.getByLabel('Nytt lösenord', { exact: true }).fill(NEW_PASSWORD);
  await panel.getByLabel('Nytt lösenord igen').fill(NEW_PASSWORD);
  await panel.getByRole('button', { name: 'Byt lösenord' }).click();
  await expect(panel.getByRole('link', { name: 'Nuvarande lösenord stämmer inte' })).toBeVisible();
  await expectAccessible(page);

  await panel.getByLabel('Nuvarande lösenord').fill(E2E_PASSWORD);
  await panel.getByRole('button', { name: 'Byt lösenord' }).click();
  await expect(toast(page, 'Ditt lösenord är ändrat')).toBeVisible();
  await expect(panel.getByLabel('Nuvarande lösenord')).toHaveValue('');

  await logout(page);
  await expect(page.getByRole('link', { name: 'Logga in' }).first()).toBeVisible();
  await page.goto('/mypages/app/login');
  await loginThroughForm(page, email, E2E_PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'Fel användare eller lösenord' })).toBeVisible();
  await loginThroughForm(page, email, NEW_PASSWORD);
  await expectLoggedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Mitt konto' })).toBeVisible();
});
