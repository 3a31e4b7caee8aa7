// The account page's changes to the applicant's own record: basic information, address, password, mail preference.
import { addressSchema, basicInformationSchema } from '../../src/rules/contact';
import { passwordChangeSchema } from '../../src/rules/password';
import type { Db } from '../db/client';
import type { ApplicantRow } from '../db/schema';
import { failure, fromIssues, type Outcome } from '../domain/outcome';
import { deleteApplicantSessions } from '../session/session.repository';
import { emailTakenByOther, findApplicantById, updateApplicant } from './applicant.repository';
import { hashPassword, verifyPassword } from './password';

export const EMAIL_TAKEN = 'E-postadressen används redan av ett annat konto';
export const WRONG_CURRENT_PASSWORD = 'Nuvarande lösenord stämmer inte';

type ApplicantOutcome = Outcome<{ applicant: ApplicantRow }>;

export class AccountSettingsService {
  constructor(private readonly db: Db) {}

  async updateBasicInformation(applicantId: number, input: unknown): Promise<ApplicantOutcome> {
    const parsed = basicInformationSchema.safeParse(input);
    if (!parsed.success) return fromIssues(parsed.error.issues);
    const { emailRepeat: _repeat, ...v } = parsed.data;
    return this.db.transaction(async (tx): Promise<ApplicantOutcome> => {
      if (await emailTakenByOther(tx, v.email, applicantId)) return failure(EMAIL_TAKEN, [{ code: 'email', text: EMAIL_TAKEN }]);
      const applicant = await updateApplicant(tx, applicantId, { ...v, needToUpdateContact: false });
      return { ok: true, applicant };
    });
  }

  async updateAddress(applicantId: number, input: unknown): Promise<ApplicantOutcome> {
    const parsed = addressSchema.safeParse(input);
    if (!parsed.success) return fromIssues(parsed.error.issues);
    return { ok: true, applicant: await updateApplicant(this.db, applicantId, parsed.data) };
  }

  async setDoNotWantPhysicalMail(applicantId: number, doNotWantPhysicalMail: boolean): Promise<ApplicantOutcome> {
    return { ok: true, applicant: await updateApplicant(this.db, applicantId, { doNotWantPhysicalMail }) };
  }

  /** A new password ends the account's other sessions; the one that changed it stays. */
  async changePassword(applicantId: number, sessionId: string, input: unknown): Promise<Outcome> {
    const parsed = passwordChangeSchema.safeParse(input);
    if (!parsed.success) return fromIssues(parsed.error.issues);
    const row = await findApplicantById(this.db, applicantId);
    if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, parsed.data.currentPassword))) {
      return failure(WRONG_CURRENT_PASSWORD, [{ code: 'currentPassword', text: WRONG_CURRENT_PASSWORD }]);
    }
    const passwordHash = await hashPassword(parsed.data.password);
    await this.db.transaction(async (tx) => {
      await updateApplicant(tx, applicantId, { passwordHash });
      await deleteApplicantSessions(tx, applicantId, sessionId);
    });
    return { ok: true };
  }
}
