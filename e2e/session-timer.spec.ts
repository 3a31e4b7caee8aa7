import { expect, test } from '@playwright/test';
import { SHORT_SESSION_PORT } from '../playwright.config';
import { expectAccessible } from './support/axe';
import { demo, loginThroughForm } from './support/actions';

const anna = demo.payingApplicant;

test.describe('with a short configured session (40 s, warning at 35 s)', () => {
  test.use({ baseURL: `http://localhost:${SHORT_SESSION_PORT}` });

  test("the warning appears and 'Stanna kvar' keeps the session", async ({ page }) => {
    await page.goto('/mypages/app/login?returnUrl=%2Fprofile%2Faccount');
    await loginThroughForm(page, anna.email, anna.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Mitt konto' })).toBeVisible();

    const dialog = page.getByRole('dialog', { name: 'Du loggas snart ut' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText(/sekund/);
    await expectAccessible(page);

    const status = page.waitForResponse((r) => r.url().endsWith('/mypages/api/status'));
    await dialog.getByRole('button', { name: 'Stanna kvar' }).click();
    expect((await status).status()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Mitt konto' })).toBeVisible();
    // The server session is still valid.
    expect((await page.request.get('/mypages/api/status')).status()).toBe(200);
  });
});

test('at zero the user is logged out with the spec message and sent to login with returnUrl', async ({ page }) => {
  await page.clock.install();
  await page.goto('/mypages/app/login?returnUrl=%2Fprofile%2Faccount');
  await loginThroughForm(page, anna.email, anna.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Mitt konto' })).toBeVisible();

  await page.clock.runFor(3480 * 1000);
  await expect(page.getByRole('dialog', { name: 'Du loggas snart ut' })).toBeVisible();
  await page.clock.runFor(121 * 1000);
  await expect(page.getByText('Du har blivit utloggad pga inaktivitet')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fprofile%2Faccount/);
  expect((await page.request.get('/mypages/api/status')).status()).toBe(401);
});
