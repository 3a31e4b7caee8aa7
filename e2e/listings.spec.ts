// The vacant homes list ('Lediga bostäder', public): filtering in the browser with the count following, the state
// kept over a reload, the empty state, the scroll position kept over a visit to a home, keyboard use and axe.
// The map view is tested with the map.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';

const LIST = '/mypages/app/lediga-bostader';

const countRegion = (page: Page) => page.getByRole('status').filter({ hasText: /\d+ lediga? bostäder|\d+ ledig bostad/ });
const cards = (page: Page) => page.getByRole('article');
const filterToggle = (page: Page) => page.getByRole('button', { name: /^Filtrera/ });

async function readCount(region: Locator): Promise<number> {
  const text = (await region.textContent()) ?? '';
  const match = /^([\d\s\u00a0]+) lediga? bost/u.exec(text.trim());
  expect(match, `count text '${text}'`).not.toBeNull();
  return Number(match![1]!.replace(/\D/gu, ''));
}

async function openList(page: Page): Promise<number> {
  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Lediga bostäder' })).toBeVisible();
  await expect(countRegion(page)).toBeVisible();
  const total = await readCount(countRegion(page));
  await expect(cards(page)).toHaveCount(total);
  return total;
}

async function openFilter(page: Page): Promise<void> {
  const toggle = filterToggle(page);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

test('the header and the start page lead to the list', async ({ page }) => {
  await page.goto('/mypages/app/');
  await page.getByRole('main').getByRole('link', { name: 'Se lediga bostäder' }).click();
  await expect(page).toHaveURL(/\/mypages\/app\/lediga-bostader$/);
  await page.goto('/mypages/app/login');
  await page.getByRole('banner').getByRole('link', { name: 'Lediga bostäder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lediga bostäder' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Lediga bostäder' })).toHaveAttribute('aria-current', 'page');
});

test('filtering by rooms and rent narrows the list at once, and a reload keeps the filter', async ({ page }) => {
  const total = await openList(page);
  expect(total).toBeGreaterThan(100);

  await openFilter(page);
  await page.getByLabel('Minsta antal rum').selectOption({ label: '2 rum' });
  await page.getByLabel('Högsta hyra').selectOption({ label: '9 000 kr' });
  await expect(filterToggle(page)).toHaveAccessibleName('Filtrera 2 filter valda');
  await expect.poll(() => readCount(countRegion(page))).toBeLessThan(total);
  const filtered = await readCount(countRegion(page));
  expect(filtered).toBeGreaterThan(0);
  await expect(cards(page)).toHaveCount(filtered);

  await page.reload();
  await expect(countRegion(page)).toHaveText(`${filtered} lediga bostäder`);
  await expect(filterToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Minsta antal rum')).toHaveValue('2');
  await expect(page.getByLabel('Högsta hyra')).toHaveValue('9000');
  await expect(cards(page)).toHaveCount(filtered);
});

test('an impossible filter shows the empty state naming the filters, and Rensa filter brings the homes back', async ({ page }) => {
  const total = await openList(page);
  await openFilter(page);
  await page.getByLabel('Minsta antal rum').selectOption({ label: '5 rum' });
  await page.getByLabel('Högsta hyra').selectOption({ label: '5 000 kr' });
  await expect(countRegion(page)).toHaveText('0 lediga bostäder');
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Inga bostäder matchar din sökning' })).toBeVisible();
  await expect(page.getByText('Prova att ändra eller ta bort: Hyra, Antal rum.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('region', { name: 'Inga bostäder matchar din sökning' }).getByRole('button', { name: 'Rensa filter' }).click();
  await expect(countRegion(page)).toHaveText(`${total} lediga bostäder`);
  await expect(page.getByLabel('Minsta antal rum')).toHaveValue('');
});

test('coming back from a home returns to the same place in the list', async ({ page }) => {
  await openList(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6));
  // A card link well inside the viewport, far down the list.
  const street = await page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('article h2 a')];
    const inView = links.find((a) => {
      const box = a.getBoundingClientRect();
      return box.top > window.innerHeight * 0.3 && box.bottom < window.innerHeight * 0.9;
    });
    return inView?.textContent ?? null;
  });
  expect(street).not.toBeNull();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(2000);

  const link = page.getByRole('article').getByRole('link', { name: street!, exact: true }).first();
  await link.click();
  await expect(page).toHaveURL(/\/mypages\/app\/rental-object\/RO\d+$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/mypages\/app\/lediga-bostader$/);
  await expect(page.getByRole('article').getByRole('link', { name: street!, exact: true }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(50);
});

test('a fresh visit from the header starts at the top', async ({ page }) => {
  await openList(page);
  await page.evaluate(() => window.scrollTo(0, 3000));
  await page.goto('/mypages/app/');
  await page.getByRole('banner').getByRole('link', { name: 'Lediga bostäder' }).click();
  await expect(countRegion(page)).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the filter toggle and a checkbox work with the keyboard', async ({ page }) => {
  const total = await openList(page);
  const toggle = filterToggle(page);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  // Tab from the toggle reaches the panel's first checkbox (housing type) after the sort and view controls.
  let focusedRole: string | null = null;
  for (let i = 0; i < 6 && focusedRole !== 'checkbox'; i++) {
    await page.keyboard.press('Tab');
    focusedRole = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type ?? null);
  }
  expect(focusedRole).toBe('checkbox');
  const checkbox = page.getByRole('group', { name: 'Boendetyp' }).getByRole('checkbox').first();
  await expect(checkbox).toBeFocused();
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
  await expect.poll(() => readCount(countRegion(page))).toBeLessThan(total);
  await page.keyboard.press('Space');
  await expect(checkbox).not.toBeChecked();
  await expect(countRegion(page)).toHaveText(`${total} lediga bostäder`);

  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('group', { name: 'Boendetyp' })).toBeHidden();
});

test('the list with the filter panel open passes axe', async ({ page }) => {
  await openList(page);
  await openFilter(page);
  await expect(page.getByRole('group', { name: 'Område' }).getByRole('checkbox').first()).toBeVisible();
  await expectAccessible(page);
});
