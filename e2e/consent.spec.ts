// The cookie consent (spec 000 §7 'Other'): asked on a first visit in a region at the top, remembered, changed later
// from the footer in a dialog; the tag manager never loads in this build (no container id configured), whatever the
// answer. Axe on the banner and on the dialog.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';

const APP = '/mypages/app';
const banner = (page: Page) => page.getByRole('region', { name: 'Kakor på Mina sidor' });

test('the consent is asked once, remembered, changed from the footer, and no tag manager loads without an id', async ({ page }) => {
  const tagRequests: string[] = [];
  page.on('request', (request) => {
    if (/googletagmanager|google-analytics/.test(request.url())) tagRequests.push(request.url());
  });

  await page.goto(`${APP}/`);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText('kakor för statistik och prestanda');
  await expectAccessible(page);

  await banner(page).getByRole('button', { name: 'Godkänn statistikkakor' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Välkommen' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Välkommen' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Kontakt');
  await expect(banner(page)).toHaveCount(0);

  // Changed later from the footer: a dialog that says the current choice and gives focus back.
  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Inställningar för kakor' });
  await settings.click();
  const dialog = page.getByRole('dialog', { name: 'Kakor på Mina sidor' });
  await expect(dialog).toContainText('Ditt val nu: du har godkänt kakor för statistik och prestanda.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Bara nödvändiga kakor' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(settings).toBeFocused();
  await page.reload();
  await settings.click();
  await expect(page.getByRole('dialog')).toContainText('Ditt val nu: bara nödvändiga kakor.');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  expect(await page.evaluate(() => document.querySelectorAll('script[src*="googletagmanager"]').length)).toBe(0);
  expect(tagRequests).toEqual([]);
});

test('the first paint needs no script: the consent is in the HTML, hidden before any script once answered', async ({ page }) => {
  const noAppScripts = () => page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  const staticShell = page.locator('.static-shell');

  // The app's scripts never arrive: the HTML alone shows the question (and cannot be used: it is inert).
  await noAppScripts();
  await page.goto(`${APP}/`);
  await expect(staticShell.locator('.consent')).toBeVisible();
  await expect(staticShell.locator('.consent')).toContainText('Kakor på Mina sidor');

  // With the scripts, the live banner takes its place.
  await page.unrouteAll();
  await page.goto(`${APP}/`);
  await expect(banner(page).getByRole('button', { name: 'Bara nödvändiga kakor' })).toBeEnabled();
  await expect(staticShell).toHaveCount(0);
  await banner(page).getByRole('button', { name: 'Bara nödvändiga kakor' }).click();

  // Answered: the inline check in <head>, allowed by the server's Content-Security-Policy, hides the static question.
  await noAppScripts();
  await page.reload();
  await expect(staticShell.locator('.site-header')).toBeVisible();
  await expect(staticShell.locator('.consent')).toBeHidden();
});
