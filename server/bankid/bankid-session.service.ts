// BankID in the portal: start an order (login, identification, deregistration signature), hand the browser a
// fresh QR string each second (the secret stays here), collect with the recommended Swedish messages, and on
// completion log in or issue a single-use proof that registration, deregistration or the staff login redeems.
// The back office's orders (purpose staffLogin) and the applicants' are apart: each side's calls see only its own.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import type { BankIdSessionRow } from '../db/schema';
import { findApplicantById, findApplicantByLogin } from '../account/applicant.repository';
import { ownApplicantId, type Actor } from '../domain/actor';
import { canLogIn } from '../domain/applicant-status';
import type { RefusalReason } from '../domain/outcome';
import { isValidPersonalIdentityNumber } from '../../src/rules/personnummer';
import { registrationMessages } from '../../src/rules/registration';
import { BankIdError, toBase64Utf8, type BankIdClient } from '../providers/bankid/client';
import { rfaForCollect, rfaForError, userMessage } from '../providers/bankid/messages';
import { qrContentAt } from '../providers/bankid/qr';
import type { IdentityProof } from './identity-proof';
import { hashToken, type SessionService } from '../session/session.service';
import { findBankIdSession, insertBankIdSession, redeemProof, updateBankIdSession } from './bankid-session.repository';

export type BankIdPurpose = BankIdSessionRow['purpose'];

/** Whose BankID routes ask: the applicants' (/mypages/api/account) or the back office's (/staff/api/bankid). */
export type BankIdSide = 'applicants' | 'staff';

const sideOf = (purpose: BankIdPurpose): BankIdSide => (purpose === 'staffLogin' ? 'staff' : 'applicants');

export const bankIdMessages = {
  noAccount: 'Det finns inget konto för ditt personnummer. Registrera dig för att ställa dig i bostadskön.',
  closedAccount: 'Ditt konto är avslutat. Registrera dig på nytt för att ställa dig i bostadskön.',
  noSession: 'BankID-sessionen finns inte längre. Börja om.',
  startFailed: 'Det gick inte att starta BankID. Försök igen om en stund.',
  loginRequired: 'Du måste vara inloggad.',
  wrongPerson: 'Det var inte du som skrev under. Börja om.',
} as const;

/** The text the applicant signs to leave the queue: it states the consequence. */
export const DEREGISTRATION_TEXT =
  'Jag vill avsluta mitt konto och lämna bostadskön. Jag förstår att min kötid försvinner, att mina intresseanmälningar tas bort och att det inte går att ångra.';

const PROOF_MAX_AGE_MS = 10 * 60_000;

/** Why an order could not be started or collected (no reason: the input was bad); the REST edge answers by it. */
export interface BankIdRefusal {
  error: string;
  reason?: RefusalReason;
}

export interface StartReply {
  /** Cookie value binding the order to this browser. */
  cookieToken: string;
  method: 'qr' | 'autostart';
  autoStartToken: string | null;
  qrCode: string | null;
  message: string;
}

export type CollectReply =
  | { status: 'pending'; hintCode: string; message: string; collectCompleted: false; successfulSigned: false }
  | { status: 'failed'; hintCode: string; message: string; collectCompleted: true; successfulSigned: false }
  | {
      status: 'complete';
      collectCompleted: true;
      successfulSigned: boolean;
      message: string | null;
      /** login: a new portal session token when the person has an account. */
      loginToken?: string;
      noAccount?: boolean;
      returnUrl?: string | null;
      /** identify / deregister: the single-use proof the next call redeems. */
      bankIdToken?: string;
    };

/** How the browser starts an order: which device, from where, and where to come back to. */
export interface StartOptions {
  isQrCode: boolean;
  endUserIp: string;
  returnUrl?: string | null;
}

export class BankIdSessionService implements IdentityProof {
  constructor(
    private readonly db: Db,
    private readonly client: () => BankIdClient,
    private readonly sessions: SessionService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async start(opts: StartOptions & { purpose: BankIdPurpose; personalNumber?: string | null; applicantId?: number | null }): Promise<StartReply | BankIdRefusal> {
    const requirement = opts.personalNumber ? { personalNumber: opts.personalNumber } : undefined;
    const endUserIp = opts.endUserIp.replace(/^::ffff:/, '');
    let order;
    try {
      order =
        opts.purpose === 'deregister'
          ? await this.client().sign({ endUserIp, requirement, userVisibleData: toBase64Utf8(DEREGISTRATION_TEXT) })
          : await this.client().auth({ endUserIp, requirement });
    } catch (err) {
      return { error: err instanceof BankIdError ? userMessage(rfaForError(err.errorCode)) : bankIdMessages.startFailed, reason: 'unavailable' };
    }
    const startedAt = this.now();
    const cookieToken = randomBytes(32).toString('base64url');
    const method = opts.isQrCode ? 'qr' : 'autostart';
    await insertBankIdSession(this.db, {
      bankidSessionId: hashToken(cookieToken),
      purpose: opts.purpose,
      method,
      orderRef: order.orderRef,
      autoStartToken: order.autoStartToken,
      qrStartToken: order.qrStartToken,
      qrStartSecret: order.qrStartSecret,
      startedAt,
      applicantId: opts.applicantId ?? null,
      returnUrl: opts.returnUrl ?? null,
    });
    return {
      cookieToken,
      method,
      autoStartToken: opts.isQrCode ? null : order.autoStartToken,
      qrCode: opts.isQrCode ? qrContentAt(order, startedAt, startedAt) : null,
      message: userMessage(method === 'qr' ? 'RFA1' : 'RFA13'),
    };
  }

  /**
   * Identification before registration ("re-registration") of the personal number the browser sends (in the body,
   * never in a URL): completed, it gives the proof the registration redeems.
   */
  async startIdentification(personalNumber: string, opts: StartOptions): Promise<StartReply | BankIdRefusal> {
    if (!isValidPersonalIdentityNumber(personalNumber)) return { error: registrationMessages.pnrInvalid };
    return this.start({ ...opts, purpose: 'identify', personalNumber });
  }

  /**
   * The actor's own signature for leaving the queue: the order requires the actor's personal number, so nobody else
   * can sign it (a staff actor is refused). Refused without a session, or when the actor's account is gone.
   */
  async startDeregistration(actor: Actor | null, opts: StartOptions): Promise<StartReply | BankIdRefusal> {
    const applicant = actor && (await findApplicantById(this.db, ownApplicantId(actor)));
    if (!applicant) return { error: bankIdMessages.loginRequired, reason: 'loginRequired' };
    return this.start({ ...opts, purpose: 'deregister', personalNumber: applicant.personalIdentityNumber, applicantId: applicant.applicantId });
  }

  /** A staff member's login order: completed, it gives a proof only StaffAuthService redeems (never the browser). */
  startStaffLogin(opts: StartOptions): Promise<StartReply | BankIdRefusal> {
    return this.start({ ...opts, purpose: 'staffLogin' });
  }

  /** The order of this cookie, when it belongs to the side asking (a staff order is unknown to the applicants' routes). */
  private async session(cookieToken: string | undefined, side: BankIdSide): Promise<BankIdSessionRow | undefined> {
    const s = cookieToken ? await findBankIdSession(this.db, hashToken(cookieToken)) : undefined;
    return s && sideOf(s.purpose) === side ? s : undefined;
  }

  /** The QR string for this second; null when the order is not a pending QR order. */
  async qrCode(cookieToken: string | undefined, side: BankIdSide = 'applicants'): Promise<string | null> {
    const s = await this.session(cookieToken, side);
    if (!s || s.method !== 'qr' || s.status !== 'pending') return null;
    return qrContentAt(s, s.startedAt, this.now());
  }

  /**
   * The order's state. A completed login order logs the person in with a new session and ends the browser's previous
   * one (`previousSessionToken`: no session fixation).
   */
  async collect(cookieToken: string | undefined, ctx: { mobile: boolean; side?: BankIdSide; previousSessionToken?: string }): Promise<CollectReply | BankIdRefusal> {
    const s = await this.session(cookieToken, ctx.side ?? 'applicants');
    if (!s) return { error: bankIdMessages.noSession, reason: 'gone' };
    const msgCtx = { method: s.method, mobile: ctx.mobile };
    let answer;
    try {
      answer = await this.client().collect(s.orderRef);
    } catch (err) {
      const code = err instanceof BankIdError ? err.errorCode : 'internalError';
      return { status: 'failed', hintCode: code, message: userMessage(rfaForError(code)), collectCompleted: true, successfulSigned: false };
    }
    if (answer.status === 'pending') {
      return { status: 'pending', hintCode: answer.hintCode, message: userMessage(rfaForCollect(answer, msgCtx) ?? 'RFA21'), collectCompleted: false, successfulSigned: false };
    }
    if (answer.status === 'failed') {
      await updateBankIdSession(this.db, s.bankidSessionId, { status: 'failed', hintCode: answer.hintCode });
      return { status: 'failed', hintCode: answer.hintCode, message: userMessage(rfaForCollect(answer, msgCtx) ?? 'RFA22'), collectCompleted: true, successfulSigned: false };
    }
    return this.complete(s, answer.completionData.user, ctx.previousSessionToken);
  }

  private async complete(s: BankIdSessionRow, user: { personalNumber: string; name: string }, previousSessionToken: string | undefined): Promise<CollectReply> {
    const done = { status: 'complete' as const, collectCompleted: true as const };
    if (s.status === 'complete' && s.proofUsedAt) return { ...done, successfulSigned: false, message: bankIdMessages.noSession };
    await updateBankIdSession(this.db, s.bankidSessionId, { status: 'complete', completedPersonalNumber: user.personalNumber, completedName: user.name });
    if (s.purpose === 'login') {
      const applicant = await findApplicantByLogin(this.db, user.personalNumber);
      if (!applicant) return { ...done, successfulSigned: true, message: bankIdMessages.noAccount, noAccount: true };
      if (!canLogIn(applicant.applicantStatusId)) return { ...done, successfulSigned: true, message: bankIdMessages.closedAccount, noAccount: true };
      // One completed order gives one login: the proof is spent here.
      await updateBankIdSession(this.db, s.bankidSessionId, { proofUsedAt: this.now() });
      await this.sessions.destroy(previousSessionToken);
      const loginToken = await this.sessions.create({ applicantId: applicant.applicantId });
      return { ...done, successfulSigned: true, message: null, loginToken, returnUrl: s.returnUrl };
    }
    const bankIdToken = randomBytes(32).toString('base64url');
    await updateBankIdSession(this.db, s.bankidSessionId, { proofTokenHash: hashToken(bankIdToken) });
    return { ...done, successfulSigned: true, message: null, bankIdToken, returnUrl: s.returnUrl };
  }

  async cancel(cookieToken: string | undefined, side: BankIdSide = 'applicants'): Promise<void> {
    const s = await this.session(cookieToken, side);
    if (!s || s.status !== 'pending') return;
    await this.client().cancel(s.orderRef).catch(() => undefined);
    await updateBankIdSession(this.db, s.bankidSessionId, { status: 'failed', hintCode: 'cancelled' });
  }

  /** IdentityProof for registration: the personal number a fresh, unused identification proves. */
  async verifiedPersonalNumber(token: string): Promise<string | null> {
    return (await this.redeem(token, 'identify'))?.completedPersonalNumber ?? null;
  }

  /** The staff login: the personal number a fresh, unused staffLogin order proves (redeemed once, by the server). */
  async verifiedStaffPersonalNumber(token: string): Promise<string | null> {
    return (await this.redeem(token, 'staffLogin'))?.completedPersonalNumber ?? null;
  }

  /** The deregistration signature: proves the applicant signed the deregistration text themselves. */
  async redeemDeregistration(token: string, applicantId: number, personalNumber: string | null): Promise<boolean> {
    const row = await this.redeem(token, 'deregister');
    return !!row && row.applicantId === applicantId && !!personalNumber && row.completedPersonalNumber === personalNumber;
  }

  /** Spends a fresh, unused proof of this purpose; its order, or undefined when there is none. */
  private redeem(token: string, purpose: BankIdPurpose): Promise<BankIdSessionRow | undefined> {
    const now = this.now();
    return redeemProof(this.db, hashToken(token), purpose, now, new Date(now.getTime() - PROOF_MAX_AGE_MS));
  }
}
