// Two people in two browsers: the paying demo applicant (A; the server requires at least one paying
// queue account in a pair, and fresh registrations are not paid yet) invites a fresh co-applicant
// account (B) by e-mail; B sees the request and the header's indicator, accepts, both see each
// other; then A removes B after the confirmation. A's link is removed afterwards whatever happens.
import { expect, test, type Page } from '@playwright/test';
import { answerQuestionnairesViaApi, emailFor, graphqlAs, registerCoApplicantViaApi, secondContext } from './account-support';
import { demo, loginThroughForm } from './support/actions';
import { accountPeople, E2E_PASSWORD, projectOf } from './support/api';
import { expectAccessible } from './support/axe';
import { sandboxPersons } from '../server/providers/test-persons';

const anna = demo.payingApplicant;
const ATTENTION = 'Mina sidor (du har uppgifter att uppdatera)';

async function openCoApplicantTab(page: Page, username: string, password: string) {
  await page.goto('/mypages/app/login?returnUrl=%2Fprofile%2Faccount%23settings-coapplicant');
  await loginThroughForm(page, username, password);
  await expect(page.getByRole('tab', { name: 'Medsökande' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Medsökande' });
  await expect(panel).toBeFocused();
  return panel;
}

test.describe.configure({ mode: 'serial' });

let bEmail = '';
let bName = '';

test.beforeAll(async ({ request }, testInfo) => {
  const pnr = accountPeople[projectOf(testInfo.project.name)][1];
  const person = sandboxPersons.find((p) => p.pnr === pnr);
  if (!person) throw new Error(`no sandbox person ${pnr}`);
  bName = `${person.firstName} ${person.lastName}`;
  bEmail = emailFor('coapplicant', testInfo);
  await registerCoApplicantViaApi(request, pnr, bEmail);
  // Only the request may drive B's attention mark: the questionnaires a fresh account has not answered would too.
  await answerQuestionnairesViaApi(request, bEmail, E2E_PASSWORD);
});

test.afterEach(async ({ request }) => {
  // Leave the demo applicant without a co-applicant or a pending request, as seeded.
  await graphqlAs(request, anna.email, anna.password, 'mutation { deleteCoApplicant { error } }');
});

test('A invites B by e-mail, B accepts, both see each other, then A removes B', async ({ page, browser }, testInfo) => {
  // A: an empty invitation is refused in Swedish, then the invitation goes out and waits.
  const a = await openCoApplicantTab(page, anna.email, anna.password);
  await expectAccessible(page);
  await a.getByRole('button', { name: 'Skicka förfrågan' }).click();
  await expect(a.getByRole('link', { name: 'Ange personnummer eller e-post' })).toBeVisible();
  await expect(a.getByRole('group', { name: 'Formuläret innehåller fel' })).toBeFocused();
  await a.getByLabel('Personnummer eller e-post').fill(bEmail);
  await a.getByRole('button', { name: 'Skicka förfrågan' }).click();
  await expect(a).toContainText(`Din förfrågan till ${bName} väntar på svar.`);
  await expect(page.getByRole('status').filter({ hasText: 'Förfrågan är skickad' })).toBeVisible();
  await expectAccessible(page);

  // B, in a browser of their own: the indicator and the request.
  const bContext = await secondContext(browser, testInfo);
  try {
    const bPage = await bContext.newPage();
    const b = await openCoApplicantTab(bPage, bEmail, E2E_PASSWORD);
    await expect(bPage.getByRole('link', { name: ATTENTION })).toBeVisible();
    await expect(b).toContainText(`${anna.firstName} ${anna.lastName} har skickat en förfrågan`);
    await expect(b.getByRole('button', { name: 'Avböj' })).toBeVisible();
    await expectAccessible(bPage);
    await b.getByRole('button', { name: 'Godkänn' }).click();
    await expect(b).toContainText(`Du är medsökande till ${anna.firstName} ${anna.lastName}.`);
    await expect(bPage.getByRole('heading', { name: 'Medsökande', level: 2 })).toBeFocused();
    await expect(bPage.getByRole('link', { name: 'Mina sidor', exact: true })).toBeVisible();
    await expectAccessible(bPage);

    // A sees B.
    await page.reload();
    await expect(a).toContainText(`Din medsökande är ${bName}.`);
    await expect(a.getByLabel('Personnummer eller e-post')).toHaveCount(0);

    // A removes B, after the confirmation (cancel first).
    await a.getByRole('button', { name: 'Ta bort medsökande' }).click();
    let dialog = page.getByRole('dialog', { name: 'Ta bort medsökande?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(a).toContainText(`Din medsökande är ${bName}.`);
    await a.getByRole('button', { name: 'Ta bort medsökande' }).click();
    dialog = page.getByRole('dialog', { name: 'Ta bort medsökande?' });
    await dialog.getByRole('button', { name: 'Ja, ta bort' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Din medsökande är borttagen' })).toBeVisible();
    await expect(a.getByLabel('Personnummer eller e-post')).toBeVisible();

    // B no longer has a co-applicant.
    await bPage.reload();
    await expect(b.getByLabel('Personnummer eller e-post')).toBeVisible();
    await expect(b).not.toContainText('Du är medsökande till');
  } finally {
    await bContext.close();
  }
});

test('A may withdraw a request, and B declines one', async ({ page, browser }, testInfo) => {
  const a = await openCoApplicantTab(page, anna.email, anna.password);
  await a.getByLabel('Personnummer eller e-post').fill(bEmail);
  await a.getByRole('button', { name: 'Skicka förfrågan' }).click();
  await a.getByRole('button', { name: 'Återkalla förfrågan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Din förfrågan är återkallad' })).toBeVisible();
  await a.getByLabel('Personnummer eller e-post').fill(bEmail);
  await a.getByRole('button', { name: 'Skicka förfrågan' }).click();
  await expect(a).toContainText('väntar på svar');

  const bContext = await secondContext(browser, testInfo);
  try {
    const bPage = await bContext.newPage();
    const b = await openCoApplicantTab(bPage, bEmail, E2E_PASSWORD);
    await b.getByRole('button', { name: 'Avböj' }).click();
    await expect(bPage.getByRole('status').filter({ hasText: 'Du har avböjt förfrågan' })).toBeVisible();
    await expect(b.getByLabel('Personnummer eller e-post')).toBeVisible();
    await expect(bPage.getByRole('link', { name: 'Mina sidor', exact: true })).toBeVisible();
  } finally {
    await bContext.close();
  }
  await page.reload();
  await expect(a.getByLabel('Personnummer eller e-post')).toBeVisible();
});
