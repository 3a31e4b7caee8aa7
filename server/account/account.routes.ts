// REST routes under /mypages/api/account (spec 000 §7): login, logout, me.
import type { FastifyInstance } from 'fastify';
import { loginSchema } from '../../src/rules/login';
import type { Config } from '../config';
import { fromIssues } from '../domain/outcome';
import { applicantActorOf } from '../http/actor';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../http/cookies';
import type { SessionService } from '../session/session.service';
import { WRONG_CREDENTIALS, type AccountService } from './account.service';

export interface AccountRouteDeps {
  account: AccountService;
  sessions: SessionService;
  config: Config;
}

export async function accountRoutes(app: FastifyInstance, { account, sessions, config }: AccountRouteDeps): Promise<void> {
  const sessionInfo = { timeoutSeconds: config.SESSION_SECONDS, warningSeconds: config.SESSION_WARNING_SECONDS };

  app.post('/login', async (req, reply) => {
    const parsed = loginSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const { errorText, validationErrors } = fromIssues(parsed.error.issues);
      return reply.code(400).send({ success: false, error: true, errorText, validationErrors });
    }
    const outcome = await account.login(parsed.data.username, parsed.data.password, req.ip);
    if (outcome.kind === 'rateLimited') {
      req.log.warn('login refused by rate limit');
      return reply.code(429).send({ success: false, error: true, errorText: outcome.message, validationErrors: [] });
    }
    if (outcome.kind === 'wrongCredentials') {
      req.log.info('login failed');
      return reply.code(401).send({ success: false, error: true, errorText: WRONG_CREDENTIALS, validationErrors: [] });
    }
    await sessions.destroy(req.cookies[SESSION_COOKIE]); // no session fixation: a login always starts a new one
    setSessionCookie(reply, config, outcome.token);
    req.log.info({ applicantId: outcome.applicant.applicantId }, 'login succeeded');
    return { success: true, applicant: outcome.applicant, session: sessionInfo };
  });

  app.post('/logout', async (req, reply) => {
    await sessions.destroy(req.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply, config);
    return { success: true };
  });

  // No session is an answer, not an error: 200 with success false. The SPA asks on every start, and a 401 would be
  // a failed request in every anonymous visitor's console (Lighthouse's best practices count it as an error).
  app.get('/me', async (req) => {
    const actor = applicantActorOf(req);
    const applicant = actor ? await account.me(actor) : null;
    if (!applicant) return { success: false };
    return { success: true, applicant, session: sessionInfo };
  });
}
