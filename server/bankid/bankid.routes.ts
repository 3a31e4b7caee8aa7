// BankID REST routes under /mypages/api/account (spec 000 §7). The order is bound to the browser by the
// httpOnly `bid` cookie, so a started order cannot be collected (or a login planted) from another browser.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSafeReturnUrl } from '../../src/rules/returnUrl';
import type { Config } from '../config';
import { applicantActorOf } from '../http/actor';
import { setSessionCookie, SESSION_COOKIE } from '../http/cookies';
import { refusalStatus } from '../http/rest-reply';
import type { BankIdRefusal, BankIdSessionService, CollectReply, StartOptions, StartReply } from './bankid-session.service';

export const BANKID_COOKIE = 'bid';

const isMobile = (req: FastifyRequest) => /Mobi|Android|iPhone|iPad/i.test(req.headers['user-agent'] ?? '');
const flag = (v: unknown) => v === true || v === 'true';

/** The browser's choice of device and its return address (query or body), and where the request comes from. */
function startOptions(req: FastifyRequest): StartOptions {
  const q = { ...(req.query as Record<string, unknown>), ...(req.body as Record<string, unknown> | undefined) };
  const returnUrl = typeof q.returnUrl === 'string' && isSafeReturnUrl(q.returnUrl) ? q.returnUrl : null;
  return { isQrCode: flag(q.isQrCode), endUserIp: req.ip, returnUrl };
}

/** The personal number of an identification: in the body, never in a URL. */
const bodyPnr = (req: FastifyRequest) => String((req.body as { pnr?: unknown } | undefined)?.pnr ?? '');

const refusedBy = (reply: FastifyReply, refusal: BankIdRefusal) =>
  reply.code(refusalStatus(refusal)).send({ success: false, error: true, errorText: refusal.error });

export interface BankIdRouteDeps {
  bankId: BankIdSessionService;
  config: Config;
}

export async function bankIdRoutes(app: FastifyInstance, { bankId, config }: BankIdRouteDeps): Promise<void> {
  const cookieOpts = { path: '/mypages/api', httpOnly: true, sameSite: 'lax' as const, secure: config.cookieSecure, maxAge: 600 };

  /** A started order is bound to this browser by the bid cookie; the browser gets what it shows, never the cookie's value. */
  function started(reply: FastifyReply, result: StartReply | BankIdRefusal) {
    if ('error' in result) return refusedBy(reply, result);
    reply.setCookie(BANKID_COOKIE, result.cookieToken, cookieOpts);
    const { cookieToken: _secret, ...session } = result;
    return { success: true, ...session };
  }

  /** An order that is no longer pending lets go of its cookie; a completed login's new session becomes the session cookie. */
  function collected(reply: FastifyReply, result: CollectReply | BankIdRefusal) {
    if ('error' in result) return refusedBy(reply, result);
    if (result.status !== 'pending') reply.clearCookie(BANKID_COOKIE, { path: cookieOpts.path });
    if (result.status !== 'complete' || !result.loginToken) return { success: true, ...result };
    const { loginToken, ...rest } = result;
    setSessionCookie(reply, config, loginToken);
    return { success: true, ...rest };
  }

  const cancelled = (reply: FastifyReply) => reply.clearCookie(BANKID_COOKIE, { path: cookieOpts.path }).send({ success: true });

  app.get('/StartBankIdLoginSession', async (req, reply) => started(reply, await bankId.start({ ...startOptions(req), purpose: 'login' })));
  // Identification before registration ("re-registration").
  app.post('/StartBankIdReregistrationSession', async (req, reply) => started(reply, await bankId.startIdentification(bodyPnr(req), startOptions(req))));
  app.get('/StartBankIdDeregistrationSession', async (req, reply) => started(reply, await bankId.startDeregistration(applicantActorOf(req), startOptions(req))));
  app.get('/BankIdQrCode', async (req) => ({ qrCode: await bankId.qrCode(req.cookies[BANKID_COOKIE]) }));
  app.post('/CollectBankIdSession', async (req, reply) =>
    collected(reply, await bankId.collect(req.cookies[BANKID_COOKIE], { mobile: isMobile(req), previousSessionToken: req.cookies[SESSION_COOKIE] })),
  );
  app.post('/CancelBankIdSession', async (req, reply) => bankId.cancel(req.cookies[BANKID_COOKIE]).then(() => cancelled(reply)));
}
