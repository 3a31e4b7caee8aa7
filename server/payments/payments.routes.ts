// REST for payments: the provider's webhook (outside /mypages/api: no CSRF token, its own Authorization) and
// the payment-link endpoint of spec 000 §7 for people who are not logged in. The service checks the webhook's
// Authorization and the link's key.
import type { FastifyInstance } from 'fastify';
import type { PaymentService } from './payment.service';

export async function paymentRoutes(app: FastifyInstance, { payments }: { payments: PaymentService }): Promise<void> {
  app.post('/hooks/payments', async (req, reply) => {
    const check = await payments.receiveWebhook(req.headers.authorization, req.body);
    return check.ok ? { received: true } : reply.code(check.reason === 'unauthorized' ? 401 : 400).send({ error: check.reason });
  });

  app.get('/mypages/api/payment-link', async (req, reply) => {
    const q = req.query as { orderId?: string; key?: string; completeUrl?: string; cancelUrl?: string };
    const o = await payments.payOrderByLink(
      { orderId: Number(q.orderId), key: q.key },
      { completePath: q.completeUrl ?? '/payment-by-link/complete', cancelPath: q.cancelUrl ?? '/payment-by-link/cancel' },
    );
    if (o.ok) return { error: false, errorText: null, paymentRedirectUrl: o.paymentRedirectUrl };
    return reply.code('invalidLink' in o ? 404 : 409).send({ error: true, errorText: o.errorText, paymentRedirectUrl: null });
  });
}
