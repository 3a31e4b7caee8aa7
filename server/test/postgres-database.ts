// A throw-away database on the PostgreSQL server named by an admin URL (TEST_DATABASE_URL): for the integration tests
// on PostgreSQL and the end-to-end run on two instances (e2e/support/two-instances-server.ts).
import { randomBytes } from 'node:crypto';

/**
 * Creates the database (named `<prefix>_<pid>_<random>`), empty or as a copy of a template database; returns its URL
 * and a drop that removes it.
 */
export async function createPostgresDatabase(adminUrl: string, prefix = 'it', template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { Client } = await import('pg');
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
