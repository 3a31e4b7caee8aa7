// Crashes (issue 15): the server is killed with SIGKILL again and again while applicants register and withdraw
// interest and upload documents at full speed. After each restart the database holds nothing half-written — every
// registration has the history entry of its creation, every document row its file — and the files a crash left without
// a row (complete or partial) are exactly what the orphan cleanup removes once they are old enough. Runs in the
// PostgreSQL phase of `npm test` (vitest project pg).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase } from '../db/client';
import { scenarios } from '../db/seed/scenarios';
import { SAMPLE_PDF } from '../documents/sample-files';
import { tempFilesDir } from '../storage/testing';
import { createPostgresDatabase, TestClient } from './harness';
import { startMain, type StartedProcess } from './spawn-server';

const adminUrl = process.env.TEST_DATABASE_URL;
const ROUNDS = 5;
const { payingApplicant: anna, mainApplicant: erik } = scenarios;

/** One applicant's traffic until the server goes away: interest in each home and withdrawn again, and uploads. */
async function traffic(client: TestClient, homes: string[], stop: { now: boolean }): Promise<void> {
  const create = 'mutation($a: ApplicationInput!) { createApplication(application: $a) { error } }';
  const remove = 'mutation($id: String!) { deleteApplication(rentalObjectId: $id) { error } }';
  const upload = () => client.multipart('/mypages/api/documents', { description: 'Intyg' }, [{ field: 'file', name: 'intyg.pdf', type: 'application/pdf', content: SAMPLE_PDF }]);
  const loop = async (step: (i: number) => Promise<unknown>) => {
    for (let i = 0; !stop.now; i++) await step(i).catch(() => undefined);
  };
  await Promise.all([
    loop(async (i) => {
      const id = homes[i % homes.length]!;
      await client.graphql(create, { a: { rentalObjectId: id, showingConfirm: true, coApplicantConfirm: true, moveInDateConfirm: true, shortTimeConfirm: true } });
      await client.graphql(remove, { id });
    }),
    loop(upload),
  ]);
}

/** The id the next registration will get (the seed's are below it). */
async function nextApplicationId(url: string): Promise<number> {
  const { Client } = await import('pg');
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return Number((await c.query('select coalesce(max(application_id), 0) + 1 as n from applications')).rows[0].n);
  } finally {
    await c.end();
  }
}

describe('a server killed mid-write', () => {
  let db: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let files: Awaited<ReturnType<typeof tempFilesDir>>;
  let server: StartedProcess | undefined;

  beforeAll(async () => {
    if (!adminUrl) throw new Error('the pg project needs TEST_DATABASE_URL (npm test starts PostgreSQL when it can)');
    db = await createPostgresDatabase(adminUrl);
    files = await tempFilesDir();
  });
  afterAll(async () => {
    await server?.kill();
    await db?.drop();
    await files?.remove();
  });

  it('leaves no half-written registration or document, and only orphans the cleanup removes', async () => {
    const env = { DATABASE_URL: db.url, FILES_DIR: files.dir, SEED_ON_EMPTY: 'true', NODE_ENV: 'test' };
    let firstTrafficId = 0;
    for (let round = 0; round < ROUNDS; round++) {
      server = await startMain(env);
      expect(server.exitCode, server.stderr).toBeNull();
      // The first start seeds the demo (registrations of its own making); the traffic's are those made after it.
      if (round === 0) firstTrafficId = await nextApplicationId(db.url);
      const clients = [new TestClient(server.baseUrl), new TestClient(server.baseUrl)];
      expect((await clients[0]!.login(anna.email, anna.password)).status).toBe(200);
      expect((await clients[1]!.login(erik.email, erik.password)).status).toBe(200);
      const { rentalObjects } = await clients[0]!.data('{ getRentalObjectsAvailable(take: 6) { rentalObjects { rentalObjectId } } }');
      const homes = (rentalObjects as { rentalObjectId: string }[]).map((r) => r.rentalObjectId);
      const stop = { now: false };
      const running = clients.map((c) => traffic(c, homes, stop));
      await new Promise((r) => setTimeout(r, 400 + round * 250));
      await server.kill();
      stop.now = true;
      await Promise.all(running);
    }

    // Look at what the crashes left, with the app's own services on the same database and folder.
    const database = await openDatabase({ databaseUrl: db.url, pgliteDir: 'unused' });
    try {
      const rows = async (query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
      const withoutHistory = await rows(sql`select a.application_id from applications a where not exists (select 1 from application_events e where e.application_id = a.application_id and e.type = 'CREATED') and a.application_id >= ${firstTrafficId}`);
      expect(withoutHistory).toEqual([]);
      const documents = await rows(sql`select storage_key from documents`);
      expect(documents.length).toBeGreaterThan(0);
      expect(documents.filter((d) => !existsSync(join(files.dir, String(d.storage_key))))).toEqual([]);
      const created = await rows(sql`select count(*)::int as n from application_events where type = 'CREATED' and application_id >= ${firstTrafficId}`);
      expect(Number(created[0]!.n)).toBeGreaterThan(ROUNDS);

      // Two hours on, the orphan cleanup takes every file no row names (a crash between the file and its row, or a
      // partial write), and not one file a row names.
      const later = new Date(Date.now() + 2 * 60 * 60_000);
      const { app, services } = await buildApp(testConfig({ DATABASE_URL: db.url, FILES_DIR: files.dir, STATIC_DIR: './no-such-dir' }), database, { now: () => later });
      try {
        console.info(`crash: ${ROUNDS} kills; cleanup ${await services.documentFilesCleanup.removeOrphans()}; ${documents.length} document rows, each with its file`);
        const left: string[] = [];
        for await (const o of services.storage.list('documents')) left.push(o.key);
        const named = new Set((await rows(sql`select storage_key as k from documents union select storage_key from income_certification_documents union select storage_key from rental_object_images where storage_key is not null`)).map((r) => String(r.k)));
        expect(left.filter((k) => !named.has(k))).toEqual([]);
        expect(documents.every((d) => left.includes(String(d.storage_key)))).toBe(true);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  }, 600_000);
});
