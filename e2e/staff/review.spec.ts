// The review area (issue 13): Karin opens the inbox, approves Anna's study-aid decision letter (under review in the
// demo) and, by keyboard only, asks for the payslip Anna marked missing (its reason rejected with a reason of her
// own); each decision leaves the inbox. Anna then sees both states on her incomes page, and the rejection e-mail is
// in the outbox. axe on every back-office page the journey visits (the inbox, an item page).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demo, loginThroughForm } from '../support/actions';
import { latestMail } from '../support/api';
import { expectAccessible } from '../support/axe';
import { loginAsStaff } from './support';

const anna = demo.payingApplicant;
const REASON = 'Be din arbetsgivare om en kopia av lönespecifikationen.';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const queue = (page: Page, name: RegExp) => page.getByRole('region', { name });

/** Moves the focus with Tab (no mouse) until `target` has it; fails when it never comes. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('the focus never reached the element by Tab');
}

test('Karin approves one income certificate and rejects another with a reason (by keyboard); Anna sees both and gets the e-mail', { tag: '@two-instances' }, async ({ page, browser }) => {
  await loginAsStaff(page, 'karin');
  await expect(page.getByRole('heading', { level: 1, name: 'Att granska' })).toBeVisible();
  await expect(page).toHaveTitle('Att granska | Handläggning');
  const certificates = queue(page, /^Inkomstintyg \(\d+\)$/);
  const missing = queue(page, /^Skäl till saknade intyg \(\d+\)$/);
  await expect(certificates.getByRole('link', { name: 'Granska Beslut från Anna Andersson' })).toBeVisible();
  await expect(missing.getByRole('link', { name: 'Granska Lönespecifikation från Anna Andersson' })).toBeVisible();
  // Maria's rejected ID document (the demo) waits to be followed up.
  await expect(queue(page, /^Underkända ID-handlingar att följa upp/).getByRole('link', { name: 'Visa ID-handling från Maria Eriksson' })).toBeVisible();
  await expectAccessible(page);

  // Approve the decision letter: its item page shows the file, then the approval returns to the inbox without it.
  await certificates.getByRole('link', { name: 'Granska Beslut från Anna Andersson' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Beslut om studiemedel från CSN – Anna Andersson' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ladda ner beslut-csn.pdf' })).toBeVisible();
  await expect(page.getByText('Granskas', { exact: true })).toBeVisible();
  await expectAccessible(page);
  // A rejection needs a reason (the shared rule's message, under the field and in the summary).
  await page.getByRole('button', { name: 'Underkänn' }).click();
  await expect(page.getByRole('group', { name: 'Formuläret innehåller fel' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Du måste ange ett skäl' })).toBeVisible();
  // The PDF opens in a tab of its own (inline, the browser's viewer took the focus and a click in flight).
  const [pdfTab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Öppna beslut-csn.pdf i en ny flik' }).click()]);
  await expect(pdfTab).toHaveURL(/\/staff\/api\/files\/certification\//);
  await pdfTab.close();
  await page.getByRole('button', { name: 'Godkänn' }).click();
  await expect(toast(page, 'Godkänt')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Att granska' })).toBeVisible();
  await expect(certificates.getByRole('link', { name: 'Granska Beslut från Anna Andersson' })).toHaveCount(0);

  // By keyboard only: Tab to the missing payslip, Enter; Tab to the reason, type it; Tab to the button, Space.
  const missingLink = missing.getByRole('link', { name: 'Granska Lönespecifikation från Anna Andersson' });
  await tabTo(page, missingLink);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Tredje senaste lönespecifikationen – Anna Andersson' })).toBeVisible();
  await expect(page.getByText('Jag började min anställning för två månader sedan.')).toBeVisible();
  await expect(page.getByText('Den sökande har inte laddat upp någon fil.')).toBeVisible();
  await expectAccessible(page);
  await tabTo(page, page.getByLabel('Skäl'));
  await page.keyboard.type(REASON);
  await tabTo(page, page.getByRole('button', { name: 'Begär intyget' }), 5);
  await page.keyboard.press('Space');
  await expect(toast(page, 'Intyget är begärt. Den sökande har fått ett mejl.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Att granska' })).toBeVisible();
  await expect(missing.getByRole('link', { name: 'Granska Lönespecifikation från Anna Andersson' })).toHaveCount(0);

  // The rejection e-mail: what, why and where, never a personnummer.
  const mail = await latestMail(page.request, anna.email);
  expect(mail.subject).toBe('Vi behöver ditt inkomstintyg');
  expect(mail.text).toContain('”Tredje senaste lönespecifikationen”');
  expect(mail.text).toContain(`Skäl: ${REASON}`);
  expect(mail.text).not.toContain(anna.personalIdentityNumber.slice(2));

  // Anna sees both states on her incomes page.
  const context = await browser.newContext();
  const annaPage = await context.newPage();
  await annaPage.goto('/mypages/app/login?returnUrl=%2Fprofile%2Fincomes');
  await loginThroughForm(annaPage, anna.email, anna.password);
  await expect(annaPage.getByRole('heading', { level: 1, name: 'Inkomster' })).toBeVisible();
  const decision = annaPage.getByRole('listitem', { name: /^Beslut om studiemedel från CSN/ });
  await expect(decision).toContainText('Godkänt');
  const payslip = annaPage.getByRole('listitem', { name: /^Tredje senaste lönespecifikationen/ });
  await expect(payslip).toContainText('Underkänt');
  await expect(payslip).toContainText(REASON);
  await context.close();
});
