// Nexi's Payment API v1 as the sandbox serves it, under <mount>/v1: the secret key as the raw Authorization
// header, JSON in and out, 201/204 on success, 400 {errors} for a bad body, {message, code, source} otherwise
// (400 for an operation the payment's state refuses, 402 for a declined card, 404 for an unknown id). Charges (of a
// reservation and of a stored card) and refunds honour the Idempotency-Key header, in memory: a restart forgets them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../types';
import { checkIdempotencyKey, IdempotencyStore, type Answer } from './idempotency';
import type { Failure, Outcome, Refusal } from './payment';
import { newId, type PaymentBook } from './payment-book';
import { checkCancelRequest, checkChargeRequest, checkCreatePayment, checkRefundRequest, checkUnscheduledCharge, isNexiId, type Checked } from './validate';
import { toSubscriptionDetails, toWirePayment } from './wire';

export interface ApiOptions {
  book: PaymentBook;
  secretKey: string;
  /** The hosted page of a payment, for a request that reached us at this origin. */
  checkoutUrl: (req: FastifyRequest, paymentId: string) => string;
}

const REFUSALS: Record<Refusal, { status: number; message: string }> = {
  terminated: { status: 400, message: 'The payment has been terminated.' },
  alreadyReserved: { status: 400, message: 'The checkout of this payment is already completed.' },
  notReserved: { status: 400, message: 'The payment has no reservation.' },
  closed: { status: 400, message: 'The reservation is closed: nothing is left to charge or cancel.' },
  alreadyCharged: { status: 400, message: 'A charged payment cannot be cancelled; refund the charge instead.' },
  exceedsReservation: { status: 400, message: 'The amount exceeds what remains of the reservation.' },
  cancelAmountMismatch: { status: 400, message: 'The amount to cancel must equal the reserved amount.' },
  noSuchCharge: { status: 404, message: 'Charge not found.' },
  exceedsCharge: { status: 400, message: 'The amount exceeds what remains of the charge.' },
  noSuchRefund: { status: 404, message: 'Refund not found.' },
  refundNotPending: { status: 400, message: 'Only a pending refund can be cancelled.' },
};

const fail = (reply: FastifyReply, status: number, body: ErrorBody) => reply.code(status).send(body);
const notFound = (reply: FastifyReply, what: string) => fail(reply, 404, { message: `${what} not found.`, code: '404', source: 'PaymentApi' });

function failureAnswer(failure: Failure): Answer {
  if (failure.kind === 'declined') return { status: 402, body: failure.error };
  const r = REFUSALS[failure.reason];
  return { status: r.status, body: { message: r.message, code: String(r.status), source: 'PaymentApi' } satisfies ErrorBody };
}

const failed = (reply: FastifyReply, failure: Failure) => send(reply, failureAnswer(failure));
const send = (reply: FastifyReply, a: Answer) => (a.body === undefined ? reply.code(a.status).send() : reply.code(a.status).send(a.body));

/** The body checked, or the 400 already sent. */
function checked<T>(reply: FastifyReply, result: Checked<T>): T | undefined {
  if (result.ok) return result.value;
  void reply.code(400).send({ errors: result.errors });
  return undefined;
}

export async function apiRoutes(app: FastifyInstance, opts: ApiOptions): Promise<void> {
  const { book } = opts;
  const idempotency = new IdempotencyStore();
  /** Runs a charge (of a reservation or a stored card) or refund once per Idempotency-Key (a bad key is Nexi's 400). */
  const once = (req: FastifyRequest, reply: FastifyReply, operation: () => Answer) => {
    const key = checkIdempotencyKey(req.headers['idempotency-key']);
    if (!key.ok) return reply.code(400).send({ errors: key.errors });
    return send(reply, idempotency.once(`${req.method} ${req.url}`, key.key, req.body, operation));
  };

  app.addHook('onRequest', async (req, reply) => {
    if (req.headers.authorization !== opts.secretKey) {
      return fail(reply, 401, { message: 'Unauthorized: the Authorization header must be the secret key.', code: '401', source: 'Authorization' });
    }
  });
  // Unreadable JSON and the like must come back in Nexi's shape too.
  app.setErrorHandler((err: { statusCode?: number; message?: string }, req, reply) => {
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(400).send({ errors: { body: [err.message ?? 'Invalid request body.'] } });
    req.log.error({ err }, 'payments sandbox failed');
    return fail(reply, 500, { message: 'Internal error.', code: '500', source: 'PaymentApi' });
  });
  app.setNotFoundHandler((_req, reply) => notFound(reply, 'Resource'));

  const paymentOf = (req: FastifyRequest) => {
    const { paymentId } = req.params as { paymentId: string };
    return isNexiId(paymentId) ? book.get(paymentId) : undefined;
  };
  const answer = (reply: FastifyReply, outcome: Outcome, success: () => unknown) =>
    outcome.failure ? failed(reply, outcome.failure) : success();

  app.post('/payments', async (req, reply) => {
    const request = checked(reply, checkCreatePayment(req.body));
    if (!request) return reply;
    const payment = book.create(request, (id) => opts.checkoutUrl(req, id));
    const hosted = request.checkout.integrationType === 'HostedPaymentPage';
    return reply.code(201).send({ paymentId: payment.paymentId, ...(hosted ? { hostedPaymentPageUrl: payment.checkoutUrl } : {}) });
  });

  app.get('/payments/:paymentId', async (req, reply) => {
    const payment = paymentOf(req);
    return payment ? { payment: toWirePayment(payment) } : notFound(reply, 'Payment');
  });

  app.post('/payments/:paymentId/charges', async (req, reply) => {
    const payment = paymentOf(req);
    if (!payment) return notFound(reply, 'Payment');
    const request = checked(reply, checkChargeRequest(req.body));
    if (!request) return reply;
    return once(req, reply, () => {
      const chargeId = newId();
      const outcome = book.apply(payment, { kind: 'charge', chargeId, amount: request.amount, orderItems: request.orderItems, finalCharge: request.finalCharge });
      return outcome.failure ? failureAnswer(outcome.failure) : { status: 201, body: { chargeId } };
    });
  });

  app.post('/payments/:paymentId/cancels', async (req, reply) => {
    const payment = paymentOf(req);
    if (!payment) return notFound(reply, 'Payment');
    const request = checked(reply, checkCancelRequest(req.body));
    if (!request) return reply;
    const outcome = book.apply(payment, { kind: 'cancel', cancelId: newId(), amount: request.amount });
    return answer(reply, outcome, () => reply.code(204).send());
  });

  app.put('/payments/:paymentId/terminate', async (req, reply) => {
    const payment = paymentOf(req);
    if (!payment) return notFound(reply, 'Payment');
    return answer(reply, book.apply(payment, { kind: 'terminate' }), () => reply.code(204).send());
  });

  app.post('/charges/:chargeId/refunds', async (req, reply) => {
    const { chargeId } = req.params as { chargeId: string };
    const payment = isNexiId(chargeId) ? book.findByCharge(chargeId) : undefined;
    if (!payment) return notFound(reply, 'Charge');
    const request = checked(reply, checkRefundRequest(req.body));
    if (!request) return reply;
    return once(req, reply, () => {
      const outcome = book.refund(payment, chargeId, request.amount);
      return outcome.failure ? failureAnswer(outcome.failure) : { status: 201, body: { refundId: outcome.refundId } };
    });
  });

  app.post('/pending-refunds/:refundId/cancel', async (req, reply) => {
    const { refundId } = req.params as { refundId: string };
    const payment = isNexiId(refundId) ? book.findByRefund(refundId) : undefined;
    if (!payment) return notFound(reply, 'Refund');
    return answer(reply, book.apply(payment, { kind: 'cancelRefund', refundId }), () => reply.code(204).send());
  });

  app.get('/unscheduledsubscriptions/:id', async (req, reply) => {
    const { id } = req.params as { id: string };
    const stored = isNexiId(id) ? book.storedCard(id) : undefined;
    return stored ? toSubscriptionDetails(stored) : notFound(reply, 'Unscheduled subscription');
  });

  app.post('/unscheduledsubscriptions/:id/charges', async (req, reply) => {
    const { id } = req.params as { id: string };
    const stored = isNexiId(id) ? book.storedCard(id) : undefined;
    if (!stored) return notFound(reply, 'Unscheduled subscription');
    const request = checked(reply, checkUnscheduledCharge(req.body));
    if (!request) return reply;
    return once(req, reply, () => {
      const outcome = book.chargeStoredCard(stored, request, (paymentId) => opts.checkoutUrl(req, paymentId));
      return outcome.failure ? failureAnswer(outcome.failure) : { status: 201, body: { paymentId: outcome.payment.paymentId, chargeId: outcome.payment.charges[0]!.chargeId } };
    });
  });
}
