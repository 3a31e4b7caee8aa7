// The back office's frame: its own login (Swedish messages, by keyboard), the staff member in the header, logout, a
// page that does not exist, and sessions apart from the applicants' in the same browser. axe on each page.
import { expect, test } from '@playwright/test';
import { demo, expectLoggedIn, loginThroughForm } from '../support/actions';
import { expectAccessible } from '../support/axe';
import { ADMIN_APP, loginAsStaff, logoutStaff, staffPeople } from './support';

const loginHeading = { level: 1, name: 'Logga in i handläggningen' } as const;

test('the login says what is missing and refuses a wrong password, then logs in by keyboard', async ({ page }) => {
  await page.goto(`${ADMIN_APP}/`);
  await expect(page.getByRole('heading', loginHeading)).toBeVisible();
  await expect(page).toHaveTitle('Logga in | Handläggning');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByText('Ange e-postadress').first()).toBeVisible();
  await expect(page.getByText('Ange lösenord').first()).toBeVisible();

  await page.getByLabel('E-postadress').fill(staffPeople.karin.email);
  await page.getByLabel('Lösenord').fill('fel-lösenord');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByText('Fel användare eller lösenord')).toBeVisible();

  // By keyboard only: the password field, the right password, Enter.
  await page.getByLabel('Lösenord').focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(staffPeople.karin.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();
  await expect(page.getByText(`${staffPeople.karin.name} (Handläggare)`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Handläggning' })).toBeVisible();
  await expectAccessible(page);
});

test('a page that does not exist, and logout ends the staff session', async ({ page }) => {
  await loginAsStaff(page, 'admin', '/finns-inte');
  await expect(page.getByText(`${staffPeople.admin.name} (Administratör)`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeVisible();
  await expectAccessible(page);
  await logoutStaff(page);
  await page.goto(`${ADMIN_APP}/`);
  await expect(page.getByRole('heading', loginHeading)).toBeVisible();
});

test('an applicant session does not open the back office, nor a staff session the applicants\' pages', async ({ page }) => {
  await page.goto('/mypages/app/login');
  await loginThroughForm(page, demo.payingApplicant.email, demo.payingApplicant.password);
  await expectLoggedIn(page);
  await page.goto(`${ADMIN_APP}/`);
  await expect(page.getByRole('heading', loginHeading)).toBeVisible();
  const staffApi = await page.request.post('/staff/api/graphql', { data: { query: '{ staffMe { name } }' } });
  expect(staffApi.status()).not.toBe(200);

  await loginAsStaff(page, 'karin');
  // The applicant's session is untouched by the staff login beside it, and a staff session is nobody on the applicants' API.
  const applicantMe = await page.request.get('/mypages/api/account/me');
  expect(((await applicantMe.json()) as { success: boolean }).success).toBe(true);
  await page.context().clearCookies({ name: 'sid' });
  const noApplicant = await page.request.get('/mypages/api/account/me');
  expect(((await noApplicant.json()) as { success: boolean }).success).toBe(false);
});
