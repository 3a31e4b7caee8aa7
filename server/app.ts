// Builds the Fastify app from configuration and an open database. main.ts and the tests both use it.
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
/** Where logs go (tests capture them to prove nothing secret is logged). */
export interface LogStream {
  write(line: string): void;
}
import { accountRoutes } from './account/account.routes';
import type { Config } from './config';
import { contentRoutes } from './content/content.routes';
import type { Database } from './db/client';
import { graphqlPlugin } from './graphql/yoga';
import { pageDataSource } from './graphql/page-data/page-data';
import { registerCompression } from './http/compression';
import { registerCsrf } from './http/csrf';
import { registerErrorHandling } from './http/errors';
import { collectRoutes, type RouteEntry } from './http/route-table';
import { registerInputGuard } from './http/input-guard';
import { safeError, safeLogMethod, safeRequest } from './http/log-safety';
import { registerPrincipal } from './http/principal';
import { registerSecurityHeaders } from './http/security-headers';
import { APP_BASE, spaPlugin, STAFF_APP_BASE } from './http/spa';
import { mailSandboxPlugin } from './providers/mail/sandbox/routes';
import { newsletterSandboxPlugin } from './providers/newsletter/sandbox/routes';
import { populationRegisterSandboxPlugin } from './providers/population-register/sandbox/routes';
import { registrationRoutes } from './registration/registration.routes';
import { documentRoutes } from './documents/documents.routes';
import { incomeRoutes } from './incomes/incomes.routes';
import { bankRoutes } from './bank/bank.routes';
import { bankIdRoutes } from './bankid/bankid.routes';
import { bankidSandboxPlugin } from './providers/bankid/sandbox';
import { buildServices, type Services } from './services';
import { PgBossRunner } from './jobs/pg-boss-runner';
import { JobScheduler, type JobRunner } from './jobs/scheduler';
import { portalJobs } from './jobs/jobs';
import { jobRoutes } from './jobs/jobs.routes';
import { paymentsSandboxPlugin } from './providers/payments/sandbox';
import { openBankingSandboxPlugin } from './providers/open-banking/sandbox';
import { paymentRoutes } from './payments/payments.routes';
import { imageRoutes } from './listings/images.routes';
import { mapRoutes } from './map/map.routes';
import { registerStaffActor, staffRoutes } from './staff/staff.routes';
import { staffBankIdRoutes } from './staff/staff-bankid.routes';
import { listingImageRoutes } from './staff/listings/listing-images.routes';
import { reviewFileRoutes } from './staff/review/review-files.routes';
import { staffGraphqlPlugin } from './graphql/staff/staff-yoga';
import { staffCookieNames } from './http/cookies';

export const API_PREFIX = '/mypages/api';
/** The back office's API: its own session cookie, CSRF cookie, idle time and GraphQL schema. */
export const STAFF_API_PREFIX = '/staff/api';

// Never log a password, a token or a personnummer: request bodies are not logged and these paths are redacted.
const redact = [
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.username',
  '*.personalIdentityNumber',
];

export interface BuildOptions {
  logStream?: LogStream;
  now?: () => Date;
}

export async function buildApp(
  config: Config,
  database: Database,
  opts: BuildOptions = {},
): Promise<{ app: FastifyInstance; services: Services; scheduler: JobRunner; routes: RouteEntry[] }> {
  // Errors are logged without the values their query ran with, requests without their query string
  // (server/http/log-safety.ts).
  const safety = { serializers: { err: safeError, req: safeRequest }, hooks: { logMethod: safeLogMethod } };
  const app = Fastify({
    logger: opts.logStream
      ? { level: config.LOG_LEVEL, redact, ...safety, stream: opts.logStream }
      : { level: config.LOG_LEVEL, redact, ...safety },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
  });
  const services = buildServices(config, database, opts.now, app.log);
  const routes = collectRoutes(app); // before any route: the REST authorization matrix reads every route from it

  await app.register(cookie);
  await app.register(formbody); // the sandboxes' tester pages post plain HTML forms
  await registerCompression(app); // before any route: it hooks every route registered after it
  app.addHook('onListen', async () => {
    const address = app.server.address() as AddressInfo | null;
    if (address) services.selfUrl.set(`http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`);
  });
  registerSecurityHeaders(app, config);
  registerErrorHandling(app);
  registerCsrf(app, config, API_PREFIX);
  registerInputGuard(app, API_PREFIX, API_PREFIX); // the GraphQL endpoint is the prefix itself; it checks in Yoga
  registerPrincipal(app, services.sessions, API_PREFIX);
  registerCsrf(app, config, STAFF_API_PREFIX, staffCookieNames(config));
  registerInputGuard(app, STAFF_API_PREFIX, `${STAFF_API_PREFIX}/graphql`);
  registerPrincipal(app, services.staffSessions, STAFF_API_PREFIX, { cookie: staffCookieNames(config).session, logoutPath: `${STAFF_API_PREFIX}/logout` });
  registerStaffActor(app, services.staffAuth, STAFF_API_PREFIX);

  await app.register(accountRoutes, { prefix: `${API_PREFIX}/account`, account: services.account, config });
  await app.register(bankIdRoutes, { prefix: `${API_PREFIX}/account`, bankId: services.bankId, config });
  await app.register(contentRoutes, { prefix: `${API_PREFIX}/content`, content: services.content });
  await app.register(registrationRoutes, { prefix: `${API_PREFIX}/registration`, registration: services.registration, uploads: services.uploads, config });
  await app.register(imageRoutes, { prefix: `${API_PREFIX}/images`, listings: services.listings });
  await app.register(mapRoutes, { prefix: `${API_PREFIX}/map`, listings: services.listings, config });
  app.get(`${API_PREFIX}/status`, async (req, reply) =>
    req.principal ? { status: 'ok' } : reply.code(401).send({ status: 'unauthenticated' }),
  );
  await app.register(paymentRoutes, { payments: services.payments });
  await app.register(documentRoutes, { prefix: `${API_PREFIX}/documents`, documents: services.documents, uploads: services.uploads });
  await app.register(incomeRoutes, { prefix: `${API_PREFIX}/incomes`, certificationFiles: services.certificationFiles, uploads: services.uploads });
  await app.register(bankRoutes, { prefix: `${API_PREFIX}/open-banking`, bank: services.bank, bankIcons: services.bankIcons });
  await app.register(graphqlPlugin, { services, endpoint: API_PREFIX });
  await app.register(staffRoutes, { prefix: STAFF_API_PREFIX, staffAuth: services.staffAuth, config });
  await app.register(staffBankIdRoutes, { prefix: `${STAFF_API_PREFIX}/bankid`, bankId: services.bankId, staffAuth: services.staffAuth, config });
  await app.register(reviewFileRoutes, { prefix: `${STAFF_API_PREFIX}/files`, review: services.review });
  await app.register(listingImageRoutes, { prefix: `${STAFF_API_PREFIX}/listings`, listingEditor: services.listingEditor, uploads: services.uploads });
  await app.register(staffGraphqlPlugin, { services, endpoint: `${STAFF_API_PREFIX}/graphql` });
  // PostgreSQL: pg-boss runs the jobs; the embedded PGlite: the lease scheduler (docs/decisions.md, issue 15).
  const jobs = portalJobs(services);
  const scheduler: JobRunner = database.url
    ? new PgBossRunner(database.url, database.db, jobs, app.log, opts.now, { cron: config.JOBS_CRON || undefined })
    : new JobScheduler(database.db, jobs, app.log, opts.now);
  services.staffTools.useScheduler(scheduler); // the back office's tools run jobs now through it
  await app.register(jobRoutes, { prefix: '/internal/jobs', scheduler, token: config.JOBS_TOKEN });
  if (config.JOBS_ENABLED) {
    app.addHook('onListen', async () => scheduler.start(config.JOBS_TICK_SECONDS * 1000));
  }
  app.addHook('onClose', async () => scheduler.stop());
  if (config.SANDBOXES_ENABLED) {
    await app.register(bankidSandboxPlugin, { prefix: '/sandbox/bankid', now: opts.now });
    await app.register(paymentsSandboxPlugin, { prefix: '/sandbox/payments', secretKey: config.PAYMENTS_SECRET_KEY, now: opts.now });
    await app.register(mailSandboxPlugin, { prefix: '/sandbox/mail', db: database.db });
    await app.register(populationRegisterSandboxPlugin, { prefix: '/sandbox/population-register', apiKey: config.POPULATION_REGISTER_API_KEY });
    await app.register(newsletterSandboxPlugin, { prefix: '/sandbox/newsletter', apiKey: config.NEWSLETTER_API_KEY });
    await app.register(openBankingSandboxPlugin, { prefix: '/sandbox/open-banking', config, selfUrl: services.selfUrl, now: opts.now });
  }
  await app.register(spaPlugin, { staticDir: config.STATIC_DIR, pageData: pageDataSource(services) });
  await app.register(spaPlugin, { staticDir: config.STAFF_STATIC_DIR, base: STAFF_APP_BASE });
  app.get('/', (_req, reply) => reply.redirect(APP_BASE));

  return { app, services, scheduler, routes };
}
