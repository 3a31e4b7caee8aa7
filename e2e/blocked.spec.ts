// The seeded blocked applicant (two warnings within 12 months, a block on every landlord) gets the
// block notice on entering my pages, once per login, with a link to the block on the account page.
import { expect, test } from '@playwright/test';
import { demo, loginThroughForm, logout } from './support/actions';
import { expectAccessible } from './support/axe';

const bo = demo.blockedApplicant;
const NOTICE = 'Ditt konto är spärrat. Du kan inte anmäla intresse för bostäder just nu.';

test('the blocked applicant sees the block notice once per login, linking to the block', async ({ page }) => {
  await page.goto('/mypages/app/login');
  await loginThroughForm(page, bo.email, bo.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Mitt konto' })).toBeVisible();

  const notice = page.getByRole('status').filter({ hasText: NOTICE });
  await expect(notice).toBeVisible();
  // A notice stays until it is closed or its link followed.
  await page.waitForTimeout(5500);
  await expect(notice).toBeVisible();
  await expectAccessible(page);

  const blocks = page.getByRole('region', { name: 'Varningar och spärrar' });
  await expect(blocks).toContainText('Spärrad hos alla hyresvärdar');
  await expect(blocks).toContainText('Två varningar inom 12 månader');

  await notice.getByRole('link', { name: 'Läs mer på Mitt konto' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page).toHaveURL(/\/profile\/account#account-blocks$/);
  await expect(blocks).toBeFocused();
  await expectAccessible(page);

  // Once per login: not again after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mitt konto' })).toBeVisible();
  await expect(blocks).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByText(NOTICE)).toHaveCount(0);

  // A new login shows it again.
  await logout(page);
  await expect(page.getByRole('link', { name: 'Logga in' }).first()).toBeVisible();
  await page.goto('/mypages/app/login');
  await loginThroughForm(page, bo.email, bo.password);
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toBeVisible();
});
