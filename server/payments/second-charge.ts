// A charge that arrives for an order that is already paid (a hosted page paid after autopay paid the order, two
// charges racing) is given back through the provider: each charge is refunded in full under an Idempotency-Key of
// its own, so a webhook delivered twice, a replayed return and a retry after a lost answer refund it once. The log
// names the order, payment, charge and refund, never the person.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { NexiError, type NexiClient } from '../providers/payments/client';
import { finishRefund, setRefundId } from './payments.repository';

/** Where services write what the people running the portal must know (the app's pino logger). */
export type ServiceLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export interface SecondCharge {
  orderId: number;
  paymentId: string;
  charges: { chargeId: string; amount: number }[];
}

/** The Idempotency-Key of the refund of one charge (2–63 characters, as Nexi asks). */
export const refundKey = (chargeId: string) => `refund-${chargeId}`;

export class SecondChargeRefunds {
  constructor(
    private readonly db: Db,
    private readonly client: () => NexiClient,
    private readonly log: ServiceLog,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Asks the provider to refund a payment already claimed for a refund (claimRefund). A refusal or no answer is
   * logged and leaves the claim without a refund id, so the next webhook or return of the payment asks again.
   */
  async refund(c: SecondCharge): Promise<void> {
    for (const { chargeId, amount } of c.charges) {
      try {
        const { refundId } = await this.client().refundCharge(chargeId, { amount }, { idempotencyKey: refundKey(chargeId) });
        await setRefundId(this.db, c.paymentId, refundId);
        this.log.warn({ orderId: c.orderId, paymentId: c.paymentId, chargeId, refundId, amount }, 'a second charge of an already paid order is being refunded');
      } catch (err) {
        if (!(err instanceof NexiError)) throw err;
        this.log.error({ orderId: c.orderId, paymentId: c.paymentId, chargeId, amount, status: err.status, code: err.code }, 'the provider did not refund a second charge of a paid order; asked again with its next webhook or return');
      }
    }
  }

  /** The provider's word on a refund of ours (payment.refund.completed or .failed). */
  async finished(paymentId: string, event: { refundId?: string; failed: boolean; code?: string }): Promise<void> {
    const row = await finishRefund(this.db, paymentId, { status: event.failed ? 'refund-failed' : 'refunded', refundId: event.refundId, at: this.now() });
    if (!row) return;
    const fields = { orderId: row.orderId, paymentId, refundId: row.refundId, amount: row.amount };
    if (event.failed) this.log.error({ ...fields, code: event.code }, 'the refund of a second charge failed at the provider: customer service must pay it back');
    else this.log.warn(fields, 'a second charge of an already paid order was refunded');
  }
}
