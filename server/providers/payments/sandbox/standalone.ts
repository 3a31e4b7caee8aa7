// The payments sandbox on an address of its own, outside the portal's process, as the real provider is: for tests and
// benches whose portal is killed (its payments and webhooks must outlive it) or overloaded (its own sandbox would wait
// in the same queue as the requests calling it). The portal reaches it through PAYMENTS_URL and PAYMENTS_SECRET_KEY.
import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { PaymentsSandboxDriver } from './driver';
import { paymentsSandboxPlugin } from './plugin';
import { createPaymentsSandbox, type PaymentsSandbox, type PaymentsSandboxSetup } from './sandbox';

export interface StandaloneSandbox {
  /** PAYMENTS_URL for the portal. */
  url: string;
  /** PAYMENTS_SECRET_KEY for the portal. */
  secretKey: string;
  driver: PaymentsSandboxDriver;
  sandbox: PaymentsSandbox;
  close(): Promise<void>;
}

export async function startStandaloneSandbox(setup: PaymentsSandboxSetup = {}, secretKey = 'standalone-sandbox-secret-key'): Promise<StandaloneSandbox> {
  const sandbox = createPaymentsSandbox(setup);
  const app = Fastify();
  await app.register(formbody);
  await app.register(paymentsSandboxPlugin, { prefix: '/sandbox/payments', secretKey, sandbox });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/sandbox/payments`;
  return { url, secretKey, driver: new PaymentsSandboxDriver(url), sandbox, close: () => app.close() };
}
