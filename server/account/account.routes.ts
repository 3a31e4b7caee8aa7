// REST routes under /mypages/api/account (spec 000 §7): login, logout, me. Each is its service call and the shared
// answer (server/http/rest-reply.ts).
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { applicantActorOf } from '../http/actor';
import { SESSION_COOKIE } from '../http/cookies';
import { restReply, type ReplyShape } from '../http/rest-reply';
import type { AccountService, LoginOutcome } from './account.service';
import { meReply, sessionTiming } from './me-reply';

export interface AccountRouteDeps {
  account: AccountService;
  config: Config;
}

export async function accountRoutes(app: FastifyInstance, { account, config }: AccountRouteDeps): Promise<void> {
  const answer = restReply(config);
  const session = sessionTiming(config);
  const login: ReplyShape<LoginOutcome> = {
    ok: ({ applicant }) => ({ success: true, applicant, session }),
    refused: () => ({ success: false }),
    log: { ok: 'login succeeded', who: ({ applicant }) => ({ applicantId: applicant.applicantId }), refused: { rateLimited: 'login refused by rate limit', wrongCredentials: 'login failed' } },
  };
  // No session is an answer, not an error: 200 with success false (server/account/me-reply.ts). A 401 would be a failed
  // request in every anonymous visitor's console (Lighthouse's best practices count it as an error).

  app.post('/login', async (req, reply) => answer(req, reply, await account.login(req.body, req.ip, req.cookies[SESSION_COOKIE]), login));
  app.post('/logout', async (req, reply) => answer(req, reply, await account.logout(req.cookies[SESSION_COOKIE]), { ok: () => ({ success: true }) }));
  app.get('/me', async (req) => meReply(await account.me(applicantActorOf(req)), config));
}
