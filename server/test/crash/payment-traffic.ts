// The crash test's card payments. The provider (the payments sandbox) runs outside the server being killed, as the real
// one does: in the test's process on an address of its own, so it keeps its payments and goes on delivering (and
// retrying) webhooks across the server's crashes. The payer works through a pool of unpaid orders: payOrder, the hosted
// page, completeOrder — the kill can land anywhere in that, and in the webhooks the charge sets off.
import { ORDER_STATUSES } from '../../../src/rules/orders';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { completeCardPayment, firstUnpaidOrder, payOnHostedPage, startCardPayment, unpaidAgencyFeeOrder, type GraphqlClient } from '../../payments/testing';
import { startStandaloneSandbox, type StandaloneSandbox } from '../../providers/payments/sandbox';
import type { Activity } from './activity';

export type OutsideProvider = StandaloneSandbox;

/**
 * The payments sandbox on its own address. Its webhooks go out 1.5 s after the event, so those of a payment whose
 * completion a kill cut off meet a dead server; a webhook that finds the server down is tried again with backoff, long
 * enough to outlast a restart (250 ms doubling, 12 tries).
 */
export async function startOutsideProvider(): Promise<OutsideProvider> {
  const provider = await startStandaloneSandbox({ retry: { attempts: 12, backoffMs: 250, timeoutMs: 5000 } });
  await provider.driver.settings({ delayMs: 1500 });
  return provider;
}

/** Gives the applicant `count` more unpaid agency-fee orders to pay; returns every unpaid order of theirs. */
export async function unpaidOrders(db: Db, applicantId: number, count: number, now: Date): Promise<number[]> {
  for (let i = 0; i < count; i++) await unpaidAgencyFeeOrder(db, applicantId, now, `Kraschgatan ${i + 1}`);
  const unpaid = await db
    .select({ id: orders.orderId })
    .from(orders)
    .where(and(eq(orders.applicantId, applicantId), eq(orders.orderStatusId, ORDER_STATUSES.UNPAID.orderStatusId)));
  return unpaid.map((o) => o.id);
}

/** The payer pays the lowest unpaid order by card, again and again; completing it is the tracked write. */
export function paymentTraffic(client: GraphqlClient, provider: OutsideProvider, activity: Activity): Promise<void> {
  return activity.loop(async () => {
    const orderId = await firstUnpaidOrder(client);
    if (orderId === undefined) return activity.refused('payment', 'the payer has no unpaid order left: give the crash test more');
    const started = await startCardPayment(client, orderId);
    if ('refused' in started) return activity.refused('payment', `payOrder ${orderId}: ${started.refused}`);
    if (!(await payOnHostedPage(provider.driver, started.paymentId))) return activity.refused('payment', `the hosted page of ${started.paymentId} took no money`);
    await activity.track('payment', () => completeCardPayment(client, orderId, started.paymentId));
  });
}
