// The system status (spec 000 §3; operations/session getStatus): the portal's culture and time zone, and the database
// it runs on with its version, read from the database itself so the answer proves it is reachable.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export interface SystemStatusView {
  culture: string;
  database: Database['kind'];
  databaseVersion: string;
  status: string;
  timezone: string;
}

export class SystemStatusService {
  constructor(private readonly database: Database) {}

  async status(): Promise<SystemStatusView> {
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
