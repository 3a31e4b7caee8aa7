// The bankid area's table: BankID orders the portal started.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { applicants } from './account';

/**
 * BankID orders the portal started, bound to the browser that started them (a cookie whose SHA-256 is the id).
 * The QR secret never leaves the server. A completed identification or signature hands the browser a single-use
 * proof token (stored hashed) that registration or deregistration then redeems.
 */
export const bankidSessions = pgTable('bankid_sessions', {
  bankidSessionId: text('bankid_session_id').primaryKey(),
  purpose: text('purpose', { enum: ['login', 'identify', 'deregister', 'staffLogin'] }).notNull(),
  method: text('method', { enum: ['qr', 'autostart'] }).notNull(),
  orderRef: text('order_ref').notNull(),
  autoStartToken: text('auto_start_token').notNull(),
  qrStartToken: text('qr_start_token').notNull(),
  qrStartSecret: text('qr_start_secret').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  /** The logged-in applicant who started a deregistration. */
  applicantId: integer('applicant_id').references(() => applicants.applicantId, { onDelete: 'cascade' }),
  returnUrl: text('return_url'),
  status: text('status', { enum: ['pending', 'complete', 'failed'] }).notNull().default('pending'),
  hintCode: text('hint_code'),
  completedPersonalNumber: text('completed_personal_number'),
  completedName: text('completed_name'),
  proofTokenHash: text('proof_token_hash'),
  proofUsedAt: timestamp('proof_used_at', { withTimezone: true }),
});

export type BankIdSessionRow = typeof bankidSessions.$inferSelect;
