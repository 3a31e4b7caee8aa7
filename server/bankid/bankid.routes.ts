// BankID REST routes under /mypages/api/account (spec 000 §7). The order is bound to the browser by the
// httpOnly `bid` cookie, so a started order cannot be collected (or a login planted) from another browser.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSafeReturnUrl } from '../../src/rules/returnUrl';
import { isValidPersonalIdentityNumber } from '../../src/rules/personnummer';
import { registrationMessages } from '../../src/rules/registration';
import { findApplicantById } from '../account/applicant.repository';
import { setSessionCookie, SESSION_COOKIE } from '../http/cookies';
import type { Services } from '../services';
import type { BankIdPurpose } from './bankid-session.service';

export const BANKID_COOKIE = 'bid';

const isMobile = (req: FastifyRequest) => /Mobi|Android|iPhone|iPad/i.test(req.headers['user-agent'] ?? '');
const flag = (v: unknown) => v === true || v === 'true';

export async function bankIdRoutes(app: FastifyInstance, opts: { services: Services }): Promise<void> {
  const { bankId, sessions, config, database } = opts.services;
  const cookieOpts = { path: '/mypages/api', httpOnly: true, sameSite: 'lax' as const, secure: config.cookieSecure, maxAge: 600 };

  async function start(req: FastifyRequest, reply: FastifyReply, purpose: BankIdPurpose, extra: { personalNumber?: string | null; applicantId?: number | null }) {
    const q = { ...(req.query as Record<string, unknown>), ...(req.body as Record<string, unknown> | undefined) };
    const returnUrl = typeof q.returnUrl === 'string' && isSafeReturnUrl(q.returnUrl) ? q.returnUrl : null;
    const result = await bankId.start({ purpose, isQrCode: flag(q.isQrCode), endUserIp: req.ip, returnUrl, ...extra });
    if ('error' in result) return reply.code(503).send({ success: false, error: true, errorText: result.error });
    reply.setCookie(BANKID_COOKIE, result.cookieToken, cookieOpts);
    const { cookieToken: _secret, ...session } = result;
    return { success: true, ...session };
  }

  app.get('/StartBankIdLoginSession', (req, reply) => start(req, reply, 'login', {}));

  // Identification before registration ("re-registration"). The personal number travels in the body, never in a URL.
  app.post('/StartBankIdReregistrationSession', (req, reply) => {
    const pnr = String((req.body as { pnr?: unknown } | undefined)?.pnr ?? '');
    if (!isValidPersonalIdentityNumber(pnr)) return reply.code(400).send({ success: false, error: true, errorText: registrationMessages.pnrInvalid });
    return start(req, reply, 'identify', { personalNumber: pnr });
  });

  app.get('/StartBankIdDeregistrationSession', async (req, reply) => {
    const applicantId = req.principal?.applicantId;
    const applicant = applicantId ? await findApplicantById(database.db, applicantId) : undefined;
    if (!applicant) return reply.code(401).send({ success: false, error: true, errorText: 'Du måste vara inloggad.' });
    return start(req, reply, 'deregister', { personalNumber: applicant.personalIdentityNumber, applicantId: applicant.applicantId });
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
