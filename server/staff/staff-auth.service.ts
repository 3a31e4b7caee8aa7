// Staff login (e-mail and password, Argon2id, the applicants' rate limit and failure table; or BankID by the staff
// member's personnummer) and the staff actor of a staff session. Staff sessions are their own kind (SessionService with
// kind 'staff'): an applicant's never resolves here. A closed account (active false) neither logs in nor keeps a session.
import type { Db } from '../db/client';
import type { StaffUserRow } from '../db/schema';
import { staffActor, type StaffActor } from '../domain/actor';
import { RATE_LIMIT_MESSAGE, type RateLimitPolicy } from '../domain/login-rate-limit';
import { accountKeyOf, WRONG_CREDENTIALS } from '../account/account.service';
import { openLoginAttempt } from '../account/login-attempt';
import { dummyPasswordHash, verifyPassword } from '../account/password';
import type { SessionPrincipal, SessionService } from '../session/session.service';
import { findStaffByEmail, findStaffById, findStaffByPersonalNumber } from './staff.repository';
import { staffRoleOf, toStaffView, type StaffView } from './staff-view';

export { WRONG_CREDENTIALS };

/** A BankID login of a person with no active staff account (none, or closed): said the same either way. */
export const NO_STAFF_ACCOUNT = 'Du har inget konto i handläggningen. Kontakta en administratör om du behöver ett.';
/** The BankID proof was not there (spent, too old, or never issued). */
export const STAFF_BANKID_EXPIRED = 'BankID-inloggningen gick inte att slutföra. Börja om.';

export type StaffLoginOutcome =
  | { kind: 'ok'; token: string; staff: StaffView }
  | { kind: 'wrongCredentials' }
  | { kind: 'rateLimited'; message: string };

export type StaffBankIdLoginOutcome = { kind: 'ok'; token: string; staff: StaffView } | { kind: 'refused'; message: string };

/** What the staff login needs of BankID (BankIdSessionService): the personnummer a completed staffLogin order proves. */
export interface StaffIdentityProof {
  verifiedStaffPersonalNumber(proofToken: string): Promise<string | null>;
}

const isActive = (row: StaffUserRow | undefined): row is StaffUserRow => !!row?.active;

export class StaffAuthService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly policy: RateLimitPolicy,
    private readonly proof: StaffIdentityProof,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async login(email: string, password: string, clientAddress: string): Promise<StaffLoginOutcome> {
    const staff = await findStaffByEmail(this.db, email);
    // Counted per staff account and per address, in the applicants' failure table under keys of their own.
    const accountKey = staff ? `staff:${staff.staffUserId}` : accountKeyOf(`staff:${email}`);
    const attempt = await openLoginAttempt(this.db, this.policy, { accountKey, clientAddress }, this.now);
    if (!attempt) return { kind: 'rateLimited', message: RATE_LIMIT_MESSAGE };

    const passwordOk = await verifyPassword(staff?.passwordHash ?? (await dummyPasswordHash()), password);
    // A closed account is refused like a wrong password: the form says nothing about which accounts exist.
    if (!isActive(staff) || !passwordOk) {
      await attempt.failed();
      return { kind: 'wrongCredentials' };
    }
    await attempt.succeeded();
    const token = await this.sessions.create({ staffUserId: staff.staffUserId });
    return { kind: 'ok', token, staff: toStaffView(staff) };
  }

  /**
   * BankID: redeems the proof of a completed staffLogin order (once; the browser never sees it) and opens a session
   * for the active staff account with that personnummer. Nobody else gets one.
   */
  async loginWithBankId(proofToken: string): Promise<StaffBankIdLoginOutcome> {
    const personalNumber = await this.proof.verifiedStaffPersonalNumber(proofToken);
    if (!personalNumber) return { kind: 'refused', message: STAFF_BANKID_EXPIRED };
    const staff = await findStaffByPersonalNumber(this.db, personalNumber);
    if (!isActive(staff)) return { kind: 'refused', message: NO_STAFF_ACCOUNT };
    const token = await this.sessions.create({ staffUserId: staff.staffUserId });
    return { kind: 'ok', token, staff: toStaffView(staff) };
  }

  /**
   * The staff actor of a staff session, with the role as stored now (a changed role counts at the next request); none
   * once the account is closed, so its sessions stop working at the next request.
   */
  async actorOf(principal: SessionPrincipal | null): Promise<StaffActor | null> {
    if (!principal?.staffUserId) return null;
    const row = await findStaffById(this.db, principal.staffUserId);
    return isActive(row) ? staffActor(row.staffUserId, staffRoleOf(row), principal.sessionId) : null;
  }

  async me(actor: StaffActor): Promise<StaffView | null> {
    const row = await findStaffById(this.db, actor.staffUserId);
    return row ? toStaffView(row) : null;
  }

  logout(token: string | undefined): Promise<void> {
    return this.sessions.destroy(token);
  }
}
