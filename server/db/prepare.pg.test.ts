// Instances started at once on one empty PostgreSQL (issue 15, two instances): the start-up work runs under an
// advisory lock, so the migrations are applied once and the demo seeded once — without it both would migrate at the
// same moment and both find the database empty.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { LocalFileStorage } from '../storage/local-storage';
import { rows } from '../test/crash/rows';
import { createPostgresDatabase } from '../test/postgres-database';
import { openDatabase, type Database } from './client';
import { prepareDatabase } from './prepare';

const adminUrl = process.env.TEST_DATABASE_URL;

describe('start-up on one empty PostgreSQL from two processes at once', () => {
  let fresh: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const handles: Database[] = [];

  beforeAll(async () => {
    if (!adminUrl) throw new Error('the pg project needs TEST_DATABASE_URL (npm test starts PostgreSQL when it can)');
    fresh = await createPostgresDatabase(adminUrl, 'startup');
  });

  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    await fresh?.drop();
  });

  it('migrates and seeds once: one of them seeds, the other finds it seeded', async () => {
    for (let i = 0; i < 2; i++) handles.push(await openDatabase({ databaseUrl: fresh.url, pgliteDir: '' }));
    const storage = new LocalFileStorage(mkdtempSync(join(tmpdir(), 'startup-files-')));
    const results = await Promise.all(handles.map((database) => prepareDatabase(database, { seedOnEmpty: true, nodeEnv: 'test', storage })));
    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
    // Each migration recorded once (a second, concurrent run would have applied them again or failed midway).
    const journal = JSON.parse(readFileSync(join(import.meta.dirname, '../../drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const [recorded] = await rows<{ n: number }>(handles[0]!.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(recorded!.n).toBe(journal.entries.length);
  });
});
