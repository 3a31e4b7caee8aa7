// The web server of the Playwright project 'two-instances' (issue 15): two processes of the real entry point on one
// fresh PostgreSQL database (created from TEST_DATABASE_URL for this run, dropped at the end) and one S3 bucket (s3rver),
// both serving the built SPA and back office, behind a round-robin proxy on E2E_TWO_INSTANCES_PORT: consecutive
// requests go to alternate processes, as behind a load balancer without sticky sessions.
//
// The first process migrates and seeds the empty database before the second starts (two at once would both migrate
// and seed it). The providers' sandboxes keep their state (payments, BankID orders, bank connections) in the process
// that serves them, standing in for one external service each: the proxy sends every /sandbox/ request to the first
// process, and both processes reach the providers through the proxy's address, as they would reach the real ones.
//
// Run by playwright.config.ts (E2E_TWO_INSTANCES=1); it ends on SIGTERM or SIGINT.
import { startRoundRobinProxy } from '../../server/test/round-robin-proxy';
import { createPostgresDatabase } from '../../server/test/postgres-database';
import { startMain, type StartedProcess } from '../../server/test/spawn-server';
import { startS3Server } from '../../server/storage/testing';

const PROVIDER_PATHS = {
  PAYMENTS_URL: '/sandbox/payments',
  BANKID_URL: '/sandbox/bankid',
  POPULATION_REGISTER_URL: '/sandbox/population-register',
  NEWSLETTER_URL: '/sandbox/newsletter',
  OPEN_BANKING_API_URL: '/sandbox/open-banking/api',
} as const;

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error('two-instances-server: TEST_DATABASE_URL is needed (bash scripts/start-postgres.sh prints one)');
  process.exit(1);
}
const port = Number(process.env.E2E_TWO_INSTANCES_PORT ?? 4183);
const publicUrl = `http://localhost:${port}`;

const cleanups: (() => Promise<void>)[] = [];
let stopping: Promise<void> | undefined;
const stop = (code: number) =>
  (stopping ??= (async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((err: unknown) => console.error('two-instances-server: cleanup failed', err));
    process.exit(code);
  })());
process.once('SIGTERM', () => void stop(0));
process.once('SIGINT', () => void stop(0));

try {
  const db = await createPostgresDatabase(adminUrl, 'e2e_two');
  cleanups.push(db.drop);
  const s3 = await startS3Server();
  cleanups.push(s3.close);
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    SEED_ON_EMPTY: 'true',
    S3_BUCKET: s3.settings.bucket,
    S3_ENDPOINT: s3.settings.endpoint,
    S3_REGION: s3.settings.region,
    S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
    PUBLIC_URL: publicUrl,
    STATIC_DIR: process.env.E2E_STATIC_DIR ?? './dist/app',
    STAFF_STATIC_DIR: process.env.E2E_STAFF_STATIC_DIR ?? './dist/staff',
    // Both run the scheduler, as two production instances would (pg-boss runs each slot of a job once, in one of them).
    JOBS_ENABLED: 'true',
    LOG_LEVEL: 'warn',
    ...Object.fromEntries(Object.entries(PROVIDER_PATHS).map(([key, path]) => [key, `${publicUrl}${path}`])),
  };
  const instances: StartedProcess[] = [];
  cleanups.push(async () => void (await Promise.all(instances.map((p) => p.stop()))));
  for (const name of ['a', 'b']) {
    const started = await startMain(env, { onStderr: (text) => process.stderr.write(`[instance ${name}] ${text}`) });
    if (started.exitCode !== null) throw new Error(`instance ${name} exited with ${started.exitCode}`);
    instances.push(started);
  }
  const proxy = await startRoundRobinProxy(
    instances.map((p) => p.baseUrl),
    { port, pin: (path) => (path.startsWith('/sandbox/') ? 0 : undefined) },
  );
  cleanups.push(async () => {
    const api = proxy.served.map((lines) => lines.filter((l) => / \/(mypages|staff)\/api\//.test(l)).length);
    console.error(`two-instances-server: API requests answered by instance a: ${api[0]}, by instance b: ${api[1]}`);
    await proxy.close();
  });
  console.log(`two-instances-server: ${publicUrl} → ${instances.map((p) => p.baseUrl).join(' and ')} (${db.url.replace(/\/\/[^@]*@/, '//')})`);
} catch (err) {
  console.error('two-instances-server: could not start', err);
  await stop(1);
}
