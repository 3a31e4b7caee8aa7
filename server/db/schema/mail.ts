// The mail provider's outbox (the sandbox transport's store, shown at /sandbox/mail).
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** E-mail kept by the outbox transport (the default when no SMTP server is configured); /sandbox/mail shows it. */
export const mailOutbox = pgTable('mail_outbox', {
  mailId: serial('mail_id').primaryKey(),
  to: text('to').notNull(),
  from: text('from').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: createdAt(),
});

export type MailRow = typeof mailOutbox.$inferSelect;
