// Content for the shell: agency profile, menu, footer, maintenance message.
import type { Database } from '../db/client';
import type { AgencyProfileRow, MaintenanceMessageRow } from '../db/schema';
import { buildMenuTree, buildSiteFooter, type MenuItem, type SiteFooter } from '../domain/content';
import {
  findAgencyProfile,
  listCurrentMaintenanceMessages,
  listFooterColumns,
  listNavigationItems,
} from './content.repository';

export class ContentService {
  constructor(
    private readonly database: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async agencyProfile(): Promise<AgencyProfileRow | null> {
    return (await findAgencyProfile(this.database.db)) ?? null;
  }

  async menu(): Promise<MenuItem[]> {
    return buildMenuTree(await listNavigationItems(this.database.db));
  }

  async footer(): Promise<SiteFooter> {
    return buildSiteFooter(await listFooterColumns(this.database.db));
  }

  /** The message in force now, else the next planned one. */
  async maintenanceMessage(): Promise<MaintenanceMessageRow | null> {
    const [first] = await listCurrentMaintenanceMessages(this.database.db, this.now());
    return first ?? null;
  }
}
