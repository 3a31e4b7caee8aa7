import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { demo, expectLoggedIn, loginThroughForm, logout } from './support/actions';

const anna = demo.payingApplicant;

test('the demo applicant logs in, stays logged in after a reload and logs out', { tag: '@two-instances' }, async ({ page }) => {
  await page.goto('/mypages/app/');
  await expect(page.getByRole('heading', { level: 1, name: 'Välkommen' })).toBeVisible();
  await expect(page).toHaveTitle(/\| Bostadskön$/);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Logga in' }).first().click();
  await expect(page).toHaveURL(/\/mypages\/app\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible();
  await expectAccessible(page);

  await loginThroughForm(page, anna.personalIdentityNumber, anna.password);
  await expect(page).toHaveURL(/\/mypages\/app\/profile\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mitt konto' })).toBeVisible();
  await expect(page.getByText('Anna Andersson')).toBeVisible();
  await expect(page.getByText('19900101-XXXX')).toBeVisible();
  await expect(page.getByText(anna.personalIdentityNumber)).toHaveCount(0);
  await expectLoggedIn(page);
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mitt konto' })).toBeVisible();
  await expectLoggedIn(page);

  await logout(page);
  await expect(page.getByRole('link', { name: 'Logga in' }).first()).toBeVisible();
  await page.goto('/mypages/app/profile/account');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
});

test('a wrong password shows the spec message', async ({ page }) => {
  await page.goto('/mypages/app/login');
  await loginThroughForm(page, anna.email, 'Fel-losenord-1!');
  await expect(page.getByRole('alert').filter({ hasText: 'Fel användare eller lösenord' })).toBeVisible();
  await expectAccessible(page);
});

test('empty fields show the required messages and an error summary that takes focus', async ({ page }) => {
  await page.goto('/mypages/app/login');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByText('Ange e-post eller personnummer').first()).toBeVisible();
  await expect(page.getByText('Ange lösenord').first()).toBeVisible();
  await expect(page.getByLabel('E-post eller personnummer')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
});

test('a protected route redirects to login with returnUrl and comes back after login', { tag: '@two-instances' }, async ({ page }) => {
  await page.goto('/mypages/app/profile/account');
  await expect(page).toHaveURL(/\/mypages\/app\/login\?returnUrl=%2Fprofile%2Faccount/);
  await expectAccessible(page);
  await loginThroughForm(page, anna.email, anna.password);
  await expect(page).toHaveURL(/\/mypages\/app\/profile\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mitt konto' })).toBeVisible();
});

test('an outside returnUrl is not followed', async ({ page }) => {
  await page.goto('/mypages/app/login?returnUrl=' + encodeURIComponent('//evil.example/phish'));
  await loginThroughForm(page, anna.email, anna.password);
  await expect(page).toHaveURL(/\/mypages\/app\/profile\/account$/);
});

test('the login form works by keyboard alone', async ({ page }) => {
  await page.goto('/mypages/app/login');
  await page.getByLabel('E-post eller personnummer').focus();
  await page.keyboard.type(anna.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(anna.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Mitt konto' })).toBeVisible();
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/mypages/app/');
  // The first render runs as a transition (in slices, after the load event): wait until the page is there, as a
  // keyboard user sees it, before the first Tab.
  await expect(page.getByRole('heading', { level: 1, name: 'Välkommen' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: /Till huvudinnehåll|Hoppa till/ });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});
