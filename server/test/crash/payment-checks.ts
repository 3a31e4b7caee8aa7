// Payments after a crash, against what the provider knows. At any moment: an order is paid exactly when one of its
// payments is marked paid (never two), with the provider's charge of that payment, and a paid order has its paid day.
// Once the provider's webhooks have all been answered (settled): every payment the provider charged belongs to a paid
// order — as the payment that paid it, or refunded as a second charge — and an unpaid order has no charge anywhere.
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '../../../src/rules/orders';
import type { DbOrTx } from '../../db/client';
import type { PaymentView } from '../../providers/payments/sandbox';
import { rows } from './rows';

interface OrderRow {
  order_id: number;
  order_status_id: number;
  paid_date: string | null;
}
interface PaymentRow {
  payment_id: string;
  order_id: number;
  status: string;
  charge_id: string | null;
}

/** What is wrong with these orders (unpaid when the traffic began) and their payments (empty when nothing). */
export async function paymentFaults(db: DbOrTx, orderIds: number[], provider: PaymentView[], opts: { settled: boolean }): Promise<string[]> {
  const ids = sql.join(orderIds.map((id) => sql`${id}`), sql`, `);
  const orders = await rows<OrderRow>(db, sql`select order_id, order_status_id, paid_date from orders where order_id in (${ids})`);
  const payments = await rows<PaymentRow>(db, sql`select payment_id, order_id, status, charge_id from payments where order_id in (${ids}) and kind = 'checkout'`);
  const atProvider = new Map(provider.map((p) => [p.paymentId, p]));
  const faults: string[] = [];
  for (const order of orders) {
    const id = order.order_id;
    const paid = order.order_status_id === ORDER_STATUSES.PAID.orderStatusId;
    const paidRows = payments.filter((p) => p.order_id === id && p.status === 'paid');
    if (paid && paidRows.length !== 1) faults.push(`order ${id} is paid with ${paidRows.length} payments marked paid`);
    if (!paid && paidRows.length > 0) faults.push(`order ${id} is unpaid but payment ${paidRows[0]!.payment_id} is marked paid`);
    if (paid && !order.paid_date) faults.push(`order ${id} is paid without a paid day`);
    for (const row of paidRows) {
      const charges = atProvider.get(row.payment_id)?.charges ?? [];
      if (charges.length !== 1 || charges[0]!.chargeId !== row.charge_id) faults.push(`payment ${row.payment_id} of order ${id} is marked paid with charge ${row.charge_id}; the provider has ${JSON.stringify(charges)}`);
    }
  }
  for (const p of provider.filter((x) => x.charges.length > 0)) {
    const row = payments.find((r) => r.payment_id === p.paymentId);
    if (!row) continue; // not one of these orders'
    if (p.myReference !== `order-${row.order_id}`) faults.push(`payment ${p.paymentId} is order ${row.order_id}'s here but ${p.myReference} at the provider`);
    if (p.charges.length > 1) faults.push(`payment ${p.paymentId} was charged ${p.charges.length} times`);
    if (!opts.settled) continue;
    const order = orders.find((o) => o.order_id === row.order_id);
    if (order?.order_status_id !== ORDER_STATUSES.PAID.orderStatusId) faults.push(`order ${row.order_id} was charged (payment ${p.paymentId}) but is not paid`);
    if (row.status !== 'paid' && !(row.status === 'refunding' || row.status === 'refunded')) faults.push(`payment ${p.paymentId} was charged but is ${row.status}, neither the paying one nor refunded`);
    if (row.status !== 'paid' && p.refunds.length === 0) faults.push(`second charge ${p.paymentId} of order ${row.order_id} was not refunded`);
  }
  return faults;
}

/** Every webhook delivery the provider made for the applicant's charged payments (for "the provider calls again"). */
export function deliveriesOfCharged(provider: PaymentView[]) {
  return provider.filter((p) => p.charges.length > 0).flatMap((p) => p.deliveries.filter((d) => d.status === 'delivered' && d.kind === 'original'));
}
