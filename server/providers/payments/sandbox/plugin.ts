// The payments sandbox as a Fastify plugin: Nexi's Payment API under <prefix>/v1, the hosted payment page at
// <prefix>/checkout/{paymentId} and the tester page at <prefix>/. Register it with prefix /sandbox/payments,
// only when sandboxes are on. Its forms are url-encoded: the app must have @fastify/formbody registered.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoutes } from './api-routes';
import { checkoutRoutes } from './checkout-routes';
import { createPaymentsSandbox, type PaymentsSandbox, type PaymentsSandboxSetup } from './sandbox';
import { testerRoutes } from './tester-routes';

export interface PaymentsSandboxOptions extends PaymentsSandboxSetup {
  /** The secret key the API accepts as its Authorization header. */
  secretKey: string;
  /** An existing sandbox to serve (so a caller keeps a handle on it); else a new one. Its webhooks stop when the app closes. */
  sandbox?: PaymentsSandbox;
}

export async function paymentsSandboxPlugin(app: FastifyInstance, opts: PaymentsSandboxOptions): Promise<void> {
  if (!opts.secretKey) throw new Error('paymentsSandboxPlugin needs a secretKey');
  const sandbox = opts.sandbox ?? createPaymentsSandbox(opts);
  const base = app.prefix.replace(/\/+$/, '');
  // The hosted page lives where the caller reached us: the host it used, behind a proxy the one it forwarded.
  const checkoutUrl = (req: FastifyRequest, paymentId: string) => `${req.protocol}://${req.host}${base}/checkout/${paymentId}`;

  app.addHook('onClose', async () => sandbox.webhooks.stop());
  await app.register(apiRoutes, { prefix: '/v1', book: sandbox.book, secretKey: opts.secretKey, checkoutUrl });
  await app.register(checkoutRoutes, { book: sandbox.book });
  await app.register(testerRoutes, { sandbox });
}
