// Registering interest and following it (issue 12, spec 001 §2, §4, §8): the confirm-interest dialog through every
// step (once by keyboard only), the registration found on /profile/applications with its queue place and removed
// again, Erik, Bo and Maria refused with the spec's reasons, Anna's seeded stages on every tab, a showing answer
// changed and changed back, and an offer accepted, which cancels her other registrations; axe on every tab and every
// dialog step, and the page's layout shift.
//
// Anna's registrations come from the seed (server/db/seed/applications.ts). The tests that register put the home back
// as it was (they remove the registration), so both projects can run them on the same server. Accepting the offer
// cannot be undone and cancels the showings the showing test uses: the desktop project asks and cancels, and the
// mobile project, which runs after it on the same server, accepts (the last test of the file).
import { expect, test, type Page } from '@playwright/test';
import { demo, loginThroughForm } from './support/actions';
import { APP, card, expectToast, homesOpenTo, interestDialog, interestPanel, openApplications, openHome, panel, tab } from './support/applications';
import { expectAccessible } from './support/axe';
import { expectLayoutShiftAtMost, trackLayoutShift } from './support/cls';
import { contextWith, loginState, type StorageState } from './support/session';

const anna = demo.payingApplicant;
const PLACE = /plats \d+ av \d+/;

let annaState: StorageState;
test.beforeAll(async ({ browser }, testInfo) => {
  annaState = await loginState(browser, testInfo, anna.email, anna.password);
});

async function asAnna(browser: import('@playwright/test').Browser, testInfo: import('@playwright/test').TestInfo): Promise<Page> {
  const context = await contextWith(browser, testInfo, annaState);
  return context.newPage();
}

async function logInAs(page: Page, email: string, password: string, returnUrl: string): Promise<void> {
  await page.goto(`${APP}/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await loginThroughForm(page, email, password);
  await expect(page.getByRole('button', { name: 'Logga ut' }).first()).toBeVisible();
}

test('a visitor is led to log in to register interest', async ({ page, request }) => {
  const [home] = await homesOpenTo(request, anna.email, anna.password, 1);
  await openHome(page, home!.rentalObjectId);
  await interestPanel(page).getByRole('link', { name: 'Logga in för att anmäla intresse för bostaden' }).click();
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
});

test('Anna registers interest through every step, finds it with its queue place, and removes it', { tag: '@two-instances' }, async ({ browser, request }, testInfo) => {
  const [home] = await homesOpenTo(request, anna.email, anna.password, 1);
  const page = await asAnna(browser, testInfo);
  await openHome(page, home!.rentalObjectId);

  const open = interestPanel(page).getByRole('button', { name: 'Anmäl intresse' });
  await open.click();
  const dialog = interestDialog(page, home!.street);
  await expect(dialog).toBeVisible();
  // Step 1: the contact details, with their editing mode.
  await expect(dialog.getByText('Steg 1 av 2')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Kontrollera dina kontaktuppgifter' })).toBeVisible();
  await expect(dialog).toContainText(`${anna.firstName} ${anna.lastName}`);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Ändra kontaktuppgifter' }).click();
  await expect(dialog.getByLabel('Förnamn *')).toBeFocused();
  const mobile = dialog.getByLabel('Mobilnummer *');
  await mobile.fill('');
  await dialog.getByRole('button', { name: 'Spara kontaktuppgifter' }).click();
  const summary = dialog.getByRole('group', { name: 'Formuläret innehåller fel' });
  await expect(summary).toBeFocused();
  await expectAccessible(page);
  await mobile.fill(anna.mobile);
  await dialog.getByRole('button', { name: 'Spara kontaktuppgifter' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Dina kontaktuppgifter är sparade.' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Ändra kontaktuppgifter' })).toBeFocused();
  await expect(dialog).toContainText(anna.mobile);

  // Step 2: the showing and the move-in date; the showing must be confirmed, the move-in date starts ticked.
  await dialog.getByRole('button', { name: 'Nästa' }).click();
  await expect(dialog.getByText('Steg 2 av 2')).toBeVisible();
  const title = dialog.getByRole('heading', { name: 'Visning och inflyttning' });
  await expect(title).toBeFocused();
  const moveIn = dialog.getByRole('checkbox', { name: /^Jag kan flytta in/ });
  await expect(moveIn).toBeChecked();
  await expectAccessible(page);
  // Unticked, the move-in date is refused in the dialog (the server requires it too): the dialog stays open.
  await moveIn.uncheck();
  await dialog.getByRole('button', { name: 'Skicka intresseanmälan' }).click();
  await expect(summary.getByRole('link', { name: 'Du behöver bekräfta att du har tagit del av informationen om visningen.' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Du behöver bekräfta att du kan flytta in på inflyttningsdagen.' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('checkbox', { name: /^Jag har läst informationen om visningen/ }).check();
  await moveIn.check();
  await dialog.getByRole('button', { name: 'Skicka intresseanmälan' }).click();

  // Registered: the dialog closes, the panel says so; the page's 'Din köplats' box has the queue place and its reason
  // in the applications page's words, and the panel does not repeat it (one figure on the page).
  await expect(dialog).toHaveCount(0);
  await expectToast(page, 'Din intresseanmälan är registrerad');
  const registered = interestPanel(page).getByRole('heading', { name: 'Du har anmält intresse' });
  await expect(registered).toBeFocused();
  const placeBox = page.getByRole('region', { name: 'Din köplats' });
  await expect(placeBox).toContainText(/Din köplats: plats [\d ]+ av [\d ]+ \(din kötid började \d{4}-\d{2}-\d{2}\)/);
  await expect(interestPanel(page)).not.toContainText(PLACE);
  const figure = (await placeBox.textContent())!.match(/plats [\d ]+ av [\d ]+ \([^)]*\)/)![0];
  await expectAccessible(page);

  // On the applications page, under its first tab, with the same place; removed from there.
  await interestPanel(page).getByRole('link', { name: 'Se dina intresseanmälningar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Intresseanmälningar' })).toBeVisible();
  const mine = card(panel(page, 'Intresseanmälningar'), home!.street);
  await expect(mine).toContainText(figure);
  await mine.getByRole('button', { name: 'Ta bort intresseanmälan' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Ta bort intresseanmälan?' });
  await expect(confirm.getByRole('button', { name: 'Avbryt' })).toBeFocused();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Ja, ta bort' }).click();
  await expectToast(page, 'Din intresseanmälan är borttagen');
  await expect(mine).toHaveCount(0);
  await expect(panel(page, 'Intresseanmälningar')).toBeFocused();
  await page.context().close();
});

test('the dialog by keyboard only: Escape closes it and gives the focus back, then a registration and its removal', { tag: '@two-instances' }, async ({ browser, request }, testInfo) => {
  const [, home] = await homesOpenTo(request, anna.email, anna.password, 2);
  const page = await asAnna(browser, testInfo);
  await openHome(page, home!.rentalObjectId);
  const open = interestPanel(page).getByRole('button', { name: 'Anmäl intresse' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = interestDialog(page, home!.street);
  const first = dialog.getByRole('heading', { name: 'Kontrollera dina kontaktuppgifter' });
  await expect(first).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(first).toBeFocused();
  await expect(dialog).toContainText(anna.mobile);
  const edit = dialog.getByRole('button', { name: 'Ändra kontaktuppgifter' });
  await page.keyboard.press('Tab');
  await expect(edit).toBeFocused();
  // The focus stays inside: backwards from the first control lands on the last.
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Avbryt' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(edit).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Nästa' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Visning och inflyttning' })).toBeFocused();
  // How her incomes are counted comes first, folded: opened and closed from the keyboard.
  const calculation = dialog.getByText('Så räknas dina inkomster');
  await page.keyboard.press('Tab');
  await expect(calculation).toBeFocused();
  const annasIncomes = dialog.getByRole('list', { name: new RegExp(anna.firstName) });
  await page.keyboard.press('Enter');
  await expect(annasIncomes).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(annasIncomes).toBeHidden();
  const showing = dialog.getByRole('checkbox', { name: /^Jag har läst informationen om visningen/ });
  await page.keyboard.press('Tab');
  await expect(showing).toBeFocused();
  await page.keyboard.press('Space');
  await expect(showing).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Skicka intresseanmälan' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  const registered = interestPanel(page).getByRole('heading', { name: 'Du har anmält intresse' });
  await expect(registered).toBeFocused();

  // Removed from the detail page, by keyboard too: the confirmation has the focus on 'Avbryt' first.
  const remove = interestPanel(page).getByRole('button', { name: 'Ta bort intresseanmälan' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Ta bort intresseanmälan?' });
  await expect(confirm.getByRole('button', { name: 'Avbryt' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(confirm.getByRole('button', { name: 'Ja, ta bort' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Din intresseanmälan är borttagen');
  await expect(interestPanel(page).getByRole('button', { name: 'Anmäl intresse' })).toBeFocused();
  await page.context().close();
});

test('the co-applicant step, numbered 2 of 3, asks its confirmation first (axe on it)', { tag: '@two-instances' }, async ({ browser, request }, testInfo) => {
  // No demo pair may register interest (Erik owes fees), so the pre-check's answer for Anna is given a confirmed
  // co-applicant on its way to the page; nothing is sent after it (the dialog is cancelled).
  const [home] = await homesOpenTo(request, anna.email, anna.password, 1);
  const page = await asAnna(browser, testInfo);
  await page.route(/\/mypages\/api$/, async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'validateApplication') return route.fallback();
    const response = await route.fetch();
    const json = (await response.json()) as { data: { validateApplication: { validation: { accepts: { coApplicant: boolean }; coApplicants: unknown[] } } } };
    const validation = json.data.validateApplication.validation;
    validation.accepts.coApplicant = true;
    validation.coApplicants = [{ __typename: 'ApplicationCoApplicant', applicantId: 99, name: 'Maria Eriksson', confirmed: true }];
    return route.fulfill({ response, json });
  });
  await openHome(page, home!.rentalObjectId);
  await interestPanel(page).getByRole('button', { name: 'Anmäl intresse' }).click();
  const dialog = interestDialog(page, home!.street);
  await expect(dialog.getByText('Steg 1 av 3')).toBeVisible();
  await expect(dialog).toContainText(anna.mobile);
  await dialog.getByRole('button', { name: 'Nästa' }).click();
  await expect(dialog.getByText('Steg 2 av 3')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Din medsökande' })).toBeFocused();
  await expect(dialog).toContainText('Maria Eriksson har bekräftat att ni söker bostad tillsammans.');
  await dialog.getByRole('button', { name: 'Nästa' }).click();
  const confirm = dialog.getByRole('checkbox', { name: /^Jag intygar att min medsökande ska flytta in/ });
  await expect(confirm).toBeFocused();
  await expect(dialog.getByText('Du behöver bekräfta att du anmäler intresse tillsammans med din medsökande.')).toBeVisible();
  await expectAccessible(page);
  await confirm.check();
  await dialog.getByRole('button', { name: 'Nästa' }).click();
  await expect(dialog.getByText('Steg 3 av 3')).toBeVisible();
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog).toHaveCount(0);
  await page.context().close();
});

test.describe('refused with the reasons of the spec', () => {
  const cases = [
    {
      // Not his missing housing answers: the details journey (e2e/profile-details.spec.ts) fills them in on the desktop
      // run, before the mobile run comes here; that refusal is proven by server/applications/application-refusals.int.test.ts.
      who: 'Erik (unpaid fees, no income, no approved ID)',
      person: demo.mainApplicant,
      reasons: [
        'Du har en obetald köavgift. Betala den för att kunna anmäla intresse.',
        'Du har en obetald förmedlingsavgift. Betala den för att kunna anmäla intresse.',
        'Du behöver lägga till minst en inkomst innan du kan anmäla intresse.',
        'Din id-handling behöver vara godkänd innan du kan anmäla intresse.',
      ],
      unmet: true,
      links: ['Lägg till en inkomst', 'Betala köavgiften', 'Betala förmedlingsavgiften', 'Ladda upp en id-handling'],
    },
    { who: 'Bo (blocked)', person: demo.blockedApplicant, reasons: [/^Du är spärrad till och med \d{4}-\d{2}-\d{2}/], unmet: true, links: ['Se din spärr under Mitt konto'] },
    {
      who: 'Maria (a co-applicant account)',
      person: demo.coApplicant,
      reasons: ['Som medsökande kan du inte anmäla intresse själv. Din huvudsökande anmäler intresse för er båda.'],
      unmet: false,
      links: [],
    },
  ];
  for (const c of cases) {
    test(c.who, async ({ page, request }) => {
      const [home] = await homesOpenTo(request, anna.email, anna.password, 1);
      await logInAs(page, c.person.email, c.person.password, `/rental-object/${home!.rentalObjectId}`);
      await expect(page.getByRole('region', { name: 'Fakta om bostaden' })).toBeVisible();
      await interestPanel(page).getByRole('button', { name: 'Anmäl intresse' }).click();
      const dialog = interestDialog(page, home!.street);
      await expect(dialog.getByRole('heading', { name: 'Du kan inte anmäla intresse just nu' })).toBeVisible();
      for (const reason of c.reasons) await expect(dialog.getByRole('listitem').filter({ hasText: reason })).toHaveCount(1);
      if (c.unmet) await expect(dialog.getByRole('listitem').filter({ hasText: /^Du uppfyller inte kravet: / }).first()).toBeVisible();
      else await expect(dialog.getByText('Du uppfyller inte kravet')).toHaveCount(0);
      for (const link of c.links) await expect(dialog.getByRole('link', { name: link })).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Stäng' }).click();
      await expect(dialog).toHaveCount(0);
    });
  }

  test('Maria has no applications page: not in the menu, and its address is not found', async ({ page }) => {
    await logInAs(page, demo.coApplicant.email, demo.coApplicant.password, '/profile/applications');
    await expect(page.getByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Intresseanmälningar/ })).toHaveCount(0);
  });
});

test("Anna's registrations on every tab, each with axe, and the page without layout shift", { tag: '@two-instances' }, async ({ browser }, testInfo) => {
  const page = await asAnna(browser, testInfo);
  await trackLayoutShift(page);
  await openApplications(page);
  await expect(panel(page, 'Intresseanmälningar').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Kontakt');
  await expectLayoutShiftAtMost(page);
  if (testInfo.project.name === 'desktop') await expect(page.getByRole('navigation', { name: 'Mina sidor' }).getByRole('link', { name: /^Intresseanmälningar/ })).toBeVisible();
  await expect(panel(page, 'Intresseanmälningar').getByRole('article').first()).toContainText(PLACE);
  await expectAccessible(page);

  for (const [name, expected] of [
    ['Visningar', /Du (är inbjuden till visning|har tackat ja till visningen)/],
    ['Svar', /Du (erbjuds bostaden|har tackat ja)/],
    ['Kontrakt', /kontraktet är skrivet/i],
    ['Kontroller', 'Du uppfyller inte kravet: '],
    ['Förmedlingsavgifter', 'Betalda förmedlingsavgifter'],
  ] as const) {
    await tab(page, name).click();
    await expect(panel(page, name)).toContainText(expected);
    await expectAccessible(page);
  }
  await page.context().close();
});

test('a showing answered, and the answer changed while it may change', { tag: '@two-instances' }, async ({ browser }, testInfo) => {
  const page = await asAnna(browser, testInfo);
  await openApplications(page);
  await tab(page, 'Visningar').click();
  // The seed's invitation that is not mandatory (both projects end with the same answer, so either may run first).
  const showing = panel(page, 'Visningar')
    .getByRole('article')
    .filter({ has: page.getByRole('group', { name: 'Ditt svar på visningen' }) })
    .filter({ hasNotText: 'Visningen är obligatorisk.' });
  await expect(showing).toContainText(/Svara senast|Du kan ändra ditt svar till och med/);
  const answers = showing.getByRole('group', { name: 'Ditt svar på visningen' });
  await expectAccessible(page);

  await answers.getByRole('radio', { name: 'Ja, jag kommer på visningen' }).check();
  await showing.getByRole('button', { name: 'Spara svar' }).click();
  await expectToast(page, 'Ditt svar på visningen är sparat');
  await expect(showing).toContainText('Du har tackat ja till visningen.');
  await expect(showing).toContainText('Du kan ändra ditt svar till och med');

  await answers.getByRole('radio', { name: 'Nej, jag kan inte komma men är fortfarande intresserad' }).check();
  await showing.getByRole('button', { name: 'Spara svar' }).click();
  await expect(showing).toContainText('Du har tackat nej till visningen men är fortfarande intresserad av bostaden.');
  await expect(answers.getByRole('radio', { name: 'Nej, jag kan inte komma men är fortfarande intresserad' })).toBeChecked();

  // The mandatory showing offers no 'no, but still interested'.
  const mandatory = panel(page, 'Visningar').getByRole('article').filter({ hasText: 'Visningen är obligatorisk.' });
  await expect(mandatory.getByRole('radio')).toHaveCount(2);
  await page.context().close();
});

test('an offer: accepting says first that it cancels the other registrations, then does', { tag: '@two-instances' }, async ({ browser }, testInfo) => {
  const page = await asAnna(browser, testInfo);
  await openApplications(page);
  await tab(page, 'Svar').click();
  const offer = panel(page, 'Svar').getByRole('article').filter({ has: page.getByRole('button', { name: 'Tacka ja till bostaden' }) });
  await expect(offer).toContainText('Du erbjuds bostaden. Svara på erbjudandet senast');
  const accept = offer.getByRole('button', { name: 'Tacka ja till bostaden' });
  await accept.click();
  const confirm = page.getByRole('alertdialog', { name: 'Tacka ja till bostaden?' });
  await expect(confirm).toContainText('Alla dina andra intresseanmälningar tas bort samtidigt');
  await expect(confirm.getByRole('button', { name: 'Avbryt' })).toBeFocused();
  await expectAccessible(page);

  if (testInfo.project.name !== 'mobile') {
    // Only asked: the mobile project accepts (see the file's head).
    await confirm.getByRole('button', { name: 'Avbryt' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(accept).toBeFocused();
    await page.context().close();
    return;
  }
  await confirm.getByRole('button', { name: 'Ja, tacka ja' }).click();
  await expectToast(page, 'Du har tackat ja till bostaden');
  await expect(panel(page, 'Svar').getByRole('button', { name: 'Tacka ja till bostaden' })).toHaveCount(0);
  // Her showings and interests were cancelled in the same step: no answer to give any more, and each says why.
  await tab(page, 'Visningar').click();
  await expect(panel(page, 'Visningar').getByRole('group', { name: 'Ditt svar på visningen' })).toHaveCount(0);
  let cancelled = 0;
  for (const name of ['Intresseanmälningar', 'Visningar', 'Svar', 'Kontrakt', 'Kontroller']) {
    await tab(page, name).click();
    cancelled += await panel(page, name).getByText('Intresseanmälan avbröts eftersom du tackade ja till en annan bostad.').count();
  }
  expect(cancelled).toBeGreaterThan(0);
  await page.context().close();
});
