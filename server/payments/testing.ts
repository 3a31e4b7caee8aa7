// Test and bench helpers: an order paid by card as the SPA and a customer's browser do it — payOrder, the provider's
// hosted page (the sandbox, driven over HTTP), completeOrder on the return — and unpaid orders to pay.
import { addDays, isoDay } from '../../src/rules/calendar';
import { ORDER_STATUSES, PRODUCTS } from '../../src/rules/orders';
import type { DbOrTx } from '../db/client';
import type { PaymentsSandboxDriver } from '../providers/payments/sandbox';
import { insertOrder } from './orders/orders.repository';

/** The sandbox's card that is approved and charged. */
export const OK_CARD = '4925000000000004';

const PAY = 'mutation($o: Int!, $r: String!, $c: String!) { payOrder(orderId: $o, redirectUrl: $r, cancelUrl: $c) { error errorText paymentRedirectUrl } }';
const COMPLETE = 'mutation($o: Int!, $p: String!) { completeOrder(orderId: $o, paymentId: $p) { error errorText order { orderId isPaid } } }';
const UNPAID = '{ getOrders { orders { orderId isPaid } } }';

/** Anything that posts GraphQL with a logged-in applicant's cookies (the tests' TestClient). */
export interface GraphqlClient {
  graphql(query: string, variables?: Record<string, unknown>): Promise<{ status: number; json: any }>;
}

/** The provider's payment id in a hosted page's address. */
export const paymentIdOf = (url: string) => /checkout\/([0-9a-f]{32})/.exec(url)?.[1] ?? '';

/** The applicant's unpaid order with the lowest id, if any. */
export async function firstUnpaidOrder(client: GraphqlClient): Promise<number | undefined> {
  const res = await client.graphql(UNPAID);
  const orders = (res.json?.data?.getOrders?.orders ?? []) as { orderId: number; isPaid: boolean }[];
  const unpaid = orders.filter((o) => !o.isPaid).map((o) => o.orderId);
  return unpaid.length ? Math.min(...unpaid) : undefined;
}

/** payOrder: the hosted page's payment id, or the refusal's text. */
export async function startCardPayment(client: GraphqlClient, orderId: number): Promise<{ paymentId: string } | { refused: string }> {
  const res = await client.graphql(PAY, { o: orderId, r: '/payment/completed', c: '/payment/canceled' });
  const pay = res.json?.data?.payOrder;
  if (!pay || pay.error) return { refused: pay?.errorText ?? `payOrder answered ${res.status}` };
  return { paymentId: paymentIdOf(pay.paymentRedirectUrl) };
}

/** completeOrder as the return page calls it: whether the order is paid now. */
export async function completeCardPayment(client: GraphqlClient, orderId: number, paymentId: string): Promise<{ paid: boolean; errorText: string | null }> {
  const res = await client.graphql(COMPLETE, { o: orderId, p: paymentId });
  const done = res.json?.data?.completeOrder;
  return { paid: done?.error === false && done.order?.isPaid === true, errorText: done ? done.errorText : `completeOrder answered ${res.status}` };
}

/** The customer on the hosted page: card details filled in, Betala pressed; whether the provider took the money. */
export async function payOnHostedPage(provider: PaymentsSandboxDriver, paymentId: string, card = OK_CARD): Promise<boolean> {
  const result = await provider.payWithCard(paymentId, card);
  return result.redirected && new URL(result.location).searchParams.get('paymentid') === paymentId;
}

/** An unpaid agency-fee order of the applicant's (as a signed contract leaves one), due in ten days; its id. */
export async function unpaidAgencyFeeOrder(db: DbOrTx, applicantId: number, now: Date, street = 'Provgatan 1'): Promise<number> {
  const order = await insertOrder(db, {
    applicantId,
    productId: PRODUCTS.AGENCY_FEE.productId,
    orderStatusId: ORDER_STATUSES.UNPAID.orderStatusId,
    amount: 150000,
    description: `Förmedlingsavgift, ${street}`,
    dueDate: addDays(isoDay(now), 10),
  });
  return order.orderId;
}
