// The session area's table: server-side sessions of applicants and staff.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { applicants } from './account';
import { staffUsers } from './staff';

/** Server-side sessions. The cookie carries a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    sessionId: text('session_id').primaryKey(),
    applicantId: integer('applicant_id').references(() => applicants.applicantId, { onDelete: 'cascade' }),
    staffUserId: integer('staff_user_id').references(() => staffUsers.staffUserId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_applicant_idx').on(t.applicantId), index('sessions_expires_idx').on(t.expiresAt)],
);

export type SessionRow = typeof sessions.$inferSelect;
