// The integration tests' seeded template: migrating and seeding a database took about 11 s of each test file's start
// (74 files, twice in CI: PGlite and PostgreSQL). Built once per run by the int project's global setup
// (server/test/global-setup.ts): a PGlite dump, and on PostgreSQL a template database, each with the folder of the
// demo files its rows name. A test server whose configuration seeds the demo into local files starts from a copy;
// any other (no seed, S3 storage, production) prepares its database itself as before.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testConfig } from '../config';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { createFileStorage } from '../storage/create-storage';
import { createPostgresDatabase } from './postgres-database';

export interface Templates {
  /** A tar of the seeded PGlite database, and the folder of its files (null when the run is on PostgreSQL). */
  pglite: { dump: string; filesDir: string } | null;
  /** The seeded template database on TEST_DATABASE_URL's server, and the folder of its files. */
  postgres: { name: string; filesDir: string } | null;
}

export async function buildTemplates(now: Date, adminUrl: string | undefined): Promise<{ templates: Templates; dispose: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'it-template-'));
  const seeded = async (databaseUrl: string, filesDir: string) => {
    const database = await openDatabase({ databaseUrl, pgliteDir: 'memory://' });
    await prepareDatabase(database, { seedOnEmpty: true, nodeEnv: 'test', storage: createFileStorage(testConfig({ FILES_DIR: filesDir })), now });
    return database;
  };
  let pglite: Templates['pglite'] = null;
  let postgres: Templates['postgres'] = null;
  let drop = async () => {};
  if (!adminUrl) {
    pglite = { dump: join(dir, 'pglite.tar'), filesDir: join(dir, 'pglite-files') };
    const lite = await seeded('', pglite.filesDir);
    await writeFile(pglite.dump, Buffer.from(await (await lite.dump!()).arrayBuffer()));
    await lite.close();
  } else {
    const created = await createPostgresDatabase(adminUrl, 'it_template');
    const filesDir = join(dir, 'postgres-files');
    await (await seeded(created.url, filesDir)).close();
    postgres = { name: new URL(created.url).pathname.slice(1), filesDir };
    drop = created.drop;
  }
  return {
    templates: { pglite, postgres },
    dispose: async () => {
      await drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
