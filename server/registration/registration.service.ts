// Registration of a queue applicant and of a free co-applicant account (spec 000 §2, §4, §5). A queue applicant is
// logged in with a new session and goes straight on to pay the registration's queue fee, as themself.
import { coApplicantRegistrationSchema, manualRegistrationSchema, registrationMessages as m, registrationSchema } from '../../src/rules/registration';
import { birthDateOf } from '../../src/rules/personnummer';
import { findApplicantByLogin, insertApplicant, emailTakenByOther } from '../account/applicant.repository';
import { EMAIL_TAKEN } from '../account/account-settings.service';
import { hashPassword } from '../account/password';
import type { Db } from '../db/client';
import type { NewApplicantRow } from '../db/schema';
import { applicantActor } from '../domain/actor';
import { APPLICANT_STATUSES } from '../domain/applicant-status';
import { failure, fromIssues, type Failure, type Outcome } from '../domain/outcome';
import { insertDocument } from '../documents/documents.repository';
import type { StoredUpload, UploadPipeline } from '../documents/stored-upload';
import { insertOrder } from '../payments/orders/orders.repository';
import { ORDER_STATUSES, PRODUCTS, QUEUE_FEE_ORE } from '../../src/rules/orders';
import { registrationDueDate } from '../domain/queue-fee';
import { stockholmDay } from '../../src/rules/calendar';
import type { PaymentService, PaymentUrls } from '../payments/payment.service';
import type { PopulationRecord } from '../providers/population-register/client';
import type { IdentityProof } from '../bankid/identity-proof';
import { hashToken, type SessionService } from '../session/session.service';

/** The identity document, already checked and stored by the upload pipeline (server/documents/stored-upload.ts). */
export type UploadedFile = StoredUpload;

/** Extra markers of the registration reply (spec 000 §4). */
export interface RegistrationFlags {
  bankIdRequired: boolean;
  showNoSwedishPersonalNumberForm: boolean;
}

/** A queue registration comes with its queue-fee order (orderId); a co-applicant registration has none. */
type CreatedOutcome = Outcome<{ applicantId: number; orderId: number | null }> & Partial<RegistrationFlags>;

/**
 * A registration: the new applicant, the session a queue registration logs in with (a co-applicant account is not
 * logged in) and where the browser pays the queue fee (null when there is no fee, or the provider could not start).
 */
export type RegistrationOutcome = Outcome<{ applicantId: number; sessionToken?: string; paymentRedirectUrl: string | null }> & Partial<RegistrationFlags>;

/** Where the payment of the registration's queue fee comes back to. */
export const REGISTRATION_PAYMENT_PATHS: PaymentUrls = {
  completePath: '/registration/registrationpaymentcomplete',
  cancelPath: '/registration/registrationpaymentcancelled',
};

const flagged = (f: Failure, flags: Partial<RegistrationFlags>): CreatedOutcome => ({ ...f, ...flags });
const single = (code: string, text: string) => failure(text, [{ code, text }]);

export class RegistrationService {
  constructor(
    private readonly db: Db,
    private readonly lookup: (pnr: string) => Promise<PopulationRecord | null>,
    private readonly identity: IdentityProof,
    private readonly uploads: UploadPipeline,
    private readonly sessions: Pick<SessionService, 'create'>,
    private readonly payments: Pick<PaymentService, 'payOrder'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async emailProblem(email: string): Promise<Failure | null> {
    return (await emailTakenByOther(this.db, email, 0)) ? single('email', EMAIL_TAKEN) : null;
  }

  /**
   * Full registration: with a personal number (looked up) or with the manual form. A refused one keeps no file. The
   * new applicant is logged in with a new session and, as that session's actor, starts paying the queue fee; if the
   * payment provider is down the browser lands on the completion page instead.
   */
  async register(input: Record<string, unknown>, file: UploadedFile | null): Promise<RegistrationOutcome> {
    const created = await this.uploads.keepUnless(file, () => this.createQueueApplicant(input, file));
    if (!created.ok) return created;
    const { applicantId, orderId } = created;
    const sessionToken = await this.sessions.create({ applicantId });
    const actor = applicantActor(applicantId, hashToken(sessionToken));
    const payment = orderId === null ? null : await this.payments.payOrder(actor, orderId, REGISTRATION_PAYMENT_PATHS);
    return { ok: true, applicantId, sessionToken, paymentRedirectUrl: payment?.ok ? payment.paymentRedirectUrl : null };
  }

  private async createQueueApplicant(input: Record<string, unknown>, file: UploadedFile | null): Promise<CreatedOutcome> {
    if (input.noSwedishPersonalNumber === true) {
      const parsed = manualRegistrationSchema.safeParse(input);
      if (!parsed.success) return fromIssues(parsed.error.issues);
      const v = parsed.data;
      const emailProblem = await this.emailProblem(v.email);
      if (emailProblem) return emailProblem;
      return this.create(
        {
          personalIdentityNumber: null,
          firstName: v.firstName,
          lastName: v.lastName,
          dateOfBirth: `${v.birthYear}-${v.birthMonth}-${v.birthDay}`,
          careOf: v.careOf,
          street: v.street,
          zipcode: v.zipcode,
          city: v.city,
          country: v.country,
          email: v.email,
          mobile: v.mobile,
          phone: v.phone,
          applicantStatusId: APPLICANT_STATUSES.PENDING_PAYMENT.applicantStatusId,
          accountType: 'QUEUE_ACCOUNT',
        },
        v.password,
        file,
      );
    }
    return this.registerWithPnr(input, file, 'queue');
  }

  /** Co-applicant registration: a free account with status COAPPLICANT, not logged in, with nothing to pay. */
  async registerCoApplicant(input: Record<string, unknown>, file: UploadedFile | null): Promise<RegistrationOutcome> {
    const created = await this.uploads.keepUnless(file, () => this.registerWithPnr(input, file, 'coApplicant'));
    return created.ok ? { ok: true, applicantId: created.applicantId, paymentRedirectUrl: null } : created;
  }

  private async registerWithPnr(input: Record<string, unknown>, file: UploadedFile | null, kind: 'queue' | 'coApplicant'): Promise<CreatedOutcome> {
    const schema = kind === 'queue' ? registrationSchema : coApplicantRegistrationSchema;
    const parsed = schema.safeParse(input);
    if (!parsed.success) return fromIssues(parsed.error.issues);
    const v = parsed.data;
    if (await findApplicantByLogin(this.db, v.personalIdentityNumber)) return single('personalIdentityNumber', m.alreadyRegistered);
    const emailProblem = await this.emailProblem(v.email);
    if (emailProblem) return emailProblem;

    const person = await this.lookup(v.personalIdentityNumber);
    if (!person) return flagged(single('PNR_NOT_FOUND', m.notFound), { showNoSwedishPersonalNumberForm: kind === 'queue' });
    if (person.protectedIdentity) {
      const proven = v.bankIdToken ? await this.identity.verifiedPersonalNumber(v.bankIdToken) : null;
      if (proven !== v.personalIdentityNumber) return flagged(single('BANKID_REQUIRED', m.bankIdRequired), { bankIdRequired: true });
    }
    const status = kind === 'queue' ? APPLICANT_STATUSES.PENDING_PAYMENT : APPLICANT_STATUSES.COAPPLICANT;
    return this.create(
      {
        personalIdentityNumber: v.personalIdentityNumber,
        firstName: person.firstName,
        lastName: person.lastName,
        dateOfBirth: birthDateOf(v.personalIdentityNumber)?.date ?? null,
        careOf: person.careOf,
        street: person.street,
        zipcode: person.zipcode,
        city: person.city,
        country: person.street ? 'Sverige' : null,
        email: v.email,
        mobile: v.mobile,
        phone: v.phone,
        applicantStatusId: status.applicantStatusId,
        accountType: kind === 'queue' ? 'QUEUE_ACCOUNT' : 'CO_APPLICANT_ACCOUNT',
      },
      v.password,
      file,
    );
  }

  private async create(row: Omit<NewApplicantRow, 'passwordHash'>, password: string, file: UploadedFile | null): Promise<CreatedOutcome> {
    const passwordHash = await hashPassword(password);
    const { applicantId, orderId } = await this.db.transaction(async (tx) => {
      const applicant = await insertApplicant(tx, {
        ...row,
        passwordHash,
        identificationDocumentStatus: file ? 'RECEIVED' : null,
      });
      if (file) {
        await insertDocument(tx, {
          applicantId: applicant.applicantId,
          documentType: 'IDENTIFICATION',
          name: file.name,
          description: 'Identitetshandling från registreringen',
          mediaType: file.mediaType,
          size: file.size,
          storageKey: file.key,
        });
      }
      if (row.accountType !== 'QUEUE_ACCOUNT') return { applicantId: applicant.applicantId, orderId: null };
      // The registration's queue fee: paid within 60 days, or the registration lapses (docs/decisions.md).
      const order = await insertOrder(tx, {
        applicantId: applicant.applicantId,
        productId: PRODUCTS.QUEUE_FEE.productId,
        orderStatusId: ORDER_STATUSES.UNPAID.orderStatusId,
        amount: QUEUE_FEE_ORE,
        description: 'Köavgift, registrering i bostadskön',
        dueDate: registrationDueDate(stockholmDay(this.now())),
        isRegistration: true,
      });
      return { applicantId: applicant.applicantId, orderId: order.orderId };
    });
    return { ok: true, applicantId, orderId };
  }
}

