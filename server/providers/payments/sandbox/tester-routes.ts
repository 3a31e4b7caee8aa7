// The tester's endpoints under the sandbox's mount point: the page (GET /), the payments as JSON
// (GET /tester/payments), the webhook switches (GET/POST /tester/settings) and "Skicka om" (POST /tester/resend).
// A JSON request gets JSON back (tests); a form post gets a redirect to the page, or the page with the error.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sandboxPage } from '../../sandbox-html';
import { refuseCrossSitePosts } from '../../same-origin';
import type { PaymentsSandbox } from './sandbox';
import { renderTesterPage, TESTER_TITLE, type TesterPageModel } from './tester-page';
import type { DeliverySettings } from './webhook-queue';

const MAX_DELAY_MS = 600_000;
const NOTICES: Record<string, string> = {
  settings: 'Inställningarna är sparade.',
  resend: 'Webhooken skickas om.',
};
const DELAY_ERROR = 'Ange fördröjningen som ett heltal mellan 0 och 600 000 ms.';

type Parsed = { ok: true; settings: DeliverySettings } | { ok: false; message: string };

const isJson = (req: FastifyRequest) => (req.headers['content-type'] ?? '').startsWith('application/json');
const bodyOf = (req: FastifyRequest) => (typeof req.body === 'object' && req.body ? (req.body as Record<string, unknown>) : {});

/** JSON changes only what it names; a form sends the whole state (an unticked box is simply absent). */
export function parseSettings(body: Record<string, unknown>, current: DeliverySettings, fromForm: boolean): Parsed {
  const delay = body.delayMs ?? (fromForm ? '0' : current.delayMs);
  const delayMs = typeof delay === 'string' && /^\s*\d+\s*$/.test(delay) ? Number(delay) : delay;
  if (typeof delayMs !== 'number' || !Number.isInteger(delayMs) || delayMs < 0 || delayMs > MAX_DELAY_MS) return { ok: false, message: DELAY_ERROR };
  const flag = (key: 'duplicate' | 'drop') => (fromForm ? body[key] === 'on' : typeof body[key] === 'boolean' ? (body[key] as boolean) : current[key]);
  return { ok: true, settings: { delayMs, duplicate: flag('duplicate'), drop: flag('drop') } };
}

export async function testerRoutes(app: FastifyInstance, opts: { sandbox: PaymentsSandbox }): Promise<void> {
  const { sandbox } = opts;
  const queue = sandbox.webhooks;
  const base = app.prefix.replace(/\/+$/, '');
  app.addHook('onRequest', refuseCrossSitePosts);

  const page = (reply: FastifyReply, status: number, parts: Pick<TesterPageModel, 'notice' | 'error'>) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(sandboxPage(TESTER_TITLE, renderTesterPage({ base, payments: sandbox.payments(), settings: queue.settings, ...parts })));

  app.get('/', async (req, reply) => page(reply, 200, { notice: NOTICES[(req.query as { notice?: string }).notice ?? ''] }));

  app.get('/tester/payments', async () => ({ payments: sandbox.payments() }));

  app.get('/tester/settings', async () => queue.settings);

  app.post('/tester/settings', async (req, reply) => {
    const json = isJson(req);
    const parsed = parseSettings(bodyOf(req), queue.settings, !json);
    if (!parsed.ok) return json ? reply.code(400).send({ error: 'invalidInput', message: parsed.message }) : page(reply, 400, { error: { message: parsed.message, field: 'delayMs' } });
    queue.settings = parsed.settings;
    return json ? queue.settings : reply.redirect(`${base}/?notice=settings`, 303);
  });

  app.post('/tester/resend', async (req, reply) => {
    const id = bodyOf(req).deliveryId;
    const delivery = typeof id === 'string' ? queue.resend(id) : undefined;
    const message = 'Leveransen finns inte.';
    if (isJson(req)) return delivery ? { ok: true, delivery } : reply.code(404).send({ ok: false, error: 'noSuchDelivery', message });
    return delivery ? reply.redirect(`${base}/?notice=resend`, 303) : page(reply, 404, { error: { message } });
  });
}
