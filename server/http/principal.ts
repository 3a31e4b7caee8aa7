// Resolves the session cookie into request.principal for every API request (and slides its expiry).
import type { FastifyInstance } from 'fastify';
import type { SessionPrincipal, SessionService } from '../session/session.service';
import { SESSION_COOKIE } from './cookies';

declare module 'fastify' {
  interface FastifyRequest {
    principal: SessionPrincipal | null;
  }
}

export function registerPrincipal(app: FastifyInstance, sessions: SessionService, prefix: string): void {
  app.decorateRequest('principal', null);
  app.addHook('preHandler', async (req) => {
    if (!req.url.startsWith(prefix)) return;
    // Logging out must not extend the session it is about to end.
    if (req.url.startsWith(`${prefix}/account/logout`)) return;
    req.principal = await sessions.resolve(req.cookies[SESSION_COOKIE]);
  });
}
