// REST for payments: the provider's webhook (outside /mypages/api: no CSRF token, its own Authorization) and
// the payment-link endpoint of spec 000 §7 for people who are not logged in.
import type { FastifyInstance } from 'fastify';
import { findOrder } from './orders/orders.repository';
import { verifyWebhook } from '../providers/payments/webhooks';
import type { Services } from '../services';
import { isValidPaymentLinkKey } from './orders/payment-link';
import { paymentMessages } from './payment.service';

export async function paymentRoutes(app: FastifyInstance, opts: { services: Services }): Promise<void> {
  const { payments, config, database } = opts.services;

  app.post('/hooks/payments', async (req, reply) => {
    const check = verifyWebhook(req.headers.authorization, req.body, config.PAYMENTS_WEBHOOK_AUTHORIZATION);
    if (!check.ok) return reply.code(check.reason === 'unauthorized' ? 401 : 400).send({ error: check.reason });
    await payments.handleWebhook(check.envelope);
    return { received: true };
  });

  app.get('/mypages/api/payment-link', async (req, reply) => {
    const q = req.query as { orderId?: string; key?: string; completeUrl?: string; cancelUrl?: string };
    const orderId = Number(q.orderId);
    if (!Number.isInteger(orderId) || !isValidPaymentLinkKey(config.PAYMENT_LINK_SECRET, orderId, q.key)) {
      return reply.code(404).send({ error: true, errorText: 'Betalningslänken är ogiltig', paymentRedirectUrl: null });
    }
    const outcome = await payments.payOrder(
      await findOrder(database.db, orderId),
      { completePath: q.completeUrl ?? '/payment-by-link/complete', cancelPath: q.cancelUrl ?? '/payment-by-link/cancel' },
      { extraQuery: { key: q.key! } },
    );
    if (!outcome.ok) return reply.code(409).send({ error: true, errorText: outcome.errorText ?? paymentMessages.notPayable, paymentRedirectUrl: null });
    return { error: false, errorText: null, paymentRedirectUrl: outcome.paymentRedirectUrl };
  });
}
