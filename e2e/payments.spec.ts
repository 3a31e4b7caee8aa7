// Payments end to end against the provider sandbox: a new applicant pays the registration's queue fee (after
// first cancelling it), a declined card and a cancelled payment leave the order unpaid, a payment link is paid
// without logging in, autopay is set up and ended from the account page, and a co-applicant account is
// upgraded to a queue account of its own. Every project uses its own people: fresh manual registrations
// (e-mail login, no personnummer) and, for the co-applicant account, the project's `paymentPeople` person.
import { expect, test, type Page } from '@playwright/test';
import { emailFor, registerCoApplicantViaApi, registerManualViaApi } from './account-support';
import { expectLoggedIn, loginThroughForm } from './support/actions';
import { E2E_PASSWORD, paymentPeople, projectOf } from './support/api';
import { expectAccessible } from './support/axe';
import {
  CARDS,
  cancelOnCheckoutPage,
  expectCheckoutPage,
  myPagesNavigation,
  ordersOf,
  paymentLinkOf,
  payOnCheckoutPage,
  registerManualThroughUi,
} from './support/payments';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function logInTo(page: Page, returnUrl: string, email: string): Promise<void> {
  await page.goto(`/mypages/app/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await loginThroughForm(page, email, E2E_PASSWORD);
  await expectLoggedIn(page);
}

test('a new applicant cancels, then pays the queue fee of the registration and is in the queue', { tag: '@two-instances' }, async ({ page }, testInfo) => {
  const project = projectOf(testInfo.project.name);
  const email = emailFor('betalning.registrering', testInfo);
  await registerManualThroughUi(page, { email, firstName: 'Paula', lastName: `Betalare ${project}` });

  // The registration leads straight to the provider's page; cancelling there leaves the registration waiting.
  await cancelOnCheckoutPage(page);
  await expect(page).toHaveURL(/\/mypages\/app\/registration\/registrationpaymentcancelled\?orderId=\d+$/);
  await expect(h1(page, 'Registreringen väntar på betalning')).toBeVisible();
  await expect(page.getByText(/^Betala köavgiften senast \d{4}-\d{2}-\d{2}, annars avslutas registreringen\.$/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Betala nu' }).click();
  await payOnCheckoutPage(page, CARDS.approved);
  await expect(page).toHaveURL(/\/mypages\/app\/registration\/registrationpaymentcomplete\?orderId=\d+&paymentid=[0-9a-f]{32}$/);
  await expect(h1(page, 'Välkommen i bostadskön')).toBeVisible();
  await expect(h1(page, 'Välkommen i bostadskön')).toBeFocused();
  await expect(page.getByText(/Ditt ködatum är \d{4}-\d{2}-\d{2}\. Köavgiften är betald till och med \d{4}-\d{2}-\d{2}\./)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Gå till Mina sidor' }).click();
  await expect(h1(page, 'Mitt konto')).toBeVisible();
  const fee = page.getByRole('region', { name: 'Köavgift' });
  await expect(fee.getByText(/^Köavgiften är betald till och med \d{4}-\d{2}-\d{2}\.$/)).toBeVisible();
  await expectAccessible(page);

  await (await myPagesNavigation(page)).getByRole('link', { name: 'Betalningar' }).click();
  await expect(h1(page, 'Betalningar')).toBeVisible();
  await expect(page.getByText('Du har inga obetalda köavgifter.')).toBeVisible();
  const paid = page.getByRole('table', { name: 'Betalda avgifter' });
  await expect(paid.getByRole('row')).toHaveCount(2);
  await expect(paid.getByRole('cell', { name: '305 kr' })).toBeVisible();
  await expectAccessible(page);
});

test('a declined card keeps the card page and a return without money reaches the failed page; a cancel leaves the fee unpaid; paying again works', { tag: '@two-instances' }, async ({ page, request }, testInfo) => {
  const project = projectOf(testInfo.project.name);
  const email = emailFor('betalning.nekad', testInfo);
  await registerManualViaApi(request, { email, firstName: 'Nils', lastName: `Nekad ${project}` });
  await logInTo(page, '/profile/payments', email);

  await expect(h1(page, 'Betalningar')).toBeVisible();
  const queueFees = page.getByRole('region', { name: 'Obetalda köavgifter' });
  await expect(queueFees.getByRole('article')).toHaveCount(1);
  await expect(queueFees.getByText('244 kr')).toBeVisible();
  await expect(queueFees.getByText('61 kr')).toBeVisible();
  await expect(queueFees.getByText('5050-1055')).toBeVisible();
  await expectAccessible(page);

  await queueFees.getByRole('button', { name: 'Betala med kort' }).click();
  await payOnCheckoutPage(page, CARDS.declined);
  await expect(page.getByRole('alert')).toContainText('Betalningen godkändes inte');
  await expectCheckoutPage(page);

  // Coming back to the portal as if paid (a redirect proves nothing): the server asks the provider, finds no money,
  // and the failed page says so.
  const checkoutUrl = page.url();
  const paymentId = /checkout\/([0-9a-f]{32})/.exec(checkoutUrl)?.[1];
  const [unpaid] = (await ordersOf(request, email)).filter((o) => !o.isPaid);
  await page.goto(`/mypages/app/payment/completed?orderId=${unpaid?.orderId}&paymentid=${paymentId}`);
  await expect(h1(page, 'Betalningen misslyckades')).toBeVisible();
  await expect(page.getByText(/kontakta kundservice/)).toBeVisible();
  await expectAccessible(page);
  expect((await ordersOf(request, email)).filter((o) => o.isPaid)).toEqual([]);

  await page.goto(checkoutUrl);
  await cancelOnCheckoutPage(page);
  await expect(page).toHaveURL(/\/mypages\/app\/payment\/canceled\?orderId=\d+$/);
  await expect(h1(page, 'Betalningen avbröts')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Till dina betalningar' }).click();
  await expect(page.getByRole('region', { name: 'Obetalda köavgifter' }).getByRole('article')).toHaveCount(1);
  await expect(page.getByText('Du har inga betalda avgifter ännu.')).toBeVisible();
  expect((await ordersOf(request, email)).filter((o) => o.isPaid)).toEqual([]);

  // The same order, paid after all.
  await page.getByRole('button', { name: 'Betala med kort' }).click();
  await payOnCheckoutPage(page, CARDS.approved);
  await expect(page).toHaveURL(/\/mypages\/app\/payment\/completed\?orderId=\d+&paymentid=[0-9a-f]{32}$/);
  await expect(h1(page, 'Tack för din betalning')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Till dina betalningar' }).click();
  await expect(page.getByText('Du har inga obetalda köavgifter.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Betalda avgifter' }).getByRole('row')).toHaveCount(2);
});

test('a payment link is paid without logging in, after a cancel and back', { tag: '@two-instances' }, async ({ page, request }, testInfo) => {
  const project = projectOf(testInfo.project.name);
  const email = emailFor('betalning.lank', testInfo);
  await registerManualViaApi(request, { email, firstName: 'Linnea', lastName: `Länk ${project}` });
  const [order] = await ordersOf(request, email);
  if (!order) throw new Error('the registration made no order');

  // A wrong key is refused.
  await page.goto(`/mypages/app/p?orderId=${order.orderId}&key=fel-nyckel`);
  await expect(h1(page, 'Betalningen kan inte göras')).toBeVisible();
  await expect(page.getByText('Betalningslänken är ogiltig')).toBeVisible();
  await expectAccessible(page);

  await page.goto(paymentLinkOf(order.orderId));
  await cancelOnCheckoutPage(page);
  await expect(page).toHaveURL(/\/mypages\/app\/payment-by-link\/cancel\?orderId=\d+&key=[\w-]+$/);
  await expect(h1(page, 'Betalningen avbröts')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Försök igen' }).click();
  await payOnCheckoutPage(page, CARDS.approved);
  await expect(page).toHaveURL(/\/mypages\/app\/payment-by-link\/complete\?orderId=\d+&key=[\w-]+&paymentid=[0-9a-f]{32}$/);
  await expect(h1(page, 'Tack för din betalning')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Logga in på Mina sidor' })).toBeVisible();
  await expectAccessible(page);
  expect((await ordersOf(request, email)).find((o) => o.orderId === order.orderId)?.isPaid).toBe(true);
});

test('autopay is set up with a card from the account page, and ended', { tag: '@two-instances' }, async ({ page, request }, testInfo) => {
  const project = projectOf(testInfo.project.name);
  const email = emailFor('betalning.autogiro', testInfo);
  await registerManualViaApi(request, { email, firstName: 'Ada', lastName: `Autogiro ${project}` });
  await logInTo(page, '/profile/account', email);

  const autopay = page.getByRole('region', { name: 'Köavgift' });
  await expect(autopay.getByRole('heading', { level: 3, name: 'Autogiro' })).toBeVisible();
  await expect(autopay.getByText('Du har inte autogiro.')).toBeVisible();
  await expect(autopay.getByText(/ungefär 30 dagar före förfallodagen/)).toBeVisible();
  await expectAccessible(page);

  // Cancelled at the provider: nothing started.
  await autopay.getByRole('button', { name: 'Starta autogiro' }).click();
  await cancelOnCheckoutPage(page);
  await expect(page.getByText('Du avbröt registreringen av kortet. Autogiro har inte startats.')).toBeVisible();
  await expect(page).toHaveURL(/\/mypages\/app\/profile\/account$/);
  await expectAccessible(page);

  await autopay.getByRole('button', { name: 'Starta autogiro' }).click();
  await payOnCheckoutPage(page, CARDS.approved);
  await expect(page.getByRole('status').filter({ hasText: 'Autogiro är startat' })).toBeVisible();
  await expect(autopay.getByText('Du har autogiro. Köavgiften dras från ditt registrerade kort.')).toBeVisible();
  await expect(page).toHaveURL(/\/mypages\/app\/profile\/account$/);
  await expect(autopay.getByRole('heading', { level: 3, name: 'Autogiro' })).toBeFocused();
  await expectAccessible(page);

  // With autopay the queue fee's payment method is the card.
  await (await myPagesNavigation(page)).getByRole('link', { name: 'Betalningar' }).click();
  await expect(page.getByRole('region', { name: 'Obetalda köavgifter' }).getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Betalsätt för köavgiften' })).toHaveCount(0);

  await (await myPagesNavigation(page)).getByRole('link', { name: 'Konto' }).click();
  await page.getByRole('region', { name: 'Köavgift' }).getByRole('button', { name: 'Avsluta autogiro' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Autogiro är avslutat' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Köavgift' }).getByText('Du har inte autogiro.')).toBeVisible();
});

test('a co-applicant account is upgraded to a queue account of its own and paid', { tag: '@two-instances' }, async ({ page, request }, testInfo) => {
  const project = projectOf(testInfo.project.name);
  const email = emailFor('betalning.uppgradering', testInfo);
  await registerCoApplicantViaApi(request, paymentPeople[project], email);
  await logInTo(page, '/profile/account', email);

  await expect(h1(page, 'Mitt konto')).toBeVisible();
  await expect(page.getByText('Medsökandekonto', { exact: true })).toBeVisible();
  const upgrade = page.getByRole('region', { name: 'Uppgradera till eget kökonto' });
  await expect(upgrade).toBeVisible();
  await expect(page.getByRole('region', { name: 'Köavgift' })).toHaveCount(0);
  await expectAccessible(page);

  // Requested, then cancelled: the toast carries the server's message.
  await upgrade.getByRole('button', { name: 'Uppgradera till eget kökonto' }).click();
  await expect(upgrade.getByRole('heading', { level: 3, name: 'Din uppgraderingsorder' })).toBeFocused();
  await expect(upgrade.getByText('305 kr').first()).toBeVisible();
  await expectAccessible(page);
  await upgrade.getByRole('button', { name: 'Avbryt uppgraderingen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kontouppgraderingen avbröts' })).toBeVisible();
  await expect(upgrade.getByRole('button', { name: 'Uppgradera till eget kökonto' })).toBeVisible();

  // Requested again; a reload still shows the order waiting for payment.
  await upgrade.getByRole('button', { name: 'Uppgradera till eget kökonto' }).click();
  await expect(upgrade.getByRole('heading', { level: 3, name: 'Din uppgraderingsorder' })).toBeVisible();
  await page.reload();
  await page.getByRole('region', { name: 'Uppgradera till eget kökonto' }).getByRole('button', { name: 'Betala', exact: true }).click();
  await payOnCheckoutPage(page, CARDS.approved);

  await expect(page).toHaveURL(/\/mypages\/app\/payment\/completed\?orderId=\d+&paymentid=[0-9a-f]{32}$/);
  await expect(h1(page, 'Tack för din betalning')).toBeVisible();
  await expect(page.getByText(/Ditt konto är nu ett eget kökonto med egen kötid/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Till Mitt konto' }).click();
  await expect(h1(page, 'Mitt konto')).toBeVisible();
  await expect(page.getByText('Kökonto', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Uppgradera till eget kökonto' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Köavgift' }).getByText(/^Köavgiften är betald till och med \d{4}-\d{2}-\d{2}\.$/)).toBeVisible();
  await expectAccessible(page);
  // The session was read again: the local navigation now has the payments page.
  await expect((await myPagesNavigation(page)).getByRole('link', { name: 'Betalningar' })).toBeVisible();
});
