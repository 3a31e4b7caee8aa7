// A saved search as the subscriptions service shows it (the spec's Subscription: the schema's type needs no conversion).
import { expiryStateOf, WARNING_INTERVAL_DAYS } from '../../src/rules/subscriptions';
import type { SubscriptionRow } from '../db/schema';

export interface SubscriptionView {
  subscriptionId: number;
  name: string;
  sendNotifications: boolean;
  daysRemainToExpire: number;
  warningIntervalDays: number;
  isExpired: boolean;
  expiresAt: Date;
  created: Date;
  filter: SubscriptionRow['filter'];
}

/** The saved search with its expiry as it stands at `now`. */
export function toSubscriptionView(row: SubscriptionRow, now: Date): SubscriptionView {
  const { isExpired, daysRemainToExpire } = expiryStateOf(row.expiresAt, now);
  return {
    subscriptionId: row.subscriptionId,
    name: row.name,
    sendNotifications: row.sendNotifications,
    daysRemainToExpire,
    warningIntervalDays: WARNING_INTERVAL_DAYS,
    isExpired,
    expiresAt: row.expiresAt,
    created: row.createdAt,
    filter: row.filter,
  };
}
