// The back office's applicants and audit areas (issue 13): Karin searches a fresh applicant by personnummer (shown
// masked), opens the card, reveals the personnummer on purpose, asks for her verified incomes from the bank (she has
// connected none), gives two warnings — the second blocks the applicant automatically — and writes a note; the
// applicant then logs in and is refused when registering interest, with the block as the reason; the audit log shows
// Karin's changes. Then Karin revokes a warning, starts a block for one landlord (confirmed, once cancelled) and ends
// the blocks (confirmed). axe on every back-office page.
//
// Vera is registered through the API for this journey only (her personnummer is used by no other spec) and pays her
// registration's queue fee, so the other specs' seeded people stay untouched and may register interest as before.
import { expect, test } from '@playwright/test';
import { loginThroughForm } from '../support/actions';
import { E2E_PASSWORD, registerViaApi } from '../support/api';
import { homesOpenTo, interestDialog, interestPanel, openHome } from '../support/applications';
import { expectAccessible } from '../support/axe';
import { CARDS, ordersOf, paymentLinkOf, payOnCheckoutPage } from '../support/payments';
import { demo } from '../support/actions';
import { ADMIN_APP, loginAsStaff } from './support';

const vera = { pnr: '197803112387', email: 'vera.varnqvist@example.se', name: 'Vera Varnqvist' };

// The second journey goes on from the first one's Vera (her warnings and block).
test.describe.configure({ mode: 'serial' });

test('Karin warns a fresh applicant twice, the applicant is blocked and refused, and the log shows it', async ({ browser, page, request }) => {
  // Vera registers and pays the queue fee of her registration: a queue applicant.
  await registerViaApi(request, vera.pnr, vera.email);
  const order = (await ordersOf(request, vera.email)).find((o) => o.isQueueFeeOrder && !o.isPaid);
  expect(order, 'the registration’s queue fee').toBeDefined();
  await page.goto(paymentLinkOf(order!.orderId));
  await payOnCheckoutPage(page, CARDS.approved);
  await expect(page.getByRole('heading', { level: 1, name: 'Tack för din betalning' })).toBeVisible();

  // Karin searches by the short form of the personnummer; the result shows it masked.
  await loginAsStaff(page, 'karin', '/sokande');
  await expect(page.getByRole('heading', { level: 1, name: 'Sök sökande' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Namn, e-postadress eller personnummer').fill('780311-2387');
  await page.getByRole('button', { name: 'Sök', exact: true }).click();
  const results = page.getByRole('table', { name: 'Sökande som matchar sökningen' });
  const row = results.getByRole('row').filter({ hasText: vera.name });
  await expect(row).toContainText('19780311-XXXX');
  await expect(results).not.toContainText('2387');
  await expectAccessible(page);

  // The card: masked until "Visa personnummer".
  await row.getByRole('link', { name: vera.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: vera.name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${ADMIN_APP}/sokande/\\d+$`));
  const applicantId = Number(new URL(page.url()).pathname.split('/').pop());
  const details = page.getByRole('region', { name: 'Uppgifter' });
  await expect(details).toContainText('19780311-XXXX');
  await expect(details).toContainText('I bostadskön');
  await expectAccessible(page);
  await details.getByRole('button', { name: 'Visa personnummer' }).click();
  await expect(details).toContainText('19780311-2387');
  expect(page.url()).not.toContain('2387');
  await details.getByRole('button', { name: 'Dölj personnummer' }).click();
  await expect(details).not.toContainText('2387');

  // Her verified incomes from the bank are fetched only when asked for (one log row): she has connected no bank.
  const bank = page.getByRole('region', { name: 'Verifierade inkomster (bank)' });
  await expect(bank).not.toContainText('Sökanden har inte anslutit någon bank.');
  await bank.getByRole('button', { name: 'Visa bankuppgifter' }).click();
  await expect(bank).toContainText('Sökanden har inte anslutit någon bank.');
  await expect(bank.getByRole('button', { name: 'Dölj bankuppgifter' })).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page);

  // A warning without a reason is refused on the page; two warnings block her.
  const warnings = page.getByRole('region', { name: 'Varningar' });
  await warnings.getByRole('button', { name: 'Ge varning' }).click();
  await expect(warnings.getByText('Du måste ange ett skäl').first()).toBeVisible();
  await warnings.getByLabel('Skäl till varningen').fill('Uteblev från visning utan att avanmäla sig');
  await warnings.getByRole('button', { name: 'Ge varning' }).click();
  await expect(page.getByText('Varningen är registrerad', { exact: true })).toBeVisible();
  await expect(warnings.getByRole('table', { name: 'Varningar' }).getByRole('row')).toHaveCount(2);
  await warnings.getByLabel('Skäl till varningen').fill('Svarade inte på erbjudandet om bostad i tid');
  await warnings.getByRole('button', { name: 'Ge varning' }).click();
  await expect(page.getByText(/^Varningen är registrerad\. Sökanden är spärrad till och med \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await expect(page.getByText('Sökanden är spärrad och kan inte anmäla intresse.')).toBeVisible();
  const blocks = page.getByRole('region', { name: 'Spärrar' });
  await expect(blocks.getByRole('table', { name: 'Spärrar' })).toContainText('Två varningar inom 12 månader');
  await expect(blocks.getByRole('table', { name: 'Spärrar' })).toContainText('Alla hyresvärdar');

  const notes = page.getByRole('region', { name: 'Anteckningar' });
  await notes.getByLabel('Ny anteckning').fill('Ringde och berättade om varningarna.');
  await notes.getByRole('button', { name: 'Spara anteckningen' }).click();
  await expect(notes.getByRole('listitem').filter({ hasText: 'Ringde och berättade om varningarna.' })).toContainText(demo.caseHandler.name);
  await expectAccessible(page);

  // The audit log of Vera: Karin's changes, newest first.
  await page.getByRole('link', { name: 'Visa loggen för sökanden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Logg' })).toBeVisible();
  await expect(page.getByLabel('Sökandens nummer')).toHaveValue(String(applicantId));
  const log = page.getByRole('table', { name: 'Händelser i loggen, senaste först' });
  await expect(log.getByRole('row').nth(1)).toContainText('Skrev en anteckning');
  await expect(log.getByRole('row').filter({ hasText: 'Gav en varning' })).toHaveCount(2);
  await expect(log.getByRole('row').filter({ hasText: 'Visade hela personnumret' })).toHaveCount(1);
  await expect(log.getByRole('row').filter({ hasText: 'Visade verifierade inkomster från banken' })).toHaveCount(1);
  for (const text of ['Gav en varning', 'Skrev en anteckning']) await expect(log.getByRole('row').filter({ hasText: text }).first()).toContainText(demo.caseHandler.name);
  await expect(log).not.toContainText('2387');
  await expectAccessible(page);
  await page.getByRole('navigation', { name: 'Handläggning' }).getByRole('link', { name: 'Logg' }).click();
  await expect(page.getByLabel('Sökandens nummer')).toHaveValue('');
  await expectAccessible(page);

  // Vera logs in and is refused when registering interest: the block is the reason.
  const [home] = await homesOpenTo(request, demo.payingApplicant.email, demo.payingApplicant.password, 1);
  const context = await browser.newContext();
  const applicant = await context.newPage();
  await applicant.goto(`/mypages/app/login?returnUrl=${encodeURIComponent(`/rental-object/${home!.rentalObjectId}`)}`);
  await loginThroughForm(applicant, vera.email, E2E_PASSWORD);
  await expect(applicant.getByRole('button', { name: 'Logga ut' }).first()).toBeVisible();
  await openHome(applicant, home!.rentalObjectId);
  await interestPanel(applicant).getByRole('button', { name: 'Anmäl intresse' }).click();
  const dialog = interestDialog(applicant, home!.street);
  await expect(dialog.getByRole('heading', { name: 'Du kan inte anmäla intresse just nu' })).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: /^Du är spärrad till och med \d{4}-\d{2}-\d{2}/ })).toHaveCount(1);
  await expect(dialog).toContainText('Två varningar inom 12 månader');
  await context.close();
});

test('Karin revokes a warning, starts a block for one landlord after confirming, and ends blocks after confirming', async ({ page }) => {
  await loginAsStaff(page, 'karin', '/sokande');
  await page.getByLabel('Namn, e-postadress eller personnummer').fill(vera.email);
  await page.getByRole('button', { name: 'Sök', exact: true }).click();
  await page.getByRole('table', { name: 'Sökande som matchar sökningen' }).getByRole('link', { name: vera.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: vera.name })).toBeVisible();

  // Revoke the newest warning with a reason (by keyboard: the button, then the form).
  const warnings = page.getByRole('region', { name: 'Varningar' });
  const newest = warnings.getByRole('table', { name: 'Varningar' }).getByRole('row').filter({ hasText: 'Svarade inte på erbjudandet' });
  await newest.getByRole('button', { name: /^Återkalla/ }).press('Enter');
  await warnings.getByRole('button', { name: 'Återkalla varningen', exact: true }).click();
  await expect(warnings.getByText('Du måste ange ett skäl').first()).toBeVisible();
  await warnings.getByLabel('Skäl till återkallelsen').fill('Hon hade meddelat förhinder');
  await warnings.getByRole('button', { name: 'Återkalla varningen', exact: true }).click();
  await expect(page.getByText('Varningen är återkallad', { exact: true })).toBeVisible();
  await expect(newest).toContainText('Återkallad');
  await expect(newest).toContainText('Hon hade meddelat förhinder');

  // A block for one landlord: asked first; cancelling starts nothing.
  const blocks = page.getByRole('region', { name: 'Spärrar' });
  const table = blocks.getByRole('table', { name: 'Spärrar' });
  await blocks.getByLabel('Skäl till spärren').fill('Störningar i tidigare boende');
  await blocks.getByLabel('Sista dag spärren gäller').fill('2027-03-31');
  await blocks.getByLabel('Hyresvärd (valfritt)').fill('Heimstaden');
  await blocks.getByRole('button', { name: 'Spärra sökanden' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Spärra sökanden?' });
  await expect(confirm).toContainText('för Heimstadens bostäder');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Avbryt' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: 'Heimstaden' })).toHaveCount(0);
  await blocks.getByRole('button', { name: 'Spärra sökanden' }).click();
  await confirm.getByRole('button', { name: 'Spärra', exact: true }).click();
  await expect(page.getByText('Sökanden är spärrad', { exact: true })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Heimstaden' })).toContainText('2027-03-31');

  // End every block in force, each after confirming: she is no longer blocked.
  for (const reason of ['Störningar i tidigare boende', 'Två varningar inom 12 månader']) {
    const row = table.getByRole('row').filter({ hasText: reason });
    await row.getByRole('button', { name: /^Häv spärren/ }).click();
    const end = page.getByRole('alertdialog', { name: 'Häva spärren?' });
    await end.getByRole('button', { name: 'Häv spärren', exact: true }).click();
    await expect(row).toContainText('Hävd');
  }
  await expect(page.getByText('Sökanden är spärrad och kan inte anmäla intresse.')).toHaveCount(0);
  await expectAccessible(page);
});
