// The mail provider's outbox (the sandbox transport's store, shown at /sandbox/mail).
import { jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** E-mail kept by the outbox transport (the default when no SMTP server is configured); /sandbox/mail shows it. */
export const mailOutbox = pgTable('mail_outbox', {
  mailId: serial('mail_id').primaryKey(),
  to: text('to').notNull(),
  from: text('from').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** Files sent with the message (a showing's calendar file), their content as text. */
  attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
  createdAt: createdAt(),
});

/** A text attachment (an .ics calendar file). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export type MailRow = typeof mailOutbox.$inferSelect;
