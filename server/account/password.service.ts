// Forgotten password (the SPA's account/password): a single-use, expiring link by e-mail; the same reply whether or not
// the account exists. Asked by a visitor without a session, so no actor.
import { randomBytes } from 'node:crypto';
import { forgotPasswordSchema } from '../../src/rules/forgotPassword';
import { newPasswordSchema } from '../../src/rules/password';
import type { Db } from '../db/client';
import type { Mailer } from '../providers/mail/mailer';
import { hashToken } from '../session/session.service';
import { findApplicantByLogin } from './applicant.repository';
import { hashPassword } from './password';
import { canLogIn } from '../domain/applicant-status';
import { failure, fromIssues, type Outcome } from '../domain/outcome';
import { consumeResetToken, deleteSpentResetTokens, insertResetToken, setPasswordAndEndSessions } from './password.repository';

export const INVALID_RESET_LINK = 'Länken för att återställa lösenordet är ogiltig eller har gått ut. Beställ en ny länk.';


export class PasswordService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly opts: { publicUrl: string; ttlMinutes: number },
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The job `reset-tokens-purge`: removes reset links that are used or expired (they never work again). */
  async purgeSpentTokens(): Promise<string> {
    return `deleted ${await deleteSpentResetTokens(this.db, this.now())} used or expired reset links`;
  }

  async sendResetLink(input: { emailOrPnr: string }): Promise<Outcome> {
    const parsed = forgotPasswordSchema.safeParse(input);
    if (!parsed.success) return fromIssues(parsed.error.issues);
    const applicant = await findApplicantByLogin(this.db, parsed.data.emailOrPnr);
    if (!applicant?.email || !canLogIn(applicant.applicantStatusId)) return { ok: true };
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    await insertResetToken(this.db, {
      tokenHash: hashToken(token),
      applicantId: applicant.applicantId,
      expiresAt: new Date(now.getTime() + this.opts.ttlMinutes * 60_000),
      createdAt: now,
    });
    const link = `${this.opts.publicUrl.replace(/\/$/, '')}/mypages/app/reset-password?token=${token}`;
    await this.mailer.send({
      to: applicant.email,
      subject: 'Återställ ditt lösenord',
      text: `Hej ${applicant.firstName}!\n\nDu har bett om att få återställa ditt lösenord till Mina sidor. Öppna länken nedan och välj ett nytt lösenord. Länken fungerar en gång och i ${this.opts.ttlMinutes} minuter.\n\n${link}\n\nHar du inte bett om detta kan du bortse från meddelandet; ditt lösenord är oförändrat.`,
    });
    return { ok: true };
  }

  async resetPassword(input: { password: string; resetToken: string }): Promise<Outcome> {
    const parsed = newPasswordSchema.safeParse(input.password);
    if (!parsed.success) return fromIssues(parsed.error.issues, 'password');
    const passwordHash = await hashPassword(parsed.data);
    const now = this.now();
    return this.db.transaction(async (tx): Promise<Outcome> => {
      const applicantId = await consumeResetToken(tx, hashToken(input.resetToken ?? ''), now);
      if (!applicantId) return failure(INVALID_RESET_LINK, [{ code: 'resetToken', text: INVALID_RESET_LINK }]);
      await setPasswordAndEndSessions(tx, applicantId, passwordHash, now);
      return { ok: true };
    });
  }
}
