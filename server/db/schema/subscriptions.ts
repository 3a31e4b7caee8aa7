// The subscriptions area's tables: saved searches (bevakningar) and the objects already e-mailed for them.
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { SubscriptionFilter } from '../../../src/rules/subscriptions';
import { createdAt } from './columns';
import { applicants } from './account';
import { rentalObjects } from './listings';

/** A saved search's filter as stored (jsonb): the shared rule's shape. */
export type SubscriptionFilterJson = SubscriptionFilter;

/** Saved searches (bevakningar). Active until expiresAt; renewing moves it six months from the renewal. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    subscriptionId: serial('subscription_id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.applicantId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sendNotifications: boolean('send_notifications').notNull().default(false),
    filter: jsonb('filter').$type<SubscriptionFilterJson>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('subscriptions_applicant_idx').on(t.applicantId), index('subscriptions_expires_idx').on(t.expiresAt)],
);

/** Objects already e-mailed for a saved search: the mail job never sends one twice. */
export const subscriptionNotifications = pgTable(
  'subscription_notifications',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.subscriptionId, { onDelete: 'cascade' }),
    rentalObjectId: text('rental_object_id')
      .notNull()
      .references(() => rentalObjects.rentalObjectId, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.rentalObjectId] }), index('subscription_notifications_sent_idx').on(t.sentAt)],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
