// The account page's changes to the applicant's own record: basic information, address, password, mail preference.
// Only the applicant themself changes these (ownApplicantId: a staff actor is refused until the back office names one).
import { addressSchema, basicInformationSchema } from '../../src/rules/contact';
import { passwordChangeSchema } from '../../src/rules/password';
import type { Db } from '../db/client';
import { ownApplicantId, type Actor } from '../domain/actor';
import { failure, fromIssues, type Outcome } from '../domain/outcome';
import { deleteApplicantSessions } from '../session/session.repository';
import { emailTakenByOther, findApplicantById, updateApplicant } from './applicant.repository';
import { toApplicantView, type ApplicantView } from './applicant-view';
import { hashPassword, verifyPassword } from './password';

export const EMAIL_TAKEN = 'E-postadressen används redan av ett annat konto';
export const WRONG_CURRENT_PASSWORD = 'Nuvarande lösenord stämmer inte';

type ApplicantOutcome = Outcome<{ applicant: ApplicantView }>;

export class AccountSettingsService {
  constructor(private readonly db: Db) {}

  async updateBasicInformation(actor: Actor, input: unknown): Promise<ApplicantOutcome> {
    const applicantId = ownApplicantId(actor);
    const parsed = basicInformationSchema.safeParse(input);
    if (!parsed.success) return fromIssues(parsed.error.issues);
    const { emailRepeat: _repeat, ...v } = parsed.data;
    return this.db.transaction(async (tx): Promise<ApplicantOutcome> => {
      if (await emailTakenByOther(tx, v.email, applicantId)) return failure(EMAIL_TAKEN, [{ code: 'email', text: EMAIL_TAKEN }]);
      const applicant = await updateApplicant(tx, applicantId, { ...v, needToUpdateContact: false });
      return { ok: true, applicant: toApplicantView(applicant) };
    });
  }

  async updateAddress(actor: Actor, input: unknown): Promise<ApplicantOutcome> {
    const applicantId = ownApplicantId(actor);
    const parsed = addressSchema.safeParse(input);
    if (!parsed.success) return fromIssues(parsed.error.issues);
    return { ok: true, applicant: toApplicantView(await updateApplicant(this.db, applicantId, parsed.data)) };
  }

  async setDoNotWantPhysicalMail(actor: Actor, doNotWantPhysicalMail: boolean): Promise<ApplicantOutcome> {
    return { ok: true, applicant: toApplicantView(await updateApplicant(this.db, ownApplicantId(actor), { doNotWantPhysicalMail })) };
  }

  /** A new password ends the account's other sessions; the actor's own (the one that changed it) stays. */
  async changePassword(actor: Actor, input: unknown): Promise<Outcome> {
    const applicantId = ownApplicantId(actor);
    const parsed = passwordChangeSchema.safeParse(input);
    if (!parsed.success) return fromIssues(parsed.error.issues);
    const row = await findApplicantById(this.db, applicantId);
    if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, parsed.data.currentPassword))) {
      return failure(WRONG_CURRENT_PASSWORD, [{ code: 'currentPassword', text: WRONG_CURRENT_PASSWORD }]);
    }
    const passwordHash = await hashPassword(parsed.data.password);
    await this.db.transaction(async (tx) => {
      await updateApplicant(tx, applicantId, { passwordHash });
      await deleteApplicantSessions(tx, applicantId, actor.sessionId);
    });
    return { ok: true };
  }
}
