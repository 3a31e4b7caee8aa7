// The content area's tables: the agency profile, navigation, footer and maintenance messages.
import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The tenant agency profile: exactly one row (id 1). */
export const agencyProfile = pgTable('agency_profile', {
  agencyProfileId: integer('agency_profile_id').primaryKey(),
  agencyCode: text('agency_code', { enum: ['UBF', 'BPS'] }).notNull(),
  productName: text('product_name').notNull(),
  queueFeePrice: integer('queue_fee_price').notNull(),
  maxWarnings: integer('max_warnings').notNull(),
  newsletterEnabled: boolean('newsletter_enabled').notNull(),
  queueTimeHidden: boolean('queue_time_hidden').notNull(),
});

export const navigationItems = pgTable('navigation_items', {
  navigationItemId: serial('navigation_item_id').primaryKey(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  url: text('url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Up to three footer columns (position 1..3), each with an optional title and HTML text. */
export const footerColumns = pgTable('footer_columns', {
  position: integer('position').primaryKey(),
  title: text('title'),
  html: text('html').notNull(),
});

export const maintenanceMessages = pgTable('maintenance_messages', {
  maintenanceMessageId: serial('maintenance_message_id').primaryKey(),
  message: text('message').notNull(),
  start: timestamp('start', { withTimezone: true }).notNull(),
  stop: timestamp('stop', { withTimezone: true }).notNull(),
});

export type AgencyProfileRow = typeof agencyProfile.$inferSelect;
export type MaintenanceMessageRow = typeof maintenanceMessages.$inferSelect;
export type NavigationItemRow = typeof navigationItems.$inferSelect;
export type FooterColumnRow = typeof footerColumns.$inferSelect;
