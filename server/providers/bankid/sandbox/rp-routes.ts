// BankID's RP API v6.0 as the sandbox serves it: POST auth, sign, collect, cancel with exactly
// application/json, answering 200 or BankID's {errorCode, details} with BankID's status codes.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BankIdErrorCode, CollectResponse, ErrorBody, OrderResponse, OrderType } from '../types';
import { completionDataFor } from './completion';
import type { OrderBook } from './order-book';
import { checkOrderRef, checkOrderRequest, type RequestLimits } from './validate';

type Answer = { status: 200; body: object } | { status: number; body: ErrorBody };

const STATUS_OF: Partial<Record<BankIdErrorCode, number>> = {
  alreadyInProgress: 400,
  invalidParameters: 400,
  notFound: 404,
  methodNotAllowed: 405,
  unsupportedMediaType: 415,
  internalError: 500,
};

const refuse = (errorCode: BankIdErrorCode, details: string): Answer => ({ status: STATUS_OF[errorCode] ?? 400, body: { errorCode, details } });
const send = (reply: FastifyReply, a: Answer) => reply.code(a.status).send(a.body);
const NO_SUCH_ORDER = refuse('invalidParameters', 'No such order');

export async function rpRoutes(app: FastifyInstance, opts: { book: OrderBook; limits: RequestLimits }): Promise<void> {
  const { book, limits } = opts;

  const start = (type: OrderType) => (body: unknown): Answer => {
    const checked = checkOrderRequest(body, type, limits);
    if (!checked.ok) return refuse('invalidParameters', checked.details);
    const created = book.create(type, checked.value);
    if (!created.ok) return refuse('alreadyInProgress', 'Order already in progress for pno');
    const { orderRef, autoStartToken, qrStartToken, qrStartSecret } = created.order;
    return { status: 200, body: { orderRef, autoStartToken, qrStartToken, qrStartSecret } satisfies OrderResponse };
  };

  const collect = (body: unknown): Answer => {
    const ref = checkOrderRef(body);
    if (!ref.ok) return refuse('invalidParameters', ref.details);
    const order = book.get(ref.value);
    if (!order) return NO_SUCH_ORDER;
    const state = book.stateOf(order);
    const answer: CollectResponse =
      state.status === 'complete'
        ? { orderRef: order.orderRef, status: 'complete', completionData: completionDataFor(order, state.identity, state.at) }
        : { orderRef: order.orderRef, status: state.status, hintCode: state.hintCode };
    return { status: 200, body: answer };
  };

  const cancel = (body: unknown): Answer => {
    const ref = checkOrderRef(body);
    if (!ref.ok) return refuse('invalidParameters', ref.details);
    return book.remove(ref.value) ? { status: 200, body: {} } : NO_SUCH_ORDER;
  };

  const methods: Record<string, (body: unknown) => Answer> = { auth: start('auth'), sign: start('sign'), collect, cancel };

  // Parser failures (bad JSON, a type with no parser) arrive here; they must look like BankID's answers too.
  app.setErrorHandler((err: { statusCode?: number; message?: string }, req, reply) => {
    const status = err.statusCode ?? 500;
    if (status === 415) return send(reply, refuse('unsupportedMediaType', 'Content-Type must be application/json'));
    if (status >= 400 && status < 500) return send(reply, refuse('invalidParameters', 'Invalid request body'));
    req.log.error({ err }, 'bankid sandbox failed');
    return send(reply, refuse('internalError', 'Internal error'));
  });
  app.setNotFoundHandler((_req, reply) => send(reply, refuse('notFound', 'No such method')));

  for (const [name, handle] of Object.entries(methods)) {
    app.all(`/${name}`, async (req, reply) => {
      if (req.method !== 'POST') return send(reply, refuse('methodNotAllowed', 'Only POST is allowed'));
      // BankID takes exactly this type: even a charset parameter is refused.
      if (req.headers['content-type'] !== 'application/json') {
        return send(reply, refuse('unsupportedMediaType', 'Content-Type must be application/json'));
      }
      return send(reply, handle(req.body));
    });
  }
}
