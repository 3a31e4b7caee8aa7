// CSRF protection under /mypages/api (REST and GraphQL): a double-submit token (cookie echoed in a header) bound to the
// session (server/http/csrf-token.ts) and, when the browser sends one, a same-origin Origin. Every state-changing
// request needs it, and so does every GraphQL operation sent over GET (a query can read personal data, and a GET can
// be sent from another site with the user's cookie).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { applicantCookieNames, CSRF_HEADER, setCsrfCookie, type SessionCookieNames } from './cookies';
import { csrfTokenFits, sameToken } from './csrf-token';

export const CSRF_MESSAGE = 'Begäran saknar giltigt skydd mot förfalskning. Ladda om sidan och försök igen.';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originMatches(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** GET/HEAD with a query string on the GraphQL endpoint itself: an operation, not the GraphiQL page. */
const isGraphqlOperationOverGet = (req: FastifyRequest, graphqlEndpoint: string) =>
  (req.method === 'GET' || req.method === 'HEAD') && req.url.startsWith(`${graphqlEndpoint}?`);

/** `names`: the session and CSRF cookies of the API under `prefix` (the applicants' by default; the staff API has its own). */
export function registerCsrf(app: FastifyInstance, config: Config, prefix: string, names: SessionCookieNames = applicantCookieNames(config)): void {
  const cookieName = names.csrf;
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!req.url.startsWith(prefix)) return;
    const session = req.cookies[names.session];
    const cookie = req.cookies[cookieName];
    const fits = !!cookie && csrfTokenFits(cookie, session);
    // A missing token, or one from before this session: hand out a fresh one (the next request can use it).
    if (!fits) setCsrfCookie(reply, config, session, cookieName);
    if (SAFE_METHODS.has(req.method) && !isGraphqlOperationOverGet(req, prefix)) return;
    const header = req.headers[CSRF_HEADER];
    const ok = fits && typeof header === 'string' && sameToken(header, cookie) && originMatches(req);
    if (!ok) {
      return reply.code(403).send({ success: false, error: true, errorText: CSRF_MESSAGE, validationErrors: [] });
    }
  });
}
