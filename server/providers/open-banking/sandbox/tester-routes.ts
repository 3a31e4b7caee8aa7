// The tester's endpoints: the page (GET /), the switches as JSON (GET /tester/switches) and setting them
// (POST /tester/switches: a form gets a redirect to the page, JSON gets JSON, for tests).
import type { FastifyInstance } from 'fastify';
import { refuseCrossSitePosts } from '../../same-origin';
import { sendHtml as html } from './reply-html';
import type { OpenBankingBook } from './book';
import { parseSwitches } from './switches';
import { renderTesterPage } from './tester-page';

export async function testerRoutes(app: FastifyInstance, opts: { book: OpenBankingBook; base: string }): Promise<void> {
  const { book, base } = opts;
  app.addHook('onRequest', refuseCrossSitePosts);

  app.get('/', async (req, reply) => {
    const saved = (req.query as { notice?: string }).notice === 'saved';
    return html(reply, 200, renderTesterPage({ base, switches: book.switches, notice: saved ? 'Brytarna är sparade.' : undefined }));
  });

  app.get('/tester/switches', async () => book.switches);

  app.post('/tester/switches', async (req, reply) => {
    const json = (req.headers['content-type'] ?? '').startsWith('application/json');
    const input = (typeof req.body === 'object' && req.body ? req.body : {}) as Record<string, unknown>;
    const checked = parseSwitches(input, book.switches, !json);
    if (checked.ok) book.switches = checked.switches;
    if (json) return reply.code(checked.ok ? 200 : 400).send(checked.ok ? checked.switches : checked);
    if (checked.ok) return reply.redirect(`${base}/?notice=saved`, 303);
    return html(reply, 400, renderTesterPage({ base, switches: book.switches, error: { field: checked.field, message: checked.message } }));
  });
}
