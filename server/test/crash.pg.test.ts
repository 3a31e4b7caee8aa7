// Crashes (issue 15): the server is killed with SIGKILL again and again — each time in the middle of one kind of write
// (a card payment's completion, a case handler's brokerage step, an interest registration, an upload) — while an
// applicant registers and withdraws interest and uploads, a payer pays orders by card through the provider's hosted
// page, and a case handler brokers homes in the back office, all at full speed. The provider runs outside the server
// (server/test/crash/payment-traffic.ts), so its payments and its webhooks outlive each crash.
//
// After each restart nothing is half-written (server/test/crash/whole-state.ts): every registration's history is one
// chain to its row's stage, every home's brokerage step whole with its audit rows, every paid order paid by exactly one
// payment with the provider's charge, every document row with its file. After the last restart the provider's webhooks
// that met a dead server arrive, the provider calls every webhook again and the browsers come back late: each charged
// order is paid exactly once and nothing changes. Finally the files a crash left without a row are exactly what the
// orphan cleanup removes once they are old enough. Runs in the PostgreSQL phase of `npm test` (vitest project pg).
import { eq, sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '../../src/rules/orders';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';
import { applicants } from '../db/schema';
import { scenarios } from '../db/seed/scenarios';
import { completeCardPayment } from '../payments/testing';
import { StaffClient } from '../staff/testing';
import { tempFilesDir } from '../storage/testing';
import { Activity, type WriteKind } from './crash/activity';
import { openHomes, registrationTraffic, uploadTraffic } from './crash/applicant-traffic';
import { CaseHandlerRun, homesToBroker } from './crash/brokerage-traffic';
import { deliveriesOfCharged } from './crash/payment-checks';
import { paymentTraffic, startOutsideProvider, unpaidOrders, type OutsideProvider } from './crash/payment-traffic';
import { rows } from './crash/rows';
import { faultsAfterCrash, NO_FAULTS, type CrashSubjects } from './crash/whole-state';
import { createPostgresDatabase, TestClient } from './harness';
import { freePort, startMain, type StartedProcess } from './spawn-server';

const adminUrl = process.env.TEST_DATABASE_URL;
/** Each round's kill lands while a write of this kind is in flight (after every kind has been answered once). */
const KILLS: WriteKind[] = ['payment', 'brokerage', 'registration', 'upload', 'payment'];
const { payingApplicant: anna, mainApplicant: erik, caseHandler: karin } = scenarios;

async function loggedIn(baseUrl: string, who: { email: string; password: string }): Promise<TestClient> {
  const client = new TestClient(baseUrl);
  expect((await client.login(who.email, who.password)).status).toBe(200);
  return client;
}

async function staffLoggedIn(baseUrl: string): Promise<StaffClient> {
  const staff = new StaffClient(new TestClient(baseUrl));
  expect((await staff.login({ email: karin.email, password: karin.password })).status).toBe(200);
  return staff;
}

/** The id the next registration will get (the seed's are below it). */
async function nextApplicationId(db: Db): Promise<number> {
  return Number((await rows<{ n: number }>(db, sql`select coalesce(max(application_id), 0) + 1 as n from applications`))[0]!.n);
}

/** What a late webhook or return must not change: the payer's orders and payments, and the webhook events handled. */
async function paymentSnapshot(db: Db, payerId: number) {
  return {
    orders: await rows<{ order_id: number; order_status_id: number }>(db, sql`select order_id, order_status_id, paid_date from orders where applicant_id = ${payerId} order by order_id`),
    payments: await rows(db, sql`select payment_id, order_id, status, charge_id, refund_id from payments where applicant_id = ${payerId} order by payment_id`),
    webhookEvents: (await rows<{ n: number }>(db, sql`select count(*)::int as n from webhook_events`))[0]!.n,
  };
}

describe('a server killed mid-write', () => {
  let db: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let files: Awaited<ReturnType<typeof tempFilesDir>>;
  let provider: OutsideProvider;
  let database: Database | undefined;
  let server: StartedProcess | undefined;

  beforeAll(async () => {
    if (!adminUrl) throw new Error('the pg project needs TEST_DATABASE_URL (npm test starts PostgreSQL when it can)');
    db = await createPostgresDatabase(adminUrl);
    files = await tempFilesDir();
    provider = await startOutsideProvider();
  });
  afterAll(async () => {
    await server?.kill();
    await database?.close();
    await provider?.close();
    await db?.drop();
    await files?.remove();
  });

  it('leaves nothing half-written, completes each payment exactly once, and only orphans the cleanup removes', async () => {
    // One address for every restart: the provider sends its webhooks there (PUBLIC_URL).
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = {
      DATABASE_URL: db.url,
      FILES_DIR: files.dir,
      SEED_ON_EMPTY: 'true',
      NODE_ENV: 'test',
      PUBLIC_URL: baseUrl,
      PAYMENTS_URL: provider.url,
      PAYMENTS_SECRET_KEY: provider.secretKey,
    };
    const start = async () => {
      server = await startMain(env, { port });
      expect(server.exitCode, server.stderr).toBeNull();
    };

    // The first start seeds the demo; then the payer's orders and the homes to broker are added beside it.
    await start();
    database = await openDatabase({ databaseUrl: db.url, pgliteDir: 'unused' });
    const [payerRow] = await database.db.select({ id: applicants.applicantId }).from(applicants).where(eq(applicants.email, erik.email));
    const payerId = payerRow!.id;
    const subjects: CrashSubjects = {
      firstApplicationId: await nextApplicationId(database.db),
      orderIds: await unpaidOrders(database.db, payerId, 80, new Date()),
      homes: await homesToBroker(database.db, 5, 30, new Date()),
      provider: provider.driver,
      filesDir: files.dir,
    };

    const caseHandler = new CaseHandlerRun(subjects.homes);
    const rounds: string[] = [];
    for (const [round, kind] of KILLS.entries()) {
      if (round > 0) {
        await start();
        expect(await faultsAfterCrash(database.db, subjects, { settled: false }), `after kill ${round}`).toEqual(NO_FAULTS);
      }
      const applicant = await loggedIn(baseUrl, anna);
      const payer = await loggedIn(baseUrl, erik);
      const staff = await staffLoggedIn(baseUrl);
      const homes = await openHomes(applicant, 6);
      const activity = new Activity();
      const running = [
        registrationTraffic(applicant, homes, activity),
        uploadTraffic(applicant, activity),
        uploadTraffic(payer, activity),
        paymentTraffic(payer, provider, activity),
        caseHandler.traffic(staff, activity),
      ];
      await activity.midWrite(kind, 120_000);
      await new Promise((r) => setTimeout(r, Math.random() * 30));
      await server!.kill();
      activity.stopped = true;
      await Promise.all(running);
      rounds.push(`killed mid-${kind} after ${activity.describe()}`);
    }

    // The last restart: whole at once; then the webhooks that met a dead server are delivered (retries without their
    // backoff), the provider calls every webhook of every charge again, and each payer's browser comes back late.
    await start();
    expect(await faultsAfterCrash(database.db, subjects, { settled: false }), 'after the last kill').toEqual(NO_FAULTS);
    await provider.sandbox.flush();
    const settled = await paymentSnapshot(database.db, payerId);
    const charged = (await provider.driver.payments()).filter((p) => p.charges.length > 0 && p.myReference?.startsWith('order-'));
    // A webhook of a payment whose completion was cut off met the dead server, and was delivered after the restart.
    const retried = charged.flatMap((p) => p.deliveries).filter((d) => d.attempts > 1 && d.status === 'delivered');
    expect(retried.length).toBeGreaterThan(0);
    const again = deliveriesOfCharged(charged);
    expect(again.length).toBeGreaterThanOrEqual(charged.length);
    for (const d of again) await provider.driver.resend(d.id);
    await provider.sandbox.flush();
    const resent = (await provider.driver.payments()).flatMap((p) => p.deliveries.filter((d) => d.kind === 'resend'));
    expect(resent.filter((d) => d.status !== 'delivered')).toEqual([]);
    const late = await loggedIn(baseUrl, erik);
    for (const p of charged) expect(await completeCardPayment(late, Number(p.myReference!.slice('order-'.length)), p.paymentId)).toMatchObject({ paid: true });
    expect(await paymentSnapshot(database.db, payerId)).toEqual(settled);
    expect(await faultsAfterCrash(database.db, subjects, { settled: true }), 'once the webhooks are in').toEqual(NO_FAULTS);
    await server!.stop();

    // The traffic got somewhere: orders paid in every payment round, homes closed, registrations made.
    const paidOrders = settled.orders.filter((o) => subjects.orderIds.includes(o.order_id) && o.order_status_id === ORDER_STATUSES.PAID.orderStatusId).length;
    const closed = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from brokerages where period_closed_at is not null and rental_object_id in (${sql.join(subjects.homes.map((h) => sql`${h}`), sql`, `)})`);
    const created = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from application_events where type = 'CREATED' and application_id >= ${subjects.firstApplicationId} and actor like 'applicant:%'`);
    expect(paidOrders).toBeGreaterThanOrEqual(KILLS.filter((k) => k === 'payment').length);
    expect(closed[0]!.n).toBeGreaterThan(0);
    expect(created[0]!.n).toBeGreaterThanOrEqual(KILLS.length);

    // Two hours on, the orphan cleanup takes every file no row names (a crash between the file and its row, or a
    // partial write), and not one file a row names.
    const later = new Date(Date.now() + 2 * 60 * 60_000);
    const { app, services } = await buildApp(testConfig({ DATABASE_URL: db.url, FILES_DIR: files.dir, STATIC_DIR: './no-such-dir' }), database, { now: () => later });
    try {
      const documents = await rows<{ storage_key: string }>(database.db, sql`select storage_key from documents`);
      console.info(
        `crash: ${rounds.join('; ')}. ${charged.length} charges, ${paidOrders} orders paid, ${retried.length} webhooks delivered after a restart, ${again.length} sent again; ` +
          `${closed[0]!.n} homes closed; cleanup ${await services.documentFilesCleanup.removeOrphans()}; ${documents.length} document rows, each with its file`,
      );
      const left: string[] = [];
      for await (const o of services.storage.list('documents')) left.push(o.key);
      const named = new Set(
        (await rows<{ k: string }>(database.db, sql`select storage_key as k from documents union select storage_key from income_certification_documents union select storage_key from rental_object_images where storage_key is not null`)).map((r) => r.k),
      );
      expect(left.filter((k) => !named.has(k))).toEqual([]);
      expect(documents.every((d) => left.includes(d.storage_key))).toBe(true);
    } finally {
      await app.close();
    }
  }, 900_000);
});
