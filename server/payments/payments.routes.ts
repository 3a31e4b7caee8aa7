// REST for payments: the provider's webhook (outside /mypages/api: no CSRF token, its own Authorization) and
// the payment-link endpoint of spec 000 §7 for people who are not logged in. The service checks the webhook's
// Authorization and the link's key.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebhookCheck } from '../providers/payments/webhooks';
import type { PaymentService } from './payment.service';

type LinkOutcome = Awaited<ReturnType<PaymentService['payOrderByLink']>>;

/** A webhook is acknowledged once handled; one that is not ours (401) or not readable (400) is refused. */
const webhookAnswer = (reply: FastifyReply, check: WebhookCheck) =>
  check.ok ? { received: true } : reply.code(check.reason === 'unauthorized' ? 401 : 400).send({ error: check.reason });

/** The payment link's order and key, and where the provider sends the browser back to. */
function linkRequest(req: FastifyRequest): Parameters<PaymentService['payOrderByLink']> {
  const q = req.query as { orderId?: string; key?: string; completeUrl?: string; cancelUrl?: string };
  return [
    { orderId: Number(q.orderId), key: q.key },
    { completePath: q.completeUrl ?? '/payment-by-link/complete', cancelPath: q.cancelUrl ?? '/payment-by-link/cancel' },
  ];
}

/** The provider's checkout address, or 404 for a link that is not an order's (or a gone order), 409 when it cannot be paid. */
function linkAnswer(reply: FastifyReply, o: LinkOutcome) {
  if (o.ok) return { error: false, errorText: null, paymentRedirectUrl: o.paymentRedirectUrl };
  return reply.code('invalidLink' in o ? 404 : 409).send({ error: true, errorText: o.errorText, paymentRedirectUrl: null });
}

export async function paymentRoutes(app: FastifyInstance, { payments }: { payments: PaymentService }): Promise<void> {
  app.post('/hooks/payments', async (req, reply) => webhookAnswer(reply, await payments.receiveWebhook(req.headers.authorization, req.body)));
  app.get('/mypages/api/payment-link', async (req, reply) => linkAnswer(reply, await payments.payOrderByLink(...linkRequest(req))));
}
