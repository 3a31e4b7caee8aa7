// The staff area's table: the agency's case handlers and administrators (back office).
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Case handlers and other staff of the agency (back office). */
export const staffUsers = pgTable(
  'staff_users',
  {
    staffUserId: serial('staff_user_id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['caseHandler', 'admin'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 12 digits; staff log in with BankID by it. Null for an account that logs in with its password only. */
    personalNumber: text('personal_number'),
    /** An administrator closes an account instead of deleting it (the audit log names its id): no login, no session. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_users_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('staff_users_personal_number_uq').on(t.personalNumber).where(sql`${t.personalNumber} is not null`),
  ],
);

/**
 * Every staff view of an applicant's personal data and every staff change, written in the same transaction as the change.
 * The app never deletes or updates a row; no foreign keys, so a row outlives the staff account or applicant it names.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    auditId: bigserial('audit_id', { mode: 'number' }).primaryKey(),
    staffUserId: integer('staff_user_id').notNull(),
    /** What was done, e.g. DOCUMENT_APPROVE, CERTIFICATION_REJECT, VIEW_REVIEW_INBOX. */
    action: text('action').notNull(),
    /** The applicant it concerned (null for a view of no single applicant). */
    applicantId: integer('applicant_id'),
    /** What it was done to, e.g. "document:12" or "certification:5/PAYSLIP/1". */
    subject: text('subject'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('staff_audit_log_staff_idx').on(t.staffUserId, t.at),
    index('staff_audit_log_applicant_idx').on(t.applicantId, t.at),
    index('staff_audit_log_at_idx').on(t.at),
  ],
);

export type StaffUserRow = typeof staffUsers.$inferSelect;
export type StaffAuditRow = typeof staffAuditLog.$inferSelect;
