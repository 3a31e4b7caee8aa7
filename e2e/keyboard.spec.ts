// Focus follows navigation, with the keyboard only (page.keyboard, never a click): the cookie question, the login
// form's error summary, logging in, opening a home from the list and coming back, and saving a search. After every
// navigation focus is on the new page's h1 and the polite live region names the page (app/focus/useRouteFocus.ts).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { emailFor, registerManualViaApi } from './account-support';
import { E2E_PASSWORD } from './support/api';

const APP = '/mypages/app';
const announcer = (page: Page) => page.locator('[data-route-announcer]');

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 120 } = {}): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** After a navigation: the page's h1 has focus and the live region says the page's title. */
async function expectArrivedAt(page: Page, heading: string | RegExp, title: string | RegExp = heading): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  await expect(announcer(page)).toHaveText(title);
}

test('log in, open a home from the list and come back, and save a search, with the keyboard only', async ({ page, request, isMobile }, testInfo) => {
  const email = emailFor('keyboard', testInfo);
  await registerManualViaApi(request, { email, firstName: 'Tove', lastName: 'Tangent' });

  // The cookie question comes first (after the skip link); answering it leaves reading at the page's heading.
  await page.goto(`${APP}/login`);
  await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');
  await tabTo(page, page.getByRole('button', { name: 'Bara nödvändiga kakor' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Kakor på Mina sidor' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Logga in' })).toBeFocused();

  // An empty submit: the error summary takes focus; its link leads to the field.
  const username = page.getByLabel('E-post eller personnummer');
  await tabTo(page, username);
  await page.keyboard.press('Enter');
  const summary = page.getByRole('group', { name: 'Formuläret innehåller fel' });
  await expect(summary).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(summary.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(username).toBeFocused();

  // Logging in leads to the account page: focus on its heading, the live region names it.
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Lösenord', { exact: true }));
  await page.keyboard.type(E2E_PASSWORD);
  await page.keyboard.press('Enter');
  await expectArrivedAt(page, 'Mitt konto');

  // The list (from the header), a home, and back to the list.
  await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Lediga bostäder' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expectArrivedAt(page, 'Lediga bostäder');
  const homeLink = page.getByRole('article').first().getByRole('link').first();
  const street = ((await homeLink.textContent()) ?? '').trim();
  expect(street).not.toBe('');
  await tabTo(page, homeLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/rental-object\/RO\d+$/);
  await expectArrivedAt(page, street);
  await tabTo(page, page.getByRole('link', { name: 'Tillbaka till lediga bostäder' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/lediga-bostader$/);
  await expectArrivedAt(page, 'Lediga bostäder');

  // My pages, then the saved searches from the 'Mina sidor' navigation (beside the page, or behind its toggle).
  await tabTo(page, page.getByRole('banner').getByRole('link', { name: /^Mina sidor/ }), { backwards: true });
  await page.keyboard.press('Enter');
  await expectArrivedAt(page, 'Mitt konto');
  if (isMobile) {
    const toggle = page.getByRole('button', { name: 'Mina sidor-meny' });
    await tabTo(page, toggle, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Bevakningar' }));
  } else {
    await tabTo(page, page.getByRole('main').getByRole('navigation', { name: 'Mina sidor' }).getByRole('link', { name: 'Bevakningar' }), { backwards: true });
  }
  await page.keyboard.press('Enter');
  await expectArrivedAt(page, 'Bevakningar');

  // A new saved search: the form's heading takes focus, an empty save focuses the summary, saving focuses the new card.
  await tabTo(page, page.getByRole('button', { name: 'Ny bevakning' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Ny bevakning' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Spara bevakning' }));
  await page.keyboard.press('Enter');
  const formSummary = page.getByRole('group', { name: 'Formuläret innehåller fel' });
  await expect(formSummary).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Namn')).toBeFocused();
  const name = `Tangentbord ${testInfo.project.name}`;
  await page.keyboard.type(name);
  await tabTo(page, page.getByRole('button', { name: 'Spara bevakning' }));
  await page.keyboard.press('Enter');
  const card = page.getByRole('article', { name });
  await expect(card.getByRole('heading', { name })).toBeFocused();
});
