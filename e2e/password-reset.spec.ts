// Forgotten password: ask for a link, read it in the e-mail sandbox, choose a new password, log in with it.
import { expect, test } from '@playwright/test';
import { expectLoggedIn, loginThroughForm } from './support/actions';
import { E2E_PASSWORD, freePeople, projectOf, registerViaApi } from './support/api';
import { expectAccessible } from './support/axe';

const SENT = 'Om uppgifterna stämmer har vi skickat ett e-postmeddelande med en länk där du kan välja ett nytt lösenord.';
const NEW_PASSWORD = 'Nytt-Losenord-2026!';

test('forgot password → e-mail link → new password → log in with it', async ({ page, request }, testInfo) => {
  const project = projectOf(testInfo.project.name);
  const email = `aterstall-${project}@example.se`;
  await registerViaApi(request, freePeople[project][3], email);

  await page.goto('/mypages/app/login');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Glömt lösenord?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Glömt lösenord' })).toBeVisible();
  await expectAccessible(page);

  // Invalid input is caught before sending.
  await page.getByRole('button', { name: 'Skicka länk' }).click();
  await expect(page.getByRole('group', { name: 'Formuläret innehåller fel' })).toBeFocused();
  await expect(page.getByLabel('Personnummer eller e-post')).toHaveAccessibleDescription(/Ange personnummer eller e-post/);
  await expectAccessible(page);

  // An address without an account gets the very same answer.
  await page.getByLabel('Personnummer eller e-post').fill(`ingen-${project}@example.se`);
  await page.getByRole('button', { name: 'Skicka länk' }).click();
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeFocused();
  await expectAccessible(page);

  await page.goto('/mypages/app/forgot-password');
  await page.getByLabel('Personnummer eller e-post').fill(email);
  await page.getByRole('button', { name: 'Skicka länk' }).click();
  await expect(page.getByText(SENT)).toBeVisible();

  await page.goto(`/sandbox/mail/?to=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { name: 'Återställ ditt lösenord' }).first()).toBeVisible();
  const link = page.getByRole('link', { name: /reset-password\?token=/ }).first();
  const resetUrl = await link.getAttribute('href');
  await link.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Välj nytt lösenord' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Spara lösenord' }).click();
  await expect(page.getByLabel('Lösenord', { exact: true })).toHaveAccessibleDescription(/Lösenord är obligatoriskt/);
  await expect(page.getByLabel('Lösenord igen')).toHaveAccessibleDescription('Lösenord igen är obligatoriskt');
  await page.getByLabel('Lösenord', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Lösenord igen').fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: 'Spara lösenord' }).click();
  await expect(page.getByLabel('Lösenord igen')).toHaveAccessibleDescription('Lösenorden matchar ej');
  await expectAccessible(page);

  await page.getByLabel('Lösenord igen').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Spara lösenord' }).click();
  await expect(page.getByText('Ditt lösenord är ändrat. Du kan nu logga in med ditt nya lösenord.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('main').getByRole('link', { name: 'Logga in' }).click();
  await loginThroughForm(page, email, E2E_PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'Fel användare eller lösenord' })).toBeVisible();
  await expectAccessible(page);
  await loginThroughForm(page, email, NEW_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Mitt konto' })).toBeVisible();
  await expectLoggedIn(page);
  await expectAccessible(page);

  // The link works once.
  await page.goto(resetUrl ?? '');
  await page.getByLabel('Lösenord', { exact: true }).fill('Ett-Tredje-2026!');
  await page.getByLabel('Lösenord igen').fill('Ett-Tredje-2026!');
  await page.getByRole('button', { name: 'Spara lösenord' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Länken för att återställa lösenordet är ogiltig eller har gått ut.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Beställ en ny länk' })).toBeVisible();
  await expectAccessible(page);
});
