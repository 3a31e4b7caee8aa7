import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';

test('the shell shows the content-service navigation, the footer and the maintenance banner', async ({ page, isMobile }) => {
  await page.goto('/mypages/app/');
  const banner = page.getByRole('region', { name: 'Driftmeddelande' });
  await expect(banner).toContainText('Planerat underhåll');
  await expect(banner).toContainText(/\d{4}-\d{2}-\d{2} 06:00/);

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Kontakt');
  await expect(footer).toContainText('Öppettider');

  if (isMobile) {
    const toggle = page.getByRole('button', { name: 'Meny', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
  await expect(nav.getByRole('link', { name: 'Start' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Hyra bostad' })).toBeVisible();
  await expectAccessible(page);
});

test('an unknown page says so', async ({ page }) => {
  await page.goto('/mypages/app/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeVisible();
  await expect(page).toHaveTitle('Sidan finns inte | Bostadskön');
  await expectAccessible(page);
});

test("a page whose code cannot be downloaded says so in the frame, and a reload brings it", async ({ page }) => {
  // The not-found page's chunk fails as it does offline, or after a deploy removed the file the open tab asks for.
  await page.route('**/assets/NotFoundPage-*.js', (route) => route.abort('internetdisconnected'));
  await page.goto('/mypages/app/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Sidan kunde inte visas' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Sidan kunde inte visas' })).toContainText('Kontrollera din internetanslutning och ladda om sidan.');
  await expect(page).toHaveTitle('Sidan kunde inte visas | Bostadskön');
  // The frame stays: header, navigation and footer.
  await expect(page.getByRole('contentinfo')).toContainText('Kontakt');
  await expectAccessible(page);

  await page.unroute('**/assets/NotFoundPage-*.js');
  const reload = page.getByRole('button', { name: 'Ladda om sidan' });
  await reload.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeVisible();
});
