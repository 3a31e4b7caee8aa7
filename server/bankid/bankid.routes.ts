// BankID REST routes under /mypages/api/account (spec 000 §7). The order is bound to the browser by the
// httpOnly `bid` cookie, so a started order cannot be collected (or a login planted) from another browser.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSafeReturnUrl } from '../../src/rules/returnUrl';
import { isValidPersonalIdentityNumber } from '../../src/rules/personnummer';
import { registrationMessages } from '../../src/rules/registration';
import type { Config } from '../config';
import { applicantActorOf } from '../http/actor';
import { setSessionCookie, SESSION_COOKIE } from '../http/cookies';
import type { SessionService } from '../session/session.service';
import type { BankIdSessionService, StartOptions, StartReply } from './bankid-session.service';

export const BANKID_COOKIE = 'bid';

const isMobile = (req: FastifyRequest) => /Mobi|Android|iPhone|iPad/i.test(req.headers['user-agent'] ?? '');
const flag = (v: unknown) => v === true || v === 'true';

/** The browser's choice of device and its return address (query or body), and where the request comes from. */
function startOptions(req: FastifyRequest): StartOptions {
  const q = { ...(req.query as Record<string, unknown>), ...(req.body as Record<string, unknown> | undefined) };
  const returnUrl = typeof q.returnUrl === 'string' && isSafeReturnUrl(q.returnUrl) ? q.returnUrl : null;
  return { isQrCode: flag(q.isQrCode), endUserIp: req.ip, returnUrl };
}

export interface BankIdRouteDeps {
  bankId: BankIdSessionService;
  sessions: SessionService;
  config: Config;
}

export async function bankIdRoutes(app: FastifyInstance, { bankId, sessions, config }: BankIdRouteDeps): Promise<void> {
  const cookieOpts = { path: '/mypages/api', httpOnly: true, sameSite: 'lax' as const, secure: config.cookieSecure, maxAge: 600 };

  function started(reply: FastifyReply, result: StartReply | { error: string }) {
    if ('error' in result) return reply.code(503).send({ success: false, error: true, errorText: result.error });
    reply.setCookie(BANKID_COOKIE, result.cookieToken, cookieOpts);
    const { cookieToken: _secret, ...session } = result;
    return { success: true, ...session };
  }

  app.get('/StartBankIdLoginSession', async (req, reply) => started(reply, await bankId.start({ ...startOptions(req), purpose: 'login' })));

  // Identification before registration ("re-registration"). The personal number travels in the body, never in a URL.
  app.post('/StartBankIdReregistrationSession', async (req, reply) => {
    const pnr = String((req.body as { pnr?: unknown } | undefined)?.pnr ?? '');
    if (!isValidPersonalIdentityNumber(pnr)) return reply.code(400).send({ success: false, error: true, errorText: registrationMessages.pnrInvalid });
    return started(reply, await bankId.start({ ...startOptions(req), purpose: 'identify', personalNumber: pnr }));
  });

  app.get('/StartBankIdDeregistrationSession', async (req, reply) => {
    const actor = applicantActorOf(req);
    const result = actor && (await bankId.startDeregistration(actor, startOptions(req)));
    if (!result) return reply.code(401).send({ success: false, error: true, errorText: 'Du måste vara inloggad.' });
    return started(reply, result);
  });

  app.get('/BankIdQrCode', async (req) => ({ qrCode: await bankId.qrCode(req.cookies[BANKID_COOKIE]) }));

  app.post('/CollectBankIdSession', async (req, reply) => {
    const result = await bankId.collect(req.cookies[BANKID_COOKIE], { mobile: isMobile(req) });
    if ('error' in result) return reply.code(410).send({ success: false, error: true, errorText: result.error });
    if (result.status !== 'pending') reply.clearCookie(BANKID_COOKIE, { path: cookieOpts.path });
    if (result.status === 'complete' && result.loginToken) {
      await sessions.destroy(req.cookies[SESSION_COOKIE]);
      setSessionCookie(reply, config, result.loginToken);
      const { loginToken: _t, ...rest } = result;
      return { success: true, ...rest };
    }
    return { success: true, ...result };
  });

  app.post('/CancelBankIdSession', async (req, reply) => {
    await bankId.cancel(req.cookies[BANKID_COOKIE]);
    reply.clearCookie(BANKID_COOKIE, { path: cookieOpts.path });
    return { success: true };
  });
}
