// Content the agency edits: agency profile, navigation menu, footer, maintenance messages.
import { asc, gt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  agencyProfile,
  footerColumns,
  maintenanceMessages,
  navigationItems,
  type AgencyProfileRow,
  type FooterColumnRow,
  type MaintenanceMessageRow,
  type NavigationItemRow,
} from '../db/schema';

export async function findAgencyProfile(db: DbOrTx): Promise<AgencyProfileRow | undefined> {
  const rows = await db.select().from(agencyProfile).limit(1);
  return rows[0];
}

export async function listNavigationItems(db: DbOrTx): Promise<NavigationItemRow[]> {
  return db.select().from(navigationItems).orderBy(asc(navigationItems.sortOrder), asc(navigationItems.navigationItemId));
}

export async function listFooterColumns(db: DbOrTx): Promise<FooterColumnRow[]> {
  return db.select().from(footerColumns).orderBy(asc(footerColumns.position));
}

/** Messages that have not ended yet, earliest start first. */
export async function listCurrentMaintenanceMessages(db: DbOrTx, now: Date): Promise<MaintenanceMessageRow[]> {
  return db
    .select()
    .from(maintenanceMessages)
    .where(gt(maintenanceMessages.stop, now))
    .orderBy(asc(maintenanceMessages.start));
}
