// The account area's tables: applicants, their co-applicant links, warnings and blocks, failed logins and
// password-reset links.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const applicants = pgTable(
  'applicants',
  {
    applicantId: serial('applicant_id').primaryKey(),
    /** 12 digits; null for a person registered without a Swedish personal number. */
    personalIdentityNumber: text('personal_identity_number'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth'),
    email: text('email'),
    emailSecondary: text('email_secondary'),
    phone: text('phone'),
    mobile: text('mobile'),
    hasPaid: boolean('has_paid').notNull().default(false),
    queueDate: date('queue_date'),
    queueFeeValidToDate: date('queue_fee_valid_to_date'),
    pendingQueueFeeOrderDueDate: date('pending_queue_fee_order_due_date'),
    isStudent: boolean('is_student').notNull().default(false),
    subscribeNewsletter: boolean('subscribe_newsletter').notNull().default(false),
    autopayAgreementRef: text('autopay_agreement_ref'),
    autopayExpireDate: date('autopay_expire_date'),
    /** The provider payment that registered the autopay card (spec: paymentReference). */
    autopayPaymentReference: text('autopay_payment_reference'),
    doNotWantPhysicalMail: boolean('do_not_want_physical_mail').notNull().default(false),
    needToUpdateContact: boolean('need_to_update_contact').notNull().default(false),
    identificationDocumentStatus: text('identification_document_status'),
    careOf: text('care_of'),
    street: text('street'),
    zipcode: text('zipcode'),
    city: text('city'),
    country: text('country'),
    temporaryCareOf: text('temporary_care_of'),
    temporaryStreet: text('temporary_street'),
    temporaryZipcode: text('temporary_zipcode'),
    temporaryCity: text('temporary_city'),
    temporaryCountry: text('temporary_country'),
    accountType: text('account_type', { enum: ['QUEUE_ACCOUNT', 'CO_APPLICANT_ACCOUNT'] })
      .notNull()
      .default('QUEUE_ACCOUNT'),
    paymentPeriod: text('payment_period'),
    /** The applicant's chosen way to pay (creditcard, email, mail, swish); see src/rules/orders.ts. */
    paymentMethodId: integer('payment_method_id').notNull().default(1),
    applicantStatusId: integer('applicant_status_id').notNull(),
    passwordHash: text('password_hash'),
    /** When the applicant left the queue; personal data is erased after the retention period. */
    deregisteredAt: timestamp('deregistered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applicants_pnr_uq').on(t.personalIdentityNumber),
    uniqueIndex('applicants_email_uq').on(sql`lower(${t.email})`),
  ],
);

/** A co-applicant linked to a main applicant (spec: only one co-applicant is allowed). Rejected requests are deleted. */
export const coApplicantLinks = pgTable(
  'co_applicant_links',
  {
    coApplicantLinkId: serial('co_applicant_link_id').primaryKey(),
    mainApplicantId: integer('main_applicant_id')
      .notNull()
      .references(() => applicants.applicantId, { onDelete: 'cascade' }),
    coApplicantId: integer('co_applicant_id')
      .notNull()
      .references(() => applicants.applicantId, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted'] }).notNull(),
    /** Who sent the request; the other one must accept it. */
    requestedByApplicantId: integer('requested_by_applicant_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('co_applicant_links_main_uq').on(t.mainApplicantId),
    uniqueIndex('co_applicant_links_co_uq').on(t.coApplicantId),
  ],
);

export const warnings = pgTable('warnings', {
  warningId: serial('warning_id').primaryKey(),
  applicantId: integer('applicant_id')
    .notNull()
    .references(() => applicants.applicantId, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  validFromDate: date('valid_from_date').notNull(),
  validToDate: date('valid_to_date').notNull(),
  /** Set when a case handler revoked the warning: it no longer counts towards a block. */
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  revokedReason: text('revoked_reason'),
  /** The staff member who revoked it (no foreign key, like the audit log). */
  revokedByStaffUserId: integer('revoked_by_staff_user_id'),
});

export const blocks = pgTable('blocks', {
  blockId: serial('block_id').primaryKey(),
  applicantId: integer('applicant_id')
    .notNull()
    .references(() => applicants.applicantId, { onDelete: 'cascade' }),
  /** Landlord name; null means every landlord. */
  landlord: text('landlord'),
  start: date('start').notNull(),
  end: date('end').notNull(),
  reason: text('reason').notNull(),
  /** Set when a case handler ended the block early; its end is then moved to the day before, so every rule sees it over. */
  endedAt: timestamp('ended_at', { withTimezone: true }),
  endedByStaffUserId: integer('ended_by_staff_user_id'),
});

/** A case handler's note on an applicant (back office). The staff member is named without a foreign key, like the audit log. */
export const applicantStaffNotes = pgTable(
  'applicant_staff_notes',
  {
    noteId: serial('note_id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.applicantId, { onDelete: 'cascade' }),
    staffUserId: integer('staff_user_id').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('applicant_staff_notes_applicant_idx').on(t.applicantId, t.createdAt)],
);

/** Failed login attempts, counted per account key and per client address for rate limiting. */
export const loginFailures = pgTable(
  'login_failures',
  {
    loginFailureId: serial('login_failure_id').primaryKey(),
    /** SHA-256 of the normalised user name: never the personnummer itself. */
    accountKey: text('account_key').notNull(),
    clientAddress: text('client_address').notNull(),
    createdAt: createdAt(),
    /**
     * An attempt whose password is being checked right now (server/account/login-attempt.ts): a failure until proven
     * otherwise, so a burst sent at once is held to the limit; settled to false when the password was wrong, removed
     * when it was right.
     */
    inFlight: boolean('in_flight').notNull().default(false),
  },
  (t) => [
    index('login_failures_account_idx').on(t.accountKey, t.createdAt),
    index('login_failures_address_idx').on(t.clientAddress, t.createdAt),
  ],
);

/** Single-use password-reset links; only the SHA-256 of the token is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.applicantId, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_applicant_idx').on(t.applicantId)],
);

export type ApplicantRow = typeof applicants.$inferSelect;
export type WarningRow = typeof warnings.$inferSelect;
export type BlockRow = typeof blocks.$inferSelect;
export type ApplicantStaffNoteRow = typeof applicantStaffNotes.$inferSelect;
export type NewApplicantRow = typeof applicants.$inferInsert;
