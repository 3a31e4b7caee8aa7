// The listings and tools areas of the back office (issue 13). Karin creates a home with an invalid rent first (the
// Swedish message under the field and in the summary, nothing she typed lost), fixes it, publishes it and a visitor's
// fresh page of vacant homes shows it; she unpublishes it and it is gone. The administrator runs a job now on the
// tools page and sees its result; the sandbox links are there. axe on every back-office page visited.
// Order-proof: the home has a street of its own and the highest rent of all (so 'Högst hyra' puts it first), and it
// ends unpublished, so the applicants' list counts of other specs (e2e/listings.spec.ts) are as before.
import { expect, test, type Page } from '@playwright/test';
import { SAMPLE_PNG } from '../../server/documents/sample-files';
import { expectAccessible } from '../support/axe';
import { loginAsStaff } from './support';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const LIST = '/mypages/app/lediga-bostader';

/** A visitor's fresh page of vacant homes, the highest rent first. */
async function vacantHomesByRent(page: Page): Promise<void> {
  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Lediga bostäder' })).toBeVisible();
  await page.getByLabel('Sortera').selectOption({ label: 'Högst hyra' });
  await expect(page.getByRole('article').first()).toBeVisible();
}

test('Karin creates a home (an invalid rent refused first), publishes it, a visitor sees it; unpublished it is gone', async ({ page, browser }) => {
  const street = `Provgatan ${Date.now() % 1_000_000}`;
  await loginAsStaff(page, 'karin', '/bostader');
  await expect(page.getByRole('heading', { level: 1, name: 'Bostäder' })).toBeVisible();
  await expect(page).toHaveTitle('Bostäder | Handläggning');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Ny bostad' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ny bostad' })).toBeVisible();
  await page.getByLabel('Gatuadress').fill(street);
  await page.getByLabel('Postnummer').fill('753 20');
  await page.getByLabel('Ort', { exact: true }).fill('Uppsala');
  await page.getByLabel('Objektsnummer').fill('E2E-1');
  await page.getByLabel('Lägenhetsnummer').fill('1101');
  await page.getByLabel('Område', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Hyresvärd', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Antal rum').fill('3');
  await page.getByLabel('Rumsbeskrivning').fill('3 rum och kök');
  await page.getByLabel('Boarea (m²)').fill('81,5');
  await page.getByLabel('Hyra (kr per månad)').fill('mycket');
  await page.getByRole('button', { name: 'Lägg till inkomstkrav' }).click();
  await page.getByLabel('Krav 1', { exact: true }).fill('Inkomst minst tre gånger hyran');
  await expectAccessible(page);

  // Refused by the shared rule: the message in the summary and under the field; what was typed stays.
  await page.getByRole('button', { name: 'Skapa bostaden' }).click();
  await expect(page.getByRole('group', { name: 'Formuläret innehåller fel' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Hyran ska vara ett belopp i kronor' })).toBeVisible();
  await expect(page.getByLabel('Hyra (kr per månad)')).toHaveAccessibleDescription(/Hyran ska vara ett belopp i kronor/);
  await expect(page.getByLabel('Gatuadress')).toHaveValue(street);
  await expect(page.getByLabel('Krav 1', { exact: true })).toHaveValue('Inkomst minst tre gånger hyran');

  await page.getByLabel('Hyra (kr per månad)').fill('99 500');
  await page.getByRole('button', { name: 'Skapa bostaden' }).click();
  await expect(toast(page, 'Bostaden är skapad')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `${street}, Uppsala` })).toBeVisible();
  await expect(page.getByText('Ej publicerad')).toBeVisible();
  await expect(page.getByLabel('Krav 1', { exact: true })).toHaveValue('Inkomst minst tre gånger hyran');
  await expectAccessible(page);

  // A photo needs its alt text; then it is listed with it.
  await page.getByLabel('Bild', { exact: true }).setInputFiles({ name: 'vardagsrum.png', mimeType: 'image/png', buffer: SAMPLE_PNG });
  await page.getByRole('button', { name: 'Ladda upp bilden' }).click();
  await expect(page.getByRole('link', { name: 'Beskriv bilden (alternativtext) för den som inte ser den' })).toBeVisible();
  await page.getByLabel('Bildtext (alternativtext)').fill('Vardagsrum med fönster mot parken');
  await page.getByRole('button', { name: 'Ladda upp bilden' }).click();
  await expect(toast(page, 'Bilden är uppladdad')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Vardagsrum med fönster mot parken' })).toBeVisible();

  // Published: a visitor's fresh page shows it first by rent.
  await page.getByRole('button', { name: 'Publicera', exact: true }).click();
  await expect(toast(page, 'Bostaden är publicerad')).toBeVisible();
  await expect(page.getByText('Publicerad, visas för sökande')).toBeVisible();
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await vacantHomesByRent(visitor);
  await expect(visitor.getByRole('article').first().getByRole('heading', { name: new RegExp(street) })).toBeVisible();

  // Unpublished: gone from the visitor's list.
  await page.getByRole('button', { name: 'Avpublicera', exact: true }).click();
  await expect(toast(page, 'Bostaden är avpublicerad')).toBeVisible();
  await expect(page.getByText('Ej publicerad')).toBeVisible();
  await vacantHomesByRent(visitor);
  await expect(visitor.getByRole('heading', { name: new RegExp(street) })).toHaveCount(0);
  await visitorContext.close();

  // Karin's tools: the sandbox links; the jobs and the content are the administrator's.
  await page.getByRole('navigation').getByRole('link', { name: 'Verktyg' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verktyg' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^BankID-testaren/ })).toHaveAttribute('href', '/sandbox/bankid/');
  await expect(page.getByRole('heading', { level: 2, name: 'Jobb' })).toHaveCount(0);
  await expectAccessible(page);
});

test('the administrator runs a job now and sees its result; the sandbox links are there', async ({ page }) => {
  await loginAsStaff(page, 'admin', '/verktyg');
  await expect(page.getByRole('heading', { level: 1, name: 'Verktyg' })).toBeVisible();
  for (const [name, href] of [
    ['BankID-testaren', '/sandbox/bankid/'],
    ['Kortbetalningar', '/sandbox/payments/'],
    ['Utkorgen för e-post', '/sandbox/mail/'],
    ['Nyhetsbrevet', '/sandbox/newsletter/'],
    ['Folkbokföringen', '/sandbox/population-register/'],
    ['Bankanslutningen', '/sandbox/open-banking/'],
  ] as const) {
    await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
  }
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'document-files-cleanup', exact: true }) });
  await row.getByRole('button', { name: 'Kör nu document-files-cleanup' }).click();
  await expect(toast(page, 'Jobbet document-files-cleanup har körts')).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Lyckades' })).toBeVisible();
  await expect(row.getByRole('cell', { name: /^removed \d+ orphaned files$/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Driftmeddelande' })).toBeVisible();
  await expectAccessible(page);
});
