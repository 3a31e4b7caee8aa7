// Set-up and steps of the payment specs: the provider sandbox's hosted card page, a fresh applicant registered
// through the UI's manual form (no personnummer, so no population-register person is used up), the orders of a
// user through the API, and a payment link built like the server's reminder e-mail builds it.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { paymentLinkKey } from '../../server/payments/orders/payment-link';
import { graphqlAs } from '../account-support';
import { E2E_PASSWORD } from './api';

/** The sandbox's published test cards. */
export const CARDS = { approved: '4925000000000004', declined: '4925000000000087' } as const;

/** PAYMENT_LINK_SECRET of the e2e servers (the configuration's development default). */
const PAYMENT_LINK_SECRET = 'development-only-payment-link-secret';

export const CHECKOUT_URL = /\/sandbox\/payments\/checkout\/[0-9a-f]{32}/;

/** The provider's hosted page is shown (not checked with axe: it is the provider's, not the portal's). */
export async function expectCheckoutPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(CHECKOUT_URL);
  await expect(page.getByRole('heading', { level: 1, name: 'Betala med kort' })).toBeVisible();
}

export async function payOnCheckoutPage(page: Page, card: string): Promise<void> {
  await expectCheckoutPage(page);
  await page.getByLabel('Kortnummer').fill(card);
  await page.getByLabel('Utgångsdatum (MM/ÅÅ)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Betala', exact: true }).click();
}

export async function cancelOnCheckoutPage(page: Page): Promise<void> {
  await expectCheckoutPage(page);
  await page.getByRole('button', { name: 'Avbryt', exact: true }).click();
}

export interface ManualPerson {
  email: string;
  firstName: string;
  lastName: string;
}

/** A full registration with the manual form (no Swedish personnummer); it ends on the provider's page. */
export async function registerManualThroughUi(page: Page, person: ManualPerson): Promise<void> {
  await page.goto('/mypages/app/registration');
  await page.getByRole('button', { name: 'Jag har inget svenskt personnummer' }).click();
  await page.getByLabel('Förnamn', { exact: true }).fill(person.firstName);
  await page.getByLabel('Efternamn', { exact: true }).fill(person.lastName);
  await page.getByLabel('År (ÅÅÅÅ)').fill('1988');
  await page.getByLabel('Månad (MM)').fill('04');
  await page.getByLabel('Dag (DD)').fill('17');
  await page.getByLabel('Gatuadress', { exact: true }).fill('Kungsgatan 5');
  await page.getByLabel('Postnummer', { exact: true }).fill('753 21');
  await page.getByLabel('Ort', { exact: true }).fill('Uppsala');
  await page.getByLabel('Land', { exact: true }).fill('Sverige');
  await page.getByLabel('E-post', { exact: true }).fill(person.email);
  await page.getByLabel('E-post igen').fill(person.email);
  await page.getByLabel('Mobilnummer').fill('0701234567');
  await page.getByLabel('Lösenord', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Lösenord igen').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Registrera dig', exact: true }).click();
}

export interface OrderSummary {
  orderId: number;
  isPaid: boolean;
  orderStatusId: number;
  isQueueFeeOrder: boolean;
  isCoApplicantUpgrade: boolean;
}

/** The user's orders through GraphQL (a login of its own in the API context; the page's session is untouched). */
export async function ordersOf(request: APIRequestContext, email: string): Promise<OrderSummary[]> {
  const body = (await graphqlAs(request, email, E2E_PASSWORD, '{ getOrders { error orders { orderId isPaid orderStatusId isQueueFeeOrder isCoApplicantUpgrade } } }')) as {
    data?: { getOrders?: { error: boolean; orders: OrderSummary[] } };
  };
  const result = body.data?.getOrders;
  if (!result || result.error) throw new Error(`getOrders failed: ${JSON.stringify(body)}`);
  return result.orders;
}

/** The payment link of the reminder e-mail for an order: /mypages/app/p?orderId=…&key=…. */
export function paymentLinkOf(orderId: number): string {
  return `/mypages/app/p?orderId=${orderId}&key=${paymentLinkKey(PAYMENT_LINK_SECRET, orderId)}`;
}

/** The 'Mina sidor' navigation as it is shown: beside the page on large screens, behind its toggle on small ones. */
export async function myPagesNavigation(page: Page) {
  const toggle = page.getByRole('button', { name: 'Mina sidor-meny' });
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  return page.getByRole('navigation', { name: 'Mina sidor' });
}
