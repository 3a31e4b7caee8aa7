// One sandbox: its payments, its webhook queue and the clock they share. The plugin serves one; a test may
// create it first to keep a handle on it (to flush webhooks or look at payments in-process).
import { PaymentBook } from './payment-book';
import { paymentView, type PaymentView } from './views';
import { DEFAULT_RETRY, WebhookQueue, type RetryPolicy } from './webhook-queue';

/** The merchant id in the sandbox's webhook envelopes (Nexi's are numbers like 100017120). */
export const SANDBOX_MERCHANT_ID = 100000001;

export interface PaymentsSandboxSetup {
  /** The clock; tests inject one. Webhook delays and retries run on real timers. */
  now?: () => Date;
  merchantId?: number;
  retry?: Partial<RetryPolicy>;
}

export interface PaymentsSandbox {
  book: PaymentBook;
  webhooks: WebhookQueue;
  /** Every payment as the tester sees it, newest first. */
  payments(): PaymentView[];
  /** Sends every waiting webhook now (delays and backoff skipped) and resolves when all are settled. */
  flush(): Promise<void>;
  /** Resolves when no webhook is waiting or in flight. */
  drain(): Promise<void>;
}

export function createPaymentsSandbox(setup: PaymentsSandboxSetup = {}): PaymentsSandbox {
  const now = setup.now ?? (() => new Date());
  const webhooks = new WebhookQueue(now, { ...DEFAULT_RETRY, ...setup.retry });
  const book = new PaymentBook(now, webhooks, setup.merchantId ?? SANDBOX_MERCHANT_ID);
  return {
    book,
    webhooks,
    payments: () => book.list().map((p) => paymentView(p, webhooks)),
    flush: () => webhooks.flush(),
    drain: () => webhooks.drain(),
  };
}
