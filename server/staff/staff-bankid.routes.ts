// Staff login with BankID (/staff/api/bankid): start an order (QR code or this device), the QR string, collect, cancel.
// The order is bound to the browser by its own httpOnly cookie on /staff/api, so the applicants' BankID routes never
// see it (nor these theirs). When the order completes, the proof it gives is redeemed here at once: the browser gets
// a staff session or a refusal, never the proof, never a personnummer.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BankIdSessionService, CollectReply, StartReply } from '../bankid/bankid-session.service';
import type { Config } from '../config';
import { setStaffSessionCookie, staffCookieNames } from '../http/cookies';
import type { StaffAuthService } from './staff-auth.service';

export const STAFF_BANKID_COOKIE = 'staff_bid';

const isMobile = (req: FastifyRequest) => /Mobi|Android|iPhone|iPad/i.test(req.headers['user-agent'] ?? '');
const wantsQr = (req: FastifyRequest) => {
  const flag = (req.body as { isQrCode?: unknown } | undefined)?.isQrCode;
  return flag === true || flag === 'true';
};

export interface StaffBankIdRouteDeps {
  bankId: BankIdSessionService;
  staffAuth: StaffAuthService;
  config: Config;
}

export async function staffBankIdRoutes(app: FastifyInstance, { bankId, staffAuth, config }: StaffBankIdRouteDeps): Promise<void> {
  const cookieOpts = { path: '/staff/api', httpOnly: true, sameSite: 'strict' as const, secure: config.cookieSecure, maxAge: 600 };
  const orderOf = (req: FastifyRequest) => req.cookies[STAFF_BANKID_COOKIE];

  function started(reply: FastifyReply, result: StartReply | { error: string }) {
    if ('error' in result) return reply.code(503).send({ success: false, error: true, errorText: result.error });
    reply.setCookie(STAFF_BANKID_COOKIE, result.cookieToken, cookieOpts);
    return { success: true, method: result.method, autoStartToken: result.autoStartToken, qrCode: result.qrCode, message: result.message };
  }

  /** A completed order logs the staff member in (a new session, the one before ended: no fixation) or says why not. */
  async function collected(req: FastifyRequest, reply: FastifyReply, result: CollectReply | { error: string }) {
    if ('error' in result) return reply.code(410).send({ success: false, error: true, errorText: result.error });
    if (result.status !== 'pending') reply.clearCookie(STAFF_BANKID_COOKIE, { path: cookieOpts.path });
    if (result.status !== 'complete') return { success: true, ...result };
    const done = { success: true, status: result.status, collectCompleted: true, successfulSigned: result.successfulSigned };
    if (!result.bankIdToken) return { ...done, message: result.message };
    const outcome = await staffAuth.loginWithBankId(result.bankIdToken);
    if (outcome.kind === 'refused') {
      req.log.info('staff BankID login refused');
      return { ...done, message: outcome.message, noAccount: true };
    }
    await staffAuth.logout(req.cookies[staffCookieNames(config).session]);
    setStaffSessionCookie(reply, config, outcome.token);
    req.log.info({ staffUserId: outcome.staff.staffUserId }, 'staff BankID login succeeded');
    return { ...done, message: null, staff: outcome.staff };
  }

  app.post('/start', async (req, reply) => started(reply, await bankId.startStaffLogin({ isQrCode: wantsQr(req), endUserIp: req.ip })));
  app.get('/qr', async (req) => ({ qrCode: await bankId.qrCode(orderOf(req), 'staff') }));
  app.post('/collect', async (req, reply) => collected(req, reply, await bankId.collect(orderOf(req), { mobile: isMobile(req), side: 'staff' })));
  app.post('/cancel', async (req, reply) => {
    await bankId.cancel(orderOf(req), 'staff');
    return reply.clearCookie(STAFF_BANKID_COOKIE, { path: cookieOpts.path }).send({ success: true });
  });
}
