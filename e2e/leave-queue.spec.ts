// Leaving the queue: the confirmation word, a BankID signature in the sandbox, then the account is closed,
// the user is logged out with a message, and the password no longer logs in.
import { expect, test } from '@playwright/test';
import { loginThroughForm } from './support/actions';
import { E2E_PASSWORD, freePeople, projectOf, registerViaApi } from './support/api';
import { expectAccessible } from './support/axe';
import { approveOnThisDevice } from './helpers/bankid';

test('an applicant leaves the queue with AVSLUTA and BankID, and can no longer log in', async ({ page, request }, testInfo) => {
  const project = projectOf(testInfo.project.name);
  const pnr = freePeople[project][2];
  const email = `lamnar-${project}@example.se`;
  await registerViaApi(request, pnr, email);

  await page.goto('/mypages/app/login');
  await expectAccessible(page);
  await loginThroughForm(page, email, E2E_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Mitt konto' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Lämna bostadskön' });
  await expect(section).toContainText('Din kötid försvinner');
  await expectAccessible(page);

  const open = section.getByRole('button', { name: 'Lämna bostadskön' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Lämna bostadskön' });
  await expect(dialog).toBeVisible();
  const word = dialog.getByLabel('Skriv AVSLUTA för att bekräfta');
  await expect(word).toBeFocused();
  await expectAccessible(page);

  // Escape closes the dialog and gives focus back.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
  await open.click();

  await word.fill('avsluta nu');
  await dialog.getByRole('button', { name: 'Fortsätt' }).click();
  await expect(word).toHaveAccessibleDescription('Skriv AVSLUTA för att bekräfta att du vill lämna bostadskön');
  await expectAccessible(page);
  await word.fill('AVSLUTA');
  await dialog.getByRole('button', { name: 'Fortsätt' }).click();

  await expect(dialog.getByText('Skriv under med BankID för att bekräfta att du lämnar bostadskön.')).toBeFocused();
  await dialog.getByRole('button', { name: 'BankID på den här enheten' }).click();
  await expect(dialog.getByRole('link', { name: 'Öppna BankID-appen' })).toBeFocused();
  await expectAccessible(page);
  const tester = await approveOnThisDevice(page, pnr);
  await expect(tester.getByText('Jag vill avsluta mitt konto och lämna bostadskön.').first()).toBeVisible();
  await tester.close();

  await expect(page).toHaveURL(/\/mypages\/app\/?$/);
  await expect(page.getByText('Ditt konto är avslutat och du har lämnat bostadskön.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Välkommen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logga ut' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/mypages/app/profile/account');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  await loginThroughForm(page, email, E2E_PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'Fel användare eller lösenord' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible();
  await expectAccessible(page);
});
