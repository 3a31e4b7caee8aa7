// read config → open database → migrate (and seed an empty one) → build app → listen.
import { buildApp } from './app';
import { ConfigError, parseConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { scenarios } from './db/seed/scenarios';
import { loadDotEnv } from './env';
import { createFileStorage } from './storage/create-storage';

loadDotEnv();

let config;
try {
  config = parseConfig(process.env);
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
const { seeded } = await prepareDatabase(database, { seedOnEmpty: config.SEED_ON_EMPTY, nodeEnv: config.NODE_ENV, storage: createFileStorage(config) });
const { app } = await buildApp(config, database);

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ host: config.HOST, port: config.PORT });
const base = config.PUBLIC_URL.replace(/\/$/, '');
const s = scenarios;
console.log(`
Bostadskön is running (${database.kind}${database.kind === 'PGlite' ? ` in ${config.PGLITE_DIR}` : ''}${seeded ? ', demo data seeded' : ''}).

  Start page:   ${base}/mypages/app/
  Back office:  ${base}/mypages/admin/
  Sandboxes:    ${
    config.SANDBOXES_ENABLED
      ? `BankID app ${base}/sandbox/bankid/ · card payments ${base}/sandbox/payments/ · e-mail ${base}/sandbox/mail/
                newsletter ${base}/sandbox/newsletter/ · population register ${base}/sandbox/population-register/
                open banking (bank connection) ${base}/sandbox/open-banking/`
      : 'off'
  }
  Jobs:         npm run job  (lists them; npm run job -- <name> runs one now)
${config.NODE_ENV === 'production' ? '' : demoLogins()}`);

function demoLogins(): string {
  return `
Demo logins (password for applicants: ${s.payingApplicant.password}):
  Paying applicant, ~3 years in the queue  ${s.payingApplicant.email}  or  ${s.payingApplicant.personalIdentityNumber}
  Main applicant of a pair                 ${s.mainApplicant.email}
  Co-applicant (free account)              ${s.coApplicant.email}
  Blocked applicant                        ${s.blockedApplicant.email}
  Case handler (back office)               ${s.caseHandler.email} / ${s.caseHandler.password}
  Administrator (back office)              ${s.administrator.email} / ${s.administrator.password}
`;
}
