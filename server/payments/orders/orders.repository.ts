// Orders: all order SQL lives here.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, type OrderRow } from '../../db/schema';
import { ORDER_STATUSES, PRODUCTS } from '../../../src/rules/orders';
import { ocrFor } from '../../domain/ocr';

export async function listOrders(db: DbOrTx, applicantId: number): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.applicantId, applicantId)).orderBy(desc(orders.dueDate), desc(orders.orderId));
}

export async function findOrder(db: DbOrTx, orderId: number): Promise<OrderRow | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.orderId, orderId)).limit(1);
  return rows[0];
}

/** Locks the order row for a payment decision (completion must happen exactly once). */
export async function lockOrder(db: DbOrTx, orderId: number): Promise<OrderRow | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.orderId, orderId)).limit(1).for('update');
  return rows[0];
}

export async function findUnpaidQueueFeeOrder(db: DbOrTx, applicantId: number): Promise<OrderRow | undefined> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.applicantId, applicantId), eq(orders.productId, PRODUCTS.QUEUE_FEE.productId), eq(orders.orderStatusId, ORDER_STATUSES.UNPAID.orderStatusId)))
    .orderBy(asc(orders.orderId))
    .limit(1);
  return rows[0];
}

/** Inserts an order and gives it its OCR reference (derived from the id). */
export async function insertOrder(db: DbOrTx, row: typeof orders.$inferInsert): Promise<OrderRow> {
  const [inserted] = await db.insert(orders).values(row).returning();
  if (!inserted) throw new Error('insert into orders returned nothing');
  const [withOcr] = await db.update(orders).set({ ocr: ocrFor(inserted.orderId) }).where(eq(orders.orderId, inserted.orderId)).returning();
  return withOcr ?? inserted;
}

export async function updateOrder(db: DbOrTx, orderId: number, patch: Partial<OrderRow>): Promise<OrderRow> {
  const [row] = await db.update(orders).set(patch).where(eq(orders.orderId, orderId)).returning();
  if (!row) throw new Error(`order ${orderId} vanished during an update`);
  return row;
}

export async function setPaymentMethodOfUnpaidQueueFeeOrders(db: DbOrTx, applicantId: number, paymentMethodId: number): Promise<void> {
  await db
    .update(orders)
    .set({ paymentMethodId })
    .where(and(eq(orders.applicantId, applicantId), eq(orders.productId, PRODUCTS.QUEUE_FEE.productId), eq(orders.orderStatusId, ORDER_STATUSES.UNPAID.orderStatusId)));
}
