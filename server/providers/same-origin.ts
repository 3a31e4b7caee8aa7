// Sandbox pages (hosted payment page, testers) act for an end user: a page on another site must not be able to post their
// forms through someone's browser. Server-to-server callers send no Origin and pass.
import type { FastifyReply, FastifyRequest } from 'fastify';

export function isCrossSite(req: FastifyRequest): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = req.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

/** An onRequest hook refusing cross-site form posts. */
export async function refuseCrossSitePosts(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (req.method === 'POST' && isCrossSite(req)) await reply.code(403).type('text/plain; charset=utf-8').send('Förbjuden begäran.');
}
