// Registration through the UI: a full registration by keyboard alone, a person the population register does
// not know (manual form), a person with protected identity (BankID identification in a second page), a
// co-applicant account, and the refusal while logged in. Every project registers its own people.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demo, expectLoggedIn, loginThroughForm } from './support/actions';
import { E2E_PASSWORD, freePeople, projectOf, protectedPerson } from './support/api';
import { expectAccessible } from './support/axe';
import { approveOnThisDevice } from './helpers/bankid';

/** Not in the population register's sandbox: registration offers the manual form. */
const NOT_IN_REGISTER = '199301212396';

/** Presses Tab until `target` has focus (keyboard only, as a person would). */
async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/**
 * A full registration logs the person in and sends the browser on to pay the queue fee: to the payment
 * provider's page when the server returns its address, else to the completion page. Either way the
 * completion page is there for the new, logged-in applicant.
 */
async function expectRegistered(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/payments\/checkout\/|\/mypages\/app\/registration\/registrationcomplete$/);
  if (!page.url().includes('/mypages/app/')) await page.goto('/mypages/app/registration/registrationcomplete');
  await expect(page.getByRole('heading', { level: 1, name: 'Tack för din registrering' })).toBeVisible();
  await expect(page.getByText('Kontot väntar på att köavgiften betalas.')).toBeVisible();
  await expectLoggedIn(page);
  await expectAccessible(page);
}

async function fillContact(page: Page, email: string): Promise<void> {
  await page.getByLabel('E-post', { exact: true }).fill(email);
  await page.getByLabel('E-post igen').fill(email);
  await page.getByLabel('Mobilnummer').fill('070-123 45 67');
  await page.getByLabel('Lösenord', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Lösenord igen').fill(E2E_PASSWORD);
}

test('a full registration by keyboard alone logs in and goes on to the queue-fee payment', async ({ page }, testInfo) => {
  const project = projectOf(testInfo.project.name);
  const pnr = freePeople[project][0];
  const email = `registrering-${project}@example.se`;

  await page.goto('/mypages/app/');
  await expect(page.getByRole('heading', { level: 1, name: 'Välkommen' })).toBeVisible();
  await expectAccessible(page);
  await tabTo(page, page.getByRole('link', { name: 'Registrera dig' }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Registrera dig' })).toBeVisible();
  await expectAccessible(page);

  await tabTo(page, page.getByRole('link', { name: 'Ställ dig i bostadskön' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Ställ dig i bostadskön' })).toBeVisible();
  await expectAccessible(page);

  // An empty submit: the error summary takes focus and its links lead to the fields.
  await tabTo(page, page.getByRole('button', { name: 'Registrera dig', exact: true }));
  await page.keyboard.press('Enter');
  const summary = page.getByRole('group', { name: 'Formuläret innehåller fel' });
  await expect(summary).toBeFocused();
  await expect(page.getByLabel('Personnummer')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Personnummer')).toHaveAccessibleDescription(/Personnummer är obligatoriskt/);
  await expectAccessible(page);
  await page.keyboard.press('Tab');
  await expect(summary.getByRole('link', { name: 'Personnummer är obligatoriskt' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Personnummer')).toBeFocused();

  await page.keyboard.type(pnr);
  await typeInto(page, page.getByLabel('E-post', { exact: true }), email);
  await typeInto(page, page.getByLabel('E-post igen'), email);
  await typeInto(page, page.getByLabel('Mobilnummer'), '0701234567');
  await typeInto(page, page.getByLabel('Lösenord', { exact: true }), E2E_PASSWORD);
  await typeInto(page, page.getByLabel('Lösenord igen'), E2E_PASSWORD);
  await page.keyboard.press('Enter');

  await expectRegistered(page);

  // A logged-in user cannot register.
  await page.goto('/mypages/app/registration');
  await expect(page.getByText('Du kan inte vara inloggad om du ska registrera dig')).toBeVisible();
  await expectAccessible(page);
});

test('a person the population register does not know registers with the manual form', async ({ page }, testInfo) => {
  const project = projectOf(testInfo.project.name);
  const email = `utan-personnummer-${project}@example.se`;

  await page.goto('/mypages/app/registration');
  await page.getByLabel('Personnummer').fill(NOT_IN_REGISTER);
  await fillContact(page, email);
  await page.getByRole('button', { name: 'Registrera dig', exact: true }).click();

  const notice = page.getByText('Vi lyckades inte hitta ditt personnummer');
  await expect(notice).toBeVisible();
  await expect(page.locator('.alert--info')).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'Registrering utan svenskt personnummer' })).toBeVisible();
  // What was typed is kept.
  await expect(page.getByLabel('E-post', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Lösenord igen')).toHaveValue(E2E_PASSWORD);
  await expectAccessible(page);

  // Missing details are shown under the fields.
  await page.getByRole('button', { name: 'Registrera dig', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Formuläret innehåller fel' })).toBeFocused();
  await expect(page.getByLabel('Förnamn')).toHaveAccessibleDescription('Förnamn är obligatoriskt');
  await expectAccessible(page);

  await page.getByLabel('Förnamn', { exact: true }).fill('Mira');
  await page.getByLabel('Efternamn', { exact: true }).fill(`Utlandsson ${project}`);
  await page.getByLabel('År (ÅÅÅÅ)').fill('1993');
  await page.getByLabel('Månad (MM)').fill('01');
  await page.getByLabel('Dag (DD)').fill('21');
  await page.getByLabel('Gatuadress', { exact: true }).fill('Storgatan 1');
  await page.getByLabel('Postnummer', { exact: true }).fill('753 20');
  await page.getByLabel('Ort', { exact: true }).fill('Uppsala');
  await page.getByLabel('Land', { exact: true }).fill('Sverige');
  await page.getByRole('button', { name: 'Registrera dig', exact: true }).click();

  await expectRegistered(page);
  await page.getByRole('link', { name: 'Gå till Mina sidor' }).click();
  await expect(page.getByText(`Mira Utlandsson ${project}`)).toBeVisible();
  await expectAccessible(page);
});

test('a person with protected identity identifies with BankID, then is registered', async ({ page }, testInfo) => {
  const project = projectOf(testInfo.project.name);
  const pnr = protectedPerson[project];
  const email = `skyddad-${project}@example.se`;

  await page.goto('/mypages/app/registration');
  await page.getByLabel('Personnummer').fill(pnr);
  await fillContact(page, email);
  await page.getByRole('button', { name: 'Registrera dig', exact: true }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Identifiera dig med BankID' })).toBeFocused();
  await expect(page.getByText('Du behöver identifiera dig med BankID för att kunna registrera dig')).toBeVisible();
  await expectAccessible(page);

  // The personal number travels in the body of the start, never in a URL.
  const started = page.waitForRequest('**/StartBankIdReregistrationSession');
  await page.getByRole('button', { name: 'BankID på den här enheten' }).click();
  const request = await started;
  expect(request.url()).not.toContain(pnr);
  expect(request.postDataJSON()).toMatchObject({ pnr, isQrCode: false });

  const tester = await approveOnThisDevice(page, pnr);
  await tester.close();

  await expectRegistered(page);
});

test('a co-applicant registers a free account with an identity document and is not logged in', async ({ page }, testInfo) => {
  const project = projectOf(testInfo.project.name);
  const pnr = freePeople[project][1];
  const email = `medsokande-${project}@example.se`;

  await page.goto('/mypages/app/registrationselection');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Registrera dig som medsökande' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registrera dig som medsökande' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jag har inget svenskt personnummer' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByLabel('Personnummer').fill(pnr);
  await fillContact(page, email);
  const file = page.getByLabel('Identitetshandling (valfritt)');
  await expect(file).toHaveAttribute('accept', /\.pdf/);
  // A file type outside the upload list is refused before anything is sent.
  await file.setInputFiles({ name: 'id.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(file).toHaveAccessibleDescription(/Otillåten filtyp/);
  await file.setInputFiles({ name: 'pass.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(page.getByText('Vald fil: pass.pdf')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Registrera dig som medsökande' }).click();

  await expect(page).toHaveURL(/\/mypages\/app\/registrationcocomplete$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tack för din registrering som medsökande' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logga ut' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('main').getByRole('link', { name: 'Logga in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible();
  await expectAccessible(page);
  await loginThroughForm(page, email, E2E_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Mitt konto' })).toBeVisible();
  await expectAccessible(page);
});

test('registration pages refuse a logged-in user', async ({ page }) => {
  await page.goto('/mypages/app/login');
  await expectAccessible(page);
  await loginThroughForm(page, demo.payingApplicant.email, demo.payingApplicant.password);
  await expectLoggedIn(page);
  await expectAccessible(page);
  for (const path of ['registrationselection', 'registration', 'registrationco']) {
    await page.goto(`/mypages/app/${path}`);
    await expect(page.getByText('Du kan inte vara inloggad om du ska registrera dig')).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expectAccessible(page);
  }
});
