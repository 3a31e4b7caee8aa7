// CSRF protection for every state-changing request under /mypages/api (REST and GraphQL):
// double-submit token (cookie + header) and, when the browser sends one, a same-origin Origin.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { CSRF_COOKIE, CSRF_HEADER, setCsrfCookie } from './cookies';

export const CSRF_MESSAGE = 'Begäran saknar giltigt skydd mot förfalskning. Ladda om sidan och försök igen.';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && ab.length > 0 && timingSafeEqual(ab, bb);
}

function originMatches(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

export function registerCsrf(app: FastifyInstance, config: Config, prefix: string): void {
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!req.url.startsWith(prefix)) return;
    const cookie = req.cookies[CSRF_COOKIE];
    if (!cookie) setCsrfCookie(reply, config, randomBytes(24).toString('base64url'));
    if (SAFE_METHODS.has(req.method)) return;
    const header = req.headers[CSRF_HEADER];
    const ok = typeof header === 'string' && !!cookie && sameToken(header, cookie) && originMatches(req);
    if (!ok) {
      return reply.code(403).send({ success: false, error: true, errorText: CSRF_MESSAGE, validationErrors: [] });
    }
  });
}
