// The incomes area's tables: the applicant's incomes (spec 001 §3 Income), each certificate slot's review state and
// the certificate files (the bytes live in the file storage under storage_key, like documents). Amounts are öre;
// income types are the fixed list of src/rules/incomes.ts, referred to by id.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, date } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { applicants } from './account';
import { staffUsers } from './staff';

export const applicantIncomes = pgTable(
  'applicant_incomes',
  {
    applicantIncomeId: serial('applicant_income_id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.applicantId, { onDelete: 'cascade' }),
    incomeTypeId: integer('income_type_id').notNull(),
    /** Monthly income after tax. */
    incomeMonthlyOre: integer('income_monthly_ore').notNull(),
    /** The employer, the business, the payer … (the type's title says which). */
    incomeName: text('income_name'),
    /** When a temporary employment ends. */
    validTo: date('valid_to'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('applicant_incomes_applicant_idx').on(t.applicantId)],
);

export const CERTIFICATION_STATUSES = ['RECEIVED', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'MISSING'] as const;

/** A slot's review state (server/domain/income-certifications.ts); no row is a slot with nothing yet. */
export const incomeCertificationSlots = pgTable(
  'income_certification_slots',
  {
    applicantIncomeId: integer('applicant_income_id')
      .notNull()
      .references(() => applicantIncomes.applicantIncomeId, { onDelete: 'cascade' }),
    certificationTypeId: integer('certification_type_id').notNull(),
    slot: integer('slot').notNull(),
    status: text('status', { enum: CERTIFICATION_STATUSES }).notNull(),
    missingReason: text('missing_reason'),
    rejectedReason: text('rejected_reason'),
    /** The case handler who took the last review step. */
    reviewedByStaffUserId: integer('reviewed_by_staff_user_id').references(() => staffUsers.staffUserId, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.applicantIncomeId, t.certificationTypeId, t.slot] }),
    // The review inbox's certificate queues, read in order of their last change (issue 15 at scale).
    index('income_certification_slots_waiting_idx').on(t.updatedAt, t.applicantIncomeId, t.certificationTypeId, t.slot).where(sql`status in ('RECEIVED', 'IN_REVIEW', 'MISSING')`),
  ],
);

/** The files of a certificate slot. */
export const incomeCertificationDocuments = pgTable(
  'income_certification_documents',
  {
    documentId: serial('document_id').primaryKey(),
    applicantIncomeId: integer('applicant_income_id')
      .notNull()
      .references(() => applicantIncomes.applicantIncomeId, { onDelete: 'cascade' }),
    certificationTypeId: integer('certification_type_id').notNull(),
    slot: integer('slot').notNull(),
    /** The file's name as the browser sent it: shown, never used as a path. */
    name: text('name').notNull(),
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    created: createdAt(),
  },
  (t) => [index('income_certification_documents_income_idx').on(t.applicantIncomeId)],
);

export type ApplicantIncomeRow = typeof applicantIncomes.$inferSelect;
export type IncomeCertificationSlotRow = typeof incomeCertificationSlots.$inferSelect;
export type IncomeCertificationDocumentRow = typeof incomeCertificationDocuments.$inferSelect;
