// The vacant homes list ('Lediga bostäder', public): a page of 20 at a time ('Visa fler', infinite scroll), filtering
// on the server with the count following, the state kept over a reload, the empty state, coming back from a home on
// a later page to that home, keyboard use and axe. The map view is tested with the map.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expectLayoutShiftAtMost, trackLayoutShift } from './support/cls';

const LIST = '/mypages/app/lediga-bostader';
const PAGE = 20;

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
  await expect(cards(page)).toHaveCount(Math.min(PAGE, total));
  return total;
}

const shownOf = (page: Page) => page.getByText(/^Visar \d+ av [\d\s\u00a0]+ bostäder$/u);

/** Scrolls to the end of the list until at least `n` homes are loaded (infinite scroll; nothing is pressed). */
async function scrollUntilLoaded(page: Page, n: number): Promise<void> {
  for (let i = 0; i < 20 && (await cards(page).count()) < n; i++) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => cards(page).count()).toBeGreaterThan(Math.min(n - 1, (i + 1) * PAGE));
  }
  expect(await cards(page).count()).toBeGreaterThanOrEqual(n);
}

/** The street and the viewport top of a card link of the homes numbered from..to (1-based) that is inside the window. */
async function cardInView(page: Page, from: number, to: number): Promise<{ street: string; top: number }> {
  const found = await page.evaluate(
    ([first, last]) => {
      const links = [...document.querySelectorAll<HTMLAnchorElement>('article h2 a')].slice(first - 1, last);
      const inView = links.find((a) => {
        const box = a.getBoundingClientRect();
        return box.top > window.innerHeight * 0.25 && box.bottom < window.innerHeight * 0.85;
      });
      return inView ? { street: inView.textContent ?? '', top: inView.getBoundingClientRect().top } : null;
    },
    [from, to] as const,
  );
  expect(found, `a card of homes ${from}–${to} in the window`).not.toBeNull();
  return found!;
}

/** Scrolls so that the link of the card at `index` (0-based) is 40 % down the window. */
async function bringToWindow(page: Page, index: number): Promise<void> {
  await page
    .locator('article h2 a')
    .nth(index)
    .evaluate((a) => window.scrollBy(0, a.getBoundingClientRect().top - window.innerHeight * 0.4));
}

const linkTop = (page: Page, street: string) =>
  page.getByRole('article').getByRole('link', { name: street, exact: true }).first().evaluate((a) => a.getBoundingClientRect().top);

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
  // The server counts each search: wait for each answer before the next change.
  await page.getByLabel('Minsta antal rum').selectOption({ label: '2 rum' });
  await expect.poll(() => readCount(countRegion(page))).toBeLessThan(total);
  const withRooms = await readCount(countRegion(page));
  await page.getByLabel('Högsta hyra').selectOption({ label: '9 000 kr' });
  await expect(filterToggle(page)).toHaveAccessibleName('Filtrera 2 filter valda');
  await expect.poll(() => readCount(countRegion(page))).toBeLessThan(withRooms);
  const filtered = await readCount(countRegion(page));
  expect(filtered).toBeGreaterThan(0);
  await expect(cards(page)).toHaveCount(Math.min(PAGE, filtered));

  await page.reload();
  await expect(countRegion(page)).toHaveText(`${filtered} lediga bostäder`);
  await expect(filterToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Minsta antal rum')).toHaveValue('2');
  await expect(page.getByLabel('Högsta hyra')).toHaveValue('9000');
  await expect(cards(page)).toHaveCount(Math.min(PAGE, filtered));
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

test('Visa fler adds the next 20 homes and moves focus to the first of them; the list ends when all are shown', async ({ page }) => {
  const total = await openList(page);
  await expect(shownOf(page)).toHaveText(`Visar ${PAGE} av ${total} bostäder`);
  const more = page.getByRole('button', { name: 'Visa fler' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(cards(page)).toHaveCount(2 * PAGE);
  await expect(cards(page).nth(PAGE).getByRole('link')).toBeFocused();
  await expect(shownOf(page)).toHaveText(`Visar ${2 * PAGE} av ${total} bostäder`);
  await expectAccessible(page);
  // A narrow search shows all its homes and no button.
  await openFilter(page);
  await page.getByLabel('Minsta antal rum').selectOption({ label: '5 rum' });
  await expect.poll(() => readCount(countRegion(page))).toBeLessThan(PAGE);
  await expect(cards(page)).toHaveCount(await readCount(countRegion(page)));
  await expect(page.getByRole('button', { name: 'Visa fler' })).toHaveCount(0);
});

test('scrolling to the end loads the next pages by itself', async ({ page }) => {
  const total = await openList(page);
  expect(total).toBeGreaterThan(3 * PAGE);
  await scrollUntilLoaded(page, 3 * PAGE);
  await expect(shownOf(page)).toHaveText(new RegExp(`^Visar \\d+ av ${total} bostäder$`));
  // Each home once, in the server's order (newest first).
  const streets = await page.locator('article h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(new Set(streets).size).toBe(streets.length);
});

test('pages that arrive while scrolling down do not move what is on the screen', async ({ page }) => {
  await trackLayoutShift(page);
  await openList(page);
  // Scrolling as a reader does, a screen at a time (the wheel; a jump to the end is another matter).
  for (let i = 0; i < 60 && (await cards(page).count()) < 3 * PAGE; i++) {
    await page.mouse.wheel(0, 500);
    // Two frames: the scroll is drawn and the observers have run, as between a reader's flicks of the wheel.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }
  expect(await cards(page).count()).toBeGreaterThanOrEqual(3 * PAGE);
  await expect(page.locator('.listing-card--skeleton')).toHaveCount(0);
  await expectLayoutShiftAtMost(page);
});

/** Loads four pages, brings a home of the fourth into the window and opens it; returns its street and card top. */
async function openHomeOfPage4(page: Page, index: number) {
  await openList(page);
  await scrollUntilLoaded(page, 4 * PAGE);
  await bringToWindow(page, index);
  const home = await cardInView(page, 3 * PAGE + 1, 4 * PAGE);
  await page.getByRole('article').getByRole('link', { name: home.street, exact: true }).first().click();
  await expect(page).toHaveURL(/\/mypages\/app\/rental-object\/RO\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: home.street })).toBeVisible();
  return home;
}

/** Back to the list: the opened home is in the window at the height its card had. */
async function expectBackOn(page: Page, { street, top }: { street: string; top: number }) {
  await page.goBack();
  await expect(page).toHaveURL(/\/mypages\/app\/lediga-bostader$/);
  const back = page.getByRole('article').getByRole('link', { name: street, exact: true }).first();
  await expect(back).toBeInViewport();
  await expect.poll(() => linkTop(page, street)).toBeGreaterThan(top - 5);
  expect(Math.abs((await linkTop(page, street)) - top)).toBeLessThanOrEqual(5);
}

test('coming back from a home on page 4 lands on that home', async ({ page }) => {
  await expectBackOn(page, await openHomeOfPage4(page, 3 * PAGE + 2));
  expect(await cards(page).count()).toBeGreaterThanOrEqual(4 * PAGE);
});

test('after a reload on the home’s page, Back still lands on that home of page 4 (the pages are fetched again)', async ({ page }) => {
  const home = await openHomeOfPage4(page, 3 * PAGE + 5);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: home.street })).toBeVisible();
  await expectBackOn(page, home);
});

test('a fresh visit from the header starts at the top', async ({ page }) => {
  await openList(page);
  await page.evaluate(() => window.scrollTo(0, 2000));
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
