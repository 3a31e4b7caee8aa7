// The load run's server, in a child process of bench/load-sessions.ts: the app on an empty database (in-memory PGlite,
// or a throw-away database on the PostgreSQL server given as --database-url), migrated and seeded with the demo as
// `npm start` does, paying through the provider outside it (bench/load/provider.ts), the load applicants made
// (bench/load/accounts.ts), and beside the app, on a port of its own, the
// bench's fixture route: an unpaid agency-fee order for an applicant to pay (one per visit: an unpaid order would stop
// their next interest registration, so it is made just before it is paid, as a signed contract would leave it).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { prepareDatabase } from '../../server/db/prepare';
import { applicantActor } from '../../server/domain/actor';
import { unpaidAgencyFeeOrder } from '../../server/payments/testing';
import { createFileStorage } from '../../server/storage/create-storage';
import { createPostgresDatabase } from '../../server/test/postgres-database';
import { freePort } from '../../server/test/spawn-server';
import { createLoadAccounts, type LoadAccount } from './accounts';

export interface ServeOptions {
  /** A PostgreSQL server's admin URL ('' for in-memory PGlite). */
  databaseUrl: string;
  accounts: number;
  /** The card-payment provider outside this process (bench/load/provider.ts). */
  payments: { url: string; secretKey: string };
}

export interface Ready {
  base: string;
  /** POST { applicantId } → { orderId }. */
  orderUrl: string;
  accounts: LoadAccount[];
  /** Open homes every load applicant may register interest in (by the pre-check). */
  homes: string[];
  database: string;
  setupSeconds: number;
}

async function serve(opts: ServeOptions): Promise<void> {
  const t0 = performance.now();
  const filesDir = await mkdtemp(join(tmpdir(), 'load-files-'));
  const throwAway = opts.databaseUrl ? await createPostgresDatabase(opts.databaseUrl, 'load') : null;
  // Behind a proxy, as in production: each session and each login-limit check comes from an address of its own
  // (X-Forwarded-For). The provider sends its webhooks to PUBLIC_URL, so the port is chosen first.
  const port = await freePort();
  const config = testConfig({
    LOG_LEVEL: 'error',
    FILES_DIR: filesDir,
    STATIC_DIR: './no-such-dir',
    DATABASE_URL: throwAway?.url ?? '',
    TRUST_PROXY: 'true',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PAYMENTS_URL: opts.payments.url,
    PAYMENTS_SECRET_KEY: opts.payments.secretKey,
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: 'memory://' });
  await prepareDatabase(database, { seedOnEmpty: true, nodeEnv: config.NODE_ENV, storage: createFileStorage(config) });
  const { app, services } = await buildApp(config, database);
  await app.listen({ host: '127.0.0.1', port });
  const base = config.PUBLIC_URL;

  const accounts = await createLoadAccounts(services, opts.payments.url, opts.accounts);
  const open = await services.listings.available({ filter: { onlyOpenForApplication: true }, take: 100 });
  if (!open.ok) throw new Error(open.errorText);
  const homes: string[] = [];
  for (const { rentalObjectId } of open.rentalObjects) {
    const checked = await services.applications.validateApplication(applicantActor(accounts[0]!.applicantId), rentalObjectId);
    if (checked.ok && checked.validation.canCreate) homes.push(rentalObjectId);
  }
  if (homes.length === 0) throw new Error('no open home a load applicant may register interest in');

  const fixtures = Fastify({ logger: false });
  fixtures.post('/orders', async (req) => ({ orderId: await unpaidAgencyFeeOrder(database.db, (req.body as { applicantId: number }).applicantId, new Date()) }));
  await fixtures.listen({ host: '127.0.0.1', port: 0 });

  const ready: Ready = {
    base,
    orderUrl: `http://127.0.0.1:${(fixtures.server.address() as AddressInfo).port}/orders`,
    accounts,
    homes,
    database: throwAway ? 'PostgreSQL (a throw-away database)' : 'in-memory PGlite',
    setupSeconds: (performance.now() - t0) / 1000,
  };
  process.send!(ready);
  process.on('message', () => {
    const closing = Promise.all([app.close(), fixtures.close()]);
    app.server.closeAllConnections();
    void closing
      .then(() => database.close())
      .then(() => throwAway?.drop())
      .then(() => rm(filesDir, { recursive: true, force: true }))
      .then(() => process.exit(0));
  });
}

void serve(JSON.parse(process.argv[2] ?? '{}') as ServeOptions).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
