// Leaving the queue (spec 000 §2, §4; the SPA's account/leave-queue): a BankID signature of the consequence plus the
// typed confirmation word. Irreversible: the account closes, queue time ends, every session ends. Retention: see
// eraseExpired.
import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import { deregistrationMessages, isConfirmationWord } from '../../src/rules/deregistration';
import type { Db } from '../db/client';
import { applicants, coApplicantLinks, documents, passwordResetTokens, sessions } from '../db/schema';
import { ownApplicantId, type Actor } from '../domain/actor';
import { APPLICANT_STATUSES } from '../domain/applicant-status';
import { failure, type Outcome } from '../domain/outcome';
import { findApplicantById, updateApplicant } from './applicant.repository';

/** How long a closed account's personal data is kept (to answer questions about it), then erased. */
export const RETENTION_DAYS = 90;

export interface LeaveQueueProof {
  redeemDeregistration(token: string, applicantId: number, personalNumber: string | null): Promise<boolean>;
}

export class LeaveQueueService {
  constructor(
    private readonly db: Db,
    private readonly proof: LeaveQueueProof,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Only the applicant themself leaves the queue: the signature must be theirs, so a staff actor is refused. */
  async leave(actor: Actor, input: { confirmationWord: string; bankIdToken: string }): Promise<Outcome> {
    const applicantId = ownApplicantId(actor);
    if (!isConfirmationWord(input.confirmationWord)) {
      return failure(deregistrationMessages.wrongWord, [{ code: 'confirmationWord', text: deregistrationMessages.wrongWord }]);
    }
    const applicant = await findApplicantById(this.db, applicantId);
    if (!applicant || !(await this.proof.redeemDeregistration(input.bankIdToken, applicantId, applicant.personalIdentityNumber))) {
      return failure(deregistrationMessages.notSigned, [{ code: 'bankIdToken', text: deregistrationMessages.notSigned }]);
    }
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await updateApplicant(tx, applicantId, {
        applicantStatusId: APPLICANT_STATUSES.DEREGISTERED.applicantStatusId,
        queueDate: null,
        hasPaid: false,
        queueFeeValidToDate: null,
        pendingQueueFeeOrderDueDate: null,
        autopayAgreementRef: null,
        passwordHash: null,
        deregisteredAt: now,
      });
      await tx.delete(coApplicantLinks).where(or(eq(coApplicantLinks.mainApplicantId, applicantId), eq(coApplicantLinks.coApplicantId, applicantId)));
      await tx.delete(sessions).where(eq(sessions.applicantId, applicantId));
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.applicantId, applicantId));
    });
    return { ok: true };
  }

  /** Erases the personal data of accounts closed more than RETENTION_DAYS ago; returns how many. Idempotent. */
  async eraseExpired(): Promise<number> {
    const cutoff = new Date(this.now().getTime() - RETENTION_DAYS * 86_400_000);
    return this.db.transaction(async (tx) => {
      const expired = await tx
        .update(applicants)
        .set({
          personalIdentityNumber: null,
          firstName: 'Borttagen',
          lastName: 'sökande',
          dateOfBirth: null,
          email: null,
          emailSecondary: null,
          phone: null,
          mobile: null,
          careOf: null,
          street: null,
          zipcode: null,
          city: null,
          country: null,
          temporaryCareOf: null,
          temporaryStreet: null,
          temporaryZipcode: null,
          temporaryCity: null,
          temporaryCountry: null,
        })
        .where(and(isNotNull(applicants.deregisteredAt), lt(applicants.deregisteredAt, cutoff), or(isNotNull(applicants.email), isNotNull(applicants.personalIdentityNumber))))
        .returning({ id: applicants.applicantId });
      for (const { id } of expired) await tx.delete(documents).where(eq(documents.applicantId, id));
      return expired.length;
    });
  }
}
