// REST routes of the staff API (/staff/api): login, logout, me. The staff session has its own cookie pair and idle time
// (server/http/cookies.ts); the staff actor is resolved for every request under the prefix before any route runs.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffLoginSchema } from '../../src/rules/staff-login';
import type { Config } from '../config';
import type { StaffActor } from '../domain/actor';
import { fromIssues } from '../domain/outcome';
import { clearStaffSessionCookie, setStaffSessionCookie, staffCookieNames } from '../http/cookies';
import '../http/principal';
import { WRONG_CREDENTIALS, type StaffAuthService } from './staff-auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member of a live staff session under /staff/api; null otherwise (an applicant's session never counts). */
    staffActor: StaffActor | null;
  }
}

export interface StaffRouteDeps {
  staffAuth: StaffAuthService;
  config: Config;
}

/** Resolves request.staffActor from request.principal (the staff session) for every request under `prefix`. */
export function registerStaffActor(app: FastifyInstance, staffAuth: StaffAuthService, prefix: string): void {
  app.decorateRequest('staffActor', null);
  app.addHook('preHandler', async (req: FastifyRequest) => {
    if (req.url.startsWith(prefix)) req.staffActor = await staffAuth.actorOf(req.principal);
  });
}

export async function staffRoutes(app: FastifyInstance, { staffAuth, config }: StaffRouteDeps): Promise<void> {
  const names = staffCookieNames(config);
  const sessionInfo = { timeoutSeconds: config.STAFF_SESSION_SECONDS };

  app.post('/login', async (req, reply) => {
    const parsed = staffLoginSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const { errorText, validationErrors } = fromIssues(parsed.error.issues);
      return reply.code(400).send({ success: false, error: true, errorText, validationErrors });
    }
    const outcome = await staffAuth.login(parsed.data.email, parsed.data.password, req.ip);
    if (outcome.kind === 'rateLimited') {
      req.log.warn('staff login refused by rate limit');
      return reply.code(429).send({ success: false, error: true, errorText: outcome.message, validationErrors: [] });
    }
    if (outcome.kind === 'wrongCredentials') {
      req.log.info('staff login failed');
      return reply.code(401).send({ success: false, error: true, errorText: WRONG_CREDENTIALS, validationErrors: [] });
    }
    await staffAuth.logout(req.cookies[names.session]); // no session fixation: a login always starts a new session
    setStaffSessionCookie(reply, config, outcome.token);
    req.log.info({ staffUserId: outcome.staff.staffUserId }, 'staff login succeeded');
    return { success: true, staff: outcome.staff, session: sessionInfo };
  });

  app.post('/logout', async (req, reply) => {
    await staffAuth.logout(req.cookies[names.session]);
    clearStaffSessionCookie(reply, config);
    return { success: true };
  });

  // Like the applicants' /me: no staff session is an answer (success false), not an error.
  app.get('/me', async (req) => {
    const staff = req.staffActor ? await staffAuth.me(req.staffActor) : null;
    return staff ? { success: true, staff, session: sessionInfo } : { success: false };
  });
}
