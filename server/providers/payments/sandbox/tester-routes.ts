// The tester's endpoints under the sandbox's mount point: the page (GET /), the payments as JSON
// (GET /tester/payments), the webhook and refund switches (GET/POST /tester/settings), "Skicka om"
// (POST /tester/resend) and "Slutför väntande återbetalningar" (POST /tester/settle-refunds).
// A JSON request gets JSON back (tests); a form post gets a redirect to the page, or the page with the error.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sandboxPage } from '../../sandbox-html';
import { refuseCrossSitePosts } from '../../same-origin';
import { REFUND_BEHAVIOURS, type RefundBehaviour } from './payment';
import type { PaymentsSandbox } from './sandbox';
import { renderTesterPage, TESTER_TITLE, type TesterPageModel, type TesterSettings } from './tester-page';

const MAX_DELAY_MS = 600_000;
const NOTICES: Record<string, string> = {
  settings: 'Inställningarna är sparade.',
  resend: 'Webhooken skickas om.',
  refunds: 'De väntande återbetalningarna är slutförda.',
};
const DELAY_ERROR = 'Ange fördröjningen som ett heltal mellan 0 och 600 000 ms.';
const REFUNDS_ERROR = 'Välj vad som händer med återbetalningar.';

type Parsed = { ok: true; settings: TesterSettings } | { ok: false; message: string; field: 'delayMs' | 'refunds' };

const isJson = (req: FastifyRequest) => (req.headers['content-type'] ?? '').startsWith('application/json');
const bodyOf = (req: FastifyRequest) => (typeof req.body === 'object' && req.body ? (req.body as Record<string, unknown>) : {});

/** JSON changes only what it names; a form sends the whole state (an unticked box is simply absent). */
export function parseSettings(body: Record<string, unknown>, current: TesterSettings, fromForm: boolean): Parsed {
  const delay = body.delayMs ?? (fromForm ? '0' : current.delayMs);
  const delayMs = typeof delay === 'string' && /^\s*\d+\s*$/.test(delay) ? Number(delay) : delay;
  if (typeof delayMs !== 'number' || !Number.isInteger(delayMs) || delayMs < 0 || delayMs > MAX_DELAY_MS) return { ok: false, message: DELAY_ERROR, field: 'delayMs' };
  const refunds = body.refunds ?? current.refunds;
  if (!(REFUND_BEHAVIOURS as readonly unknown[]).includes(refunds)) return { ok: false, message: REFUNDS_ERROR, field: 'refunds' };
  const flag = (key: 'duplicate' | 'drop') => (fromForm ? body[key] === 'on' : typeof body[key] === 'boolean' ? (body[key] as boolean) : current[key]);
  return { ok: true, settings: { delayMs, duplicate: flag('duplicate'), drop: flag('drop'), refunds: refunds as RefundBehaviour } };
}

export async function testerRoutes(app: FastifyInstance, opts: { sandbox: PaymentsSandbox }): Promise<void> {
  const { sandbox } = opts;
  const queue = sandbox.webhooks;
  const book = sandbox.book;
  const base = app.prefix.replace(/\/+$/, '');
  const current = (): TesterSettings => ({ ...queue.settings, refunds: book.refundBehaviour });
  app.addHook('onRequest', refuseCrossSitePosts);

  const page = (reply: FastifyReply, status: number, parts: Pick<TesterPageModel, 'notice' | 'error'>) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(sandboxPage(TESTER_TITLE, renderTesterPage({ base, payments: sandbox.payments(), settings: current(), ...parts })));

  app.get('/', async (req, reply) => page(reply, 200, { notice: NOTICES[(req.query as { notice?: string }).notice ?? ''] }));

  app.get('/tester/payments', async () => ({ payments: sandbox.payments() }));

  app.get('/tester/settings', async () => current());

  app.post('/tester/settings', async (req, reply) => {
    const json = isJson(req);
    const parsed = parseSettings(bodyOf(req), current(), !json);
    if (!parsed.ok) return json ? reply.code(400).send({ error: 'invalidInput', message: parsed.message }) : page(reply, 400, { error: { message: parsed.message, field: parsed.field } });
    const { refunds, ...delivery } = parsed.settings;
    queue.settings = delivery;
    book.refundBehaviour = refunds;
    return json ? current() : reply.redirect(`${base}/?notice=settings`, 303);
  });

  app.post('/tester/settle-refunds', async (req, reply) => {
    const settled = book.settlePendingRefunds();
    return isJson(req) ? { settled } : reply.redirect(`${base}/?notice=refunds`, 303);
  });

  app.post('/tester/resend', async (req, reply) => {
    const id = bodyOf(req).deliveryId;
    const delivery = typeof id === 'string' ? queue.resend(id) : undefined;
    const message = 'Leveransen finns inte.';
    if (isJson(req)) return delivery ? { ok: true, delivery } : reply.code(404).send({ ok: false, error: 'noSuchDelivery', message });
    return delivery ? reply.redirect(`${base}/?notice=resend`, 303) : page(reply, 404, { error: { message } });
  });
}
