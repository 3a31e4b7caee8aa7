// Resolves the session cookie into request.principal for every API request (and slides its expiry).
import type { FastifyInstance } from 'fastify';
import type { SessionPrincipal, SessionService } from '../session/session.service';
import { SESSION_COOKIE } from './cookies';

declare module 'fastify' {
  interface FastifyRequest {
    principal: SessionPrincipal | null;
  }
}

/**
 * `request.principal` is the session of the API the request is for: under /mypages/api the applicant's (`sid`), under
 * /staff/api the staff member's (its own cookie and SessionService, which resolves staff sessions only).
 */
export function registerPrincipal(
  app: FastifyInstance,
  sessions: SessionService,
  prefix: string,
  { cookie = SESSION_COOKIE, logoutPath = `${prefix}/account/logout` }: { cookie?: string; logoutPath?: string } = {},
): void {
  if (!app.hasRequestDecorator('principal')) app.decorateRequest('principal', null);
  app.addHook('preHandler', async (req) => {
    if (!req.url.startsWith(prefix)) return;
    // Logging out must not extend the session it is about to end.
    if (req.url.startsWith(logoutPath)) return;
    req.principal = await sessions.resolve(req.cookies[cookie]);
  });
}
