// Environment → typed configuration. Every bad variable is reported at once, then the process exits.
import { z } from 'zod';
import { isTagManagerId } from '../src/rules/tagManager';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/**
 * Development defaults of secrets. They are public (they are in this file), so production refuses each of them and the
 * provider addresses left empty (empty means this server's own sandbox, which production does not have).
 */
export const DEVELOPMENT_SECRETS = {
  PAYMENTS_SECRET_KEY: 'test-secret-key-sandbox0000000000',
  PAYMENTS_WEBHOOK_AUTHORIZATION: 'sandboxWebhookAuth1',
  PAYMENT_LINK_SECRET: 'development-only-payment-link-secret',
  JOBS_TOKEN: 'development-only-jobs-token',
  POPULATION_REGISTER_API_KEY: 'sandbox-population-register-key',
  OPEN_BANKING_CLIENT_SECRET: 'sandbox-open-banking-secret',
  OPEN_BANKING_ACCOUNT_KEY_SECRET: 'development-only-open-banking-account-key',
} as const;
const PRODUCTION_SERVICE_URLS = ['PAYMENTS_URL', 'POPULATION_REGISTER_URL', 'OPEN_BANKING_API_URL', 'OPEN_BANKING_LINK_URL'] as const;

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: int(0, 65535).default(3000),
    /** Defaults to http://localhost:PORT. */
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .default('')
      .refine((v) => v === '' || /^postgres(ql)?:\/\//.test(v), 'must be empty or a postgres:// URL'),
    PGLITE_DIR: z.string().min(1).default('./data/pglite'),
    /** Seed the demo scenarios into an empty database. Defaults to true except in production, which refuses it. */
    SEED_ON_EMPTY: bool.optional(),
    SESSION_SECONDS: int(30, 86_400).default(3600),
    SESSION_WARNING_SECONDS: int(5, 3600).default(120),
    /** Staff (back office) sessions end after this much idle time: shorter than an applicant's. */
    STAFF_SESSION_SECONDS: int(30, 86_400).default(900),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: int(1, 1000).default(5),
    LOGIN_MAX_FAILURES_PER_ADDRESS: int(1, 10_000).default(30),
    LOGIN_FAILURE_WINDOW_SECONDS: int(10, 86_400).default(900),
    TRUST_PROXY: bool.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SANDBOXES_ENABLED: bool.default(true),
    /** GraphQL answers only the operations the clients were built with: auto = in production only (docs/decisions.md). */
    GRAPHQL_TRUSTED_DOCUMENTS: z.enum(['auto', 'on', 'off']).default('auto'),
    STATIC_DIR: z.string().min(1).default('./dist/app'),
    /** The back office's build (vite.staff.config.ts), served at /mypages/admin/. */
    STAFF_STATIC_DIR: z.string().min(1).default('./dist/staff'),
    /** Uploaded files, when S3_BUCKET is empty: a local folder (created when first needed). */
    FILES_DIR: z.string().min(1).default('./data/files'),
    /** S3-compatible object storage for uploaded files (shared by several server instances). Empty bucket: FILES_DIR. */
    S3_BUCKET: z.string().default(''),
    /** Empty: AWS S3 itself. Otherwise the S3-compatible server's address (path-style requests). */
    S3_ENDPOINT: z.union([z.literal(''), z.url()]).default(''),
    S3_REGION: z.string().min(1).default('eu-north-1'),
    S3_ACCESS_KEY_ID: z.string().default(''),
    S3_SECRET_ACCESS_KEY: z.string().default(''),
    /** A GraphQL reply larger than this is replaced by an error (the request limits keep real replies far below). */
    GRAPHQL_MAX_RESPONSE_BYTES: int(1024, 1_073_741_824).default(2_097_152),
    /** Empty: e-mail goes to the outbox shown at /sandbox/mail. Otherwise smtp(s)://user:pass@host:port */
    SMTP_URL: z
      .string()
      .default('')
      .refine((v) => v === '' || /^smtps?:\/\//.test(v), 'must be empty or an smtp:// or smtps:// URL'),
    MAIL_FROM: z.string().min(3).default('Bostadskön <noreply@bostadskon.example.se>'),
    PASSWORD_RESET_TTL_MINUTES: int(5, 1440).default(60),
    /** Empty: this server's own sandbox at /sandbox/newsletter. Otherwise the service's API root (…/3.0 is appended). */
    NEWSLETTER_URL: z.union([z.literal(''), z.url()]).default(''),
    NEWSLETTER_API_KEY: z.string().min(1).default('sandbox-newsletter-key'),
    NEWSLETTER_LIST_ID: z.string().min(1).default('bostadskon-nyhetsbrev'),
    /** Empty: this server's own sandbox at /sandbox/population-register. */
    /** Empty: this server's own sandbox at /sandbox/bankid. Real: https://appapi2.bankid.com (test: appapi2.test.bankid.com). */
    BANKID_URL: z.union([z.literal(''), z.url()]).default(''),
    /** The RP certificate and key (PEM text or file path), or a PKCS#12 file with its passphrase; and BankID's root CA. */
    BANKID_CLIENT_CERT: z.string().default(''),
    BANKID_CLIENT_KEY: z.string().default(''),
    BANKID_CLIENT_PFX: z.string().default(''),
    BANKID_CLIENT_PASSPHRASE: z.string().default(''),
    BANKID_CA: z.string().default(''),
    BANKID_TIMEOUT_MS: int(500, 60_000).default(10_000),
    /** Empty: this server's own sandbox at /sandbox/payments. Real: https://api.dibspayment.eu (test: test.api.dibspayment.eu). */
    PAYMENTS_URL: z.union([z.literal(''), z.url()]).default(''),
    PAYMENTS_SECRET_KEY: z.string().min(8).default(DEVELOPMENT_SECRETS.PAYMENTS_SECRET_KEY),
    /** Sent back by the provider in each webhook's Authorization header: 8–32 letters and digits. */
    PAYMENTS_WEBHOOK_AUTHORIZATION: z.string().regex(/^[A-Za-z0-9]{8,32}$/, 'must be 8–32 letters and digits').default(DEVELOPMENT_SECRETS.PAYMENTS_WEBHOOK_AUTHORIZATION),
    PAYMENTS_TERMS_URL: z.union([z.literal(''), z.url()]).default(''),
    /** Signs payment links in e-mails so order numbers cannot be guessed. Must be set (and kept) in production. */
    PAYMENT_LINK_SECRET: z.string().min(16).default(DEVELOPMENT_SECRETS.PAYMENT_LINK_SECRET),
    /** Run the scheduled jobs inside this server (renewal orders, autopay, expiries). */
    JOBS_ENABLED: bool.default(true),
    JOBS_TICK_SECONDS: int(5, 86_400).default(300),
    /**
     * On PostgreSQL (pg-boss): one cron expression for every job instead of each job's own schedule, e.g. '* * * * *'
     * to see runs within a minute in a test or a demo. Empty: each job's own (server/jobs/cron.ts).
     */
    JOBS_CRON: z.string().regex(/^$|^\S+( \S+){4}$/, 'must be a cron expression of five fields').default(''),
    /** Lets `npm run job` ask the running server (from this machine only) to run a job now. */
    JOBS_TOKEN: z.string().min(16).default(DEVELOPMENT_SECRETS.JOBS_TOKEN),
    POPULATION_REGISTER_URL: z.union([z.literal(''), z.url()]).default(''),
    POPULATION_REGISTER_API_KEY: z.string().min(1).default(DEVELOPMENT_SECRETS.POPULATION_REGISTER_API_KEY),
    POPULATION_REGISTER_CUSTOMER_NUMBER: z.string().min(1).default('500243'),
    /** Empty: this server's own sandbox at /sandbox/open-banking/api. Real: https://api.tink.com */
    OPEN_BANKING_API_URL: z.union([z.literal(''), z.url()]).default(''),
    /** Where browsers start Tink Link. Empty: PUBLIC_URL + /sandbox/open-banking/link. Real: https://link.tink.com */
    OPEN_BANKING_LINK_URL: z.union([z.literal(''), z.url()]).default(''),
    OPEN_BANKING_CLIENT_ID: z.string().min(1).default('sandbox-open-banking-client'),
    OPEN_BANKING_CLIENT_SECRET: z.string().min(8).default(DEVELOPMENT_SECRETS.OPEN_BANKING_CLIENT_SECRET),
    /** Registered with the provider: Tink Link sends the user back here. Empty: PUBLIC_URL + /mypages/api/open-banking/callback */
    OPEN_BANKING_REDIRECT_URL: z.union([z.literal(''), z.url()]).default(''),
    OPEN_BANKING_TIMEOUT_MS: int(500, 60_000).default(10_000),
    /** Hosts the providers' icons may be fetched from (https), comma-separated, besides the API's own origin (docs/decisions.md). */
    OPEN_BANKING_ICON_HOSTS: z
      .string()
      .default('cdn.tink.se')
      .refine((v) => v.split(',').every((h) => /^[a-z0-9.-]+$/i.test(h.trim())), 'must be host names separated by commas'),
    /**
     * Keys each linked account's number (HMAC-SHA256) so a second connection holding the same account replaces the
     * first (server/bank/account-key.ts); the number itself is never stored. Changing it only stops older connections
     * from being recognised.
     */
    OPEN_BANKING_ACCOUNT_KEY_SECRET: z.string().min(16).default(DEVELOPMENT_SECRETS.OPEN_BANKING_ACCOUNT_KEY_SECRET),
    /** Empty: the offline MapLibre map drawn by this server. A Mapbox public token (pk.…) switches the map to Mapbox. */
    MAPBOX_TOKEN: z
      .string()
      .default('')
      .refine((v) => v === '' || /^pk\.[A-Za-z0-9._-]+$/.test(v), 'must be empty or a Mapbox public token (pk.…); a secret token must never reach browsers'),
    /** The SPA's tag manager container (read by the build too): its hosts enter the CSP only when it is set. */
    VITE_TAG_MANAGER_ID: z
      .string()
      .default('')
      .refine((v) => v === '' || isTagManagerId(v), 'must be empty or a Google Tag Manager container id (GTM-…)'),
  })
  .superRefine((c, ctx) => {
    if (c.SESSION_WARNING_SECONDS >= c.SESSION_SECONDS) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_WARNING_SECONDS'], message: 'must be less than SESSION_SECONDS' });
    }
    if (c.S3_BUCKET && (!c.S3_ACCESS_KEY_ID || !c.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['S3_ACCESS_KEY_ID'], message: 'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY' });
    }
    if (c.NODE_ENV === 'production' && !c.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'an SMTP server is required in production' });
    }
    if (c.NODE_ENV === 'production' && (!c.BANKID_URL.startsWith('https://') || !(c.BANKID_CLIENT_PFX || c.BANKID_CLIENT_CERT))) {
      ctx.addIssue({ code: 'custom', path: ['BANKID_URL'], message: 'production needs an https BankID URL and a client certificate' });
    }
    if (c.NODE_ENV === 'production') {
      for (const key of Object.keys(DEVELOPMENT_SECRETS) as (keyof typeof DEVELOPMENT_SECRETS)[]) {
        if (c[key] === DEVELOPMENT_SECRETS[key] || c[key].startsWith('development-only')) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'the development default is public: set a value of your own in production' });
        }
      }
      for (const key of PRODUCTION_SERVICE_URLS) {
        if (!c[key].startsWith('https://')) {
          ctx.addIssue({ code: 'custom', path: [key], message: "production needs the real service's https address (empty means the sandbox)" });
        }
      }
      if (c.SEED_ON_EMPTY) {
        ctx.addIssue({ code: 'custom', path: ['SEED_ON_EMPTY'], message: 'demo data must never be seeded in production' });
      }
    }
    if (c.NODE_ENV === 'production' && c.SANDBOXES_ENABLED) {
      ctx.addIssue({ code: 'custom', path: ['SANDBOXES_ENABLED'], message: 'sandboxes must be off in production' });
    }
  });

export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL' | 'SEED_ON_EMPTY'> & {
  PUBLIC_URL: string;
  SEED_ON_EMPTY: boolean;
  cookieSecure: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses an environment. Empty strings count as unset so .env files can list every key. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
  }
  const publicUrl = result.data.PUBLIC_URL ?? `http://localhost:${result.data.PORT}`;
  const seedOnEmpty = result.data.SEED_ON_EMPTY ?? result.data.NODE_ENV !== 'production';
  return { ...result.data, PUBLIC_URL: publicUrl, SEED_ON_EMPTY: seedOnEmpty, cookieSecure: publicUrl.startsWith('https:') };
}

/** Test helper: a configuration with an in-memory database and quiet logs. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return parseConfig({ NODE_ENV: 'test', PGLITE_DIR: 'memory://', LOG_LEVEL: 'silent', JOBS_ENABLED: 'false', ...overrides });
}
