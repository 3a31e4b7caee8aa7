// A year of orders in the scale database: each queue member's yearly queue fee, paid on a day of the last year (some
// by autopay card, some by Swish or e-mail invoice), and the one unpaid queue-fee order of each applicant waiting for
// the first payment (orders_one_unpaid_queue_fee_uq allows one).
import { APPLICANT_STATUSES } from '../../server/domain/applicant-status';
import { ORDER_STATUSES, PRODUCTS } from '../../src/rules/orders';
import { seededRandom } from '../../server/db/seed/listings';
import type { Cell } from './copy';
import { isoDay, msOfDay } from './days';
import type { People } from './people';

export const ORDER_COLUMNS = ['order_id', 'applicant_id', 'product_id', 'order_status_id', 'amount', 'description', 'due_date', 'paid_date', 'fee_start_date', 'fee_end_date', 'payment_method_id', 'ocr', 'is_registration', 'created_at'] as const;

const FEE_ORE = 40_000;

export function* orderRows(people: People, today: number): Generator<Cell[]> {
  const rng = seededRandom(919);
  let id = 0;
  for (let applicant = 1; applicant <= people.count; applicant++) {
    const status = people.status[applicant];
    const pending = status === APPLICANT_STATUSES.PENDING_PAYMENT.applicantStatusId;
    if (status !== APPLICANT_STATUSES.QUEUE.applicantStatusId && !pending) continue;
    const createdDay = pending ? today - Math.floor(rng() * 20) : today - 1 - Math.floor(rng() * 365);
    const paidDay = createdDay + Math.floor(rng() * 20);
    id++;
    yield [
      id, applicant, PRODUCTS.QUEUE_FEE.productId, pending ? ORDER_STATUSES.UNPAID.orderStatusId : ORDER_STATUSES.PAID.orderStatusId, FEE_ORE,
      `${PRODUCTS.QUEUE_FEE.name} 12 månader`, isoDay(createdDay + 30), pending ? null : isoDay(Math.min(paidDay, today - 1)),
      isoDay(createdDay + 30), isoDay(createdDay + 395), 1 + Math.floor(rng() * 4), String(10_000_000 + id), pending, new Date(msOfDay(createdDay) + 3_600_000),
    ];
  }
}
