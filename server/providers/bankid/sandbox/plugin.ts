// The BankID sandbox as a Fastify plugin: the RP API under <prefix>/rp/v6.0/ and the tester page at
// <prefix>/. Register it with prefix /sandbox/bankid, only when sandboxes are on.
import type { FastifyInstance } from 'fastify';
import { SandboxControl } from './control';
import { DEFAULT_TIMING, type OrderTiming } from './order';
import { OrderBook } from './order-book';
import { rpRoutes } from './rp-routes';
import { testerRoutes } from './tester-routes';
import { DEFAULT_LIMITS, type RequestLimits } from './validate';

export interface BankIdSandboxOptions {
  /** The clock; tests inject one they can move forward. */
  now?: () => Date;
  timing?: Partial<OrderTiming>;
  limits?: Partial<RequestLimits>;
  /** How old (seconds) a pasted QR code may be. Default 5. */
  qrMaxAgeSeconds?: number;
  /** An existing sandbox to serve (so a caller keeps a handle on its orders); else a new one. */
  sandbox?: BankIdSandbox;
}

export interface BankIdSandbox {
  book: OrderBook;
  control: SandboxControl;
  limits: RequestLimits;
}

export function createBankIdSandbox(opts: Omit<BankIdSandboxOptions, 'sandbox'> = {}): BankIdSandbox {
  const book = new OrderBook(opts.now ?? (() => new Date()), { ...DEFAULT_TIMING, ...opts.timing });
  return { book, control: new SandboxControl(book, opts.qrMaxAgeSeconds), limits: { ...DEFAULT_LIMITS, ...opts.limits } };
}

export async function bankidSandboxPlugin(app: FastifyInstance, opts: BankIdSandboxOptions): Promise<void> {
  const sandbox = opts.sandbox ?? createBankIdSandbox(opts);
  await app.register(rpRoutes, { prefix: '/rp/v6.0', book: sandbox.book, limits: sandbox.limits });
  await app.register(testerRoutes, { control: sandbox.control });
}
