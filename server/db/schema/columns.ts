// Column helpers shared by the areas' tables.
import { customType, timestamp } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
