// Opens the database: embedded PGlite by default, a real PostgreSQL when DATABASE_URL is set.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { takeTurns } from './pglite-turns';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: repositories accept either. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'PGlite' | 'PostgreSQL';
  /** PostgreSQL only: its connection string (pg-boss opens its own connections, server/jobs/pg-boss-runner.ts). */
  url?: string;
  /**
   * PGlite only (the process owns the database): calls back with each NOTIFY on the channel, delivered when the
   * notifying change commits, before the writer's own query returns. Resolves to a function that stops listening.
   */
  listen?: (channel: string, callback: (payload: string) => void) => Promise<() => Promise<void>>;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process of this app runs its own exclusive work on the same database: a PostgreSQL
   * advisory lock held on one connection of the pool (several instances starting at once migrate and seed one after
   * the other); PGlite belongs to one process, so there it simply runs.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** PGlite only: the whole database as a tar (the integration tests' seeded template, server/test/templates.ts). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** The advisory lock key of the start-up work (migrations, seeding an empty database): any fixed 64-bit number. */
export const STARTUP_LOCK_KEY = 7_301_946_281;

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export async function openDatabase(opts: { databaseUrl: string; pgliteDir: string; /** PGlite only: start from this dump (dumpDataDir). */ pgliteLoad?: Blob }): Promise<Database> {
  if (opts.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 10 });
    // A connection that breaks while idle (server restart, a terminated backend) is dropped by the pool and the next
    // query opens a new one. Without a listener the pool's 'error' event would end the process. Only the code is
    // written: an error's text can quote values.
    pool.on('error', (error: Error & { code?: string }) => {
      process.stderr.write(`PostgreSQL connection lost while idle (${error.code ?? 'no code'}); the pool reconnects.\n`);
    });
    const db = drizzle(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'PostgreSQL',
      url: opts.databaseUrl,
      migrate: () => migrate(db, { migrationsFolder }),
      exclusive: async (work) => {
        const lockHolder = await pool.connect();
        try {
          await lockHolder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          try {
            return await work();
          } finally {
            await lockHolder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
          }
        } finally {
          lockHolder.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!opts.pgliteDir.startsWith('memory://')) mkdirSync(path.dirname(path.resolve(opts.pgliteDir)), { recursive: true });
  const pglite = new PGlite(opts.pgliteDir, opts.pgliteLoad ? { loadDataDir: opts.pgliteLoad } : {});
  // Ready first: PGlite's own start-up runs statements through the same methods, which must not wait for its users'.
  await pglite.waitReady;
  const client = takeTurns(pglite);
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'PGlite',
    listen: (channel, callback) => client.listen(channel, callback),
    migrate: () => migrate(db, { migrationsFolder }),
    exclusive: (work) => work(),
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
