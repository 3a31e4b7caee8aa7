// An order has at most one hosted page open at the provider: before a new one is opened, the earlier one is closed
// there (terminated, or its reservation cancelled), so two tabs or a payment link and a logged-in payment cannot both
// take the money. An earlier page that did take it pays the order instead.
import type { Db } from '../db/client';
import type { PaymentRow } from '../db/schema';
import { NexiError, type NexiClient } from '../providers/payments/client';
import type { Payment } from '../providers/payments/types';
import { listOpenCheckouts, markClosed } from './payments.repository';

/** closed: nothing open any more; charged: this page took the money; unreachable: the provider did not answer. */
export type CloseResult = { kind: 'closed' } | { kind: 'charged'; paymentId: string } | { kind: 'unreachable' };

/** Whether a provider payment has the order's money: charged in full. */
export function isSettled(payment: Payment, amount: number): boolean {
  const charged = payment.summary.chargedAmount ?? 0;
  return charged >= amount && amount > 0;
}

export class OpenCheckouts {
  constructor(
    private readonly db: Db,
    private readonly client: () => NexiClient,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Closes every open hosted page of the order, or says which one was paid or that the provider cannot be asked. */
  async closeAll(orderId: number): Promise<CloseResult> {
    for (const record of await listOpenCheckouts(this.db, orderId)) {
      const result = await this.close(record);
      if (result.kind !== 'closed') return result;
    }
    return { kind: 'closed' };
  }

  /** Closes a hosted page that has taken no money; the customer may pay it meanwhile, so a refusal means look again. */
  private async close(record: PaymentRow): Promise<CloseResult> {
    const nexi = this.client();
    for (let look = 0; look < 2; look++) {
      try {
        const payment = await nexi.getPayment(record.paymentId);
        if (isSettled(payment, record.amount)) return { kind: 'charged', paymentId: record.paymentId };
        const reserved = payment.summary.reservedAmount ?? 0;
        if (!payment.terminated && !payment.summary.cancelledAmount) {
          if (reserved > 0) await nexi.cancelPayment(record.paymentId, { amount: reserved });
          else await nexi.terminatePayment(record.paymentId);
        }
        await markClosed(this.db, record.paymentId, this.now());
        return { kind: 'closed' };
      } catch (err) {
        if (!(err instanceof NexiError)) throw err;
        // A payment the provider does not know can take no money (the sandbox forgets its payments on a restart).
        if (err.status === 404) {
          await markClosed(this.db, record.paymentId, this.now());
          return { kind: 'closed' };
        }
        if (err.status !== 400) return { kind: 'unreachable' };
        // Refused (400): the customer completed the page between our look and our close. Look again.
      }
    }
    return { kind: 'unreachable' };
  }

  /** Closes a page nobody was given (it lost the race for the order's one open page); a failure leaves it unpaid-for. */
  async discard(paymentId: string): Promise<void> {
    try {
      await this.client().terminatePayment(paymentId);
    } catch (err) {
      if (!(err instanceof NexiError)) throw err;
    }
  }
}
