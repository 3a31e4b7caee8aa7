// The staff area's table: the agency's case handlers and administrators (back office).
import { sql } from 'drizzle-orm';
import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_users_email_uq').on(sql`lower(${t.email})`)],
);
