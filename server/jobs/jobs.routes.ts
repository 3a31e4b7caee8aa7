// POST /internal/jobs/:name — runs a job now, for `npm run job` and staff tools. Only from this machine and
// with the jobs token (the embedded database and the sandboxes live in the server process).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { JobRunner } from './scheduler';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export async function jobRoutes(app: FastifyInstance, opts: { scheduler: JobRunner; token: string }): Promise<void> {
  app.addHook('onRequest', async (req, reply) => {
    const token = req.headers['x-jobs-token'];
    if (!LOOPBACK.has(req.socket.remoteAddress ?? '') || typeof token !== 'string' || !sameToken(token, opts.token)) {
      return reply.code(403).send({ error: true, errorText: 'Förbjuden begäran.' });
    }
  });
  app.get('/', async () => ({ jobs: opts.scheduler.names() }));
  app.post('/:name', async (req, reply) => {
    const outcome = await opts.scheduler.runNow((req.params as { name: string }).name);
    if (!outcome.ran) return reply.code(outcome.reason === 'unknown' ? 404 : 409).send(outcome);
    return outcome;
  });
}
