// Content for the shell: agency profile, menu, footer, maintenance message, system status.
import { sql } from 'drizzle-orm';
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

  async systemStatus() {
    const result = await this.database.db.execute(sql`show server_version`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { server_version: string }[];
    return {
      culture: 'sv-SE',
      database: this.database.kind,
      databaseVersion: rows[0]?.server_version ?? 'okänd',
      status: 'OK',
      timezone: 'Europe/Stockholm',
    };
  }
}
