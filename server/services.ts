// Wires the services of every area from the database and configuration (one place, built once per app).
import type { Config } from './config';
import type { Database } from './db/client';
import { AccountService } from './account/account.service';
import { AccountSettingsService } from './account/account-settings.service';
import { ApplicantService } from './account/applicant.service';
import { CoApplicantService } from './account/co-applicant.service';
import { StandingService } from './account/standing.service';
import { PasswordResetService } from './account/password-reset.service';
import { Mailer } from './providers/mail/mailer';
import { NewsletterClient } from './providers/newsletter/client';
import { SelfUrl } from './providers/self-url';
import { NewsletterService } from './newsletter/newsletter.service';
import { PopulationRegisterClient } from './providers/population-register/client';
import { RegistrationService } from './registration/registration.service';
import { OrderService } from './payments/orders/orders.service';
import { QueueFeeJobs } from './payments/orders/queue-fee-jobs.service';
import { PaymentService, type PaymentSetup } from './payments/payment.service';
import { AutopayService } from './payments/autopay.service';
import { SecondChargeRefunds, type ServiceLog } from './payments/second-charge';
import { NexiClient } from './providers/payments/client';
import { BankIdSessionService } from './bankid/bankid-session.service';
import { DeregistrationService } from './account/deregistration.service';
import { BankIdClient } from './providers/bankid/client';
import { ContentService } from './content/content.service';
import { SessionService } from './session/session.service';
import { ListingService } from './listings/listings.service';
import { listingVersionSource } from './listings/listing-version';
import { SubscriptionService } from './subscriptions/subscriptions.service';
import { SubscriptionMailService } from './subscriptions/subscription-mail.service';

export interface Services {
  config: Config;
  database: Database;
  sessions: SessionService;
  account: AccountService;
  accountSettings: AccountSettingsService;
  applicants: ApplicantService;
  content: ContentService;
  mailer: Mailer;
  coApplicants: CoApplicantService;
  standing: StandingService;
  passwordReset: PasswordResetService;
  newsletter: NewsletterService;
  registration: RegistrationService;
  orders: OrderService;
  payments: PaymentService;
  autopay: AutopayService;
  queueFeeJobs: QueueFeeJobs;
  bankId: BankIdSessionService;
  deregistration: DeregistrationService;
  listings: ListingService;
  subscriptions: SubscriptionService;
  subscriptionMail: SubscriptionMailService;
  /** This server's own address, known once it listens (provider clients default to our sandboxes). */
  selfUrl: SelfUrl;
}

export function buildServices(config: Config, database: Database, now: () => Date = () => new Date(), log: ServiceLog): Services {
  const sessions = new SessionService(database.db, config.SESSION_SECONDS, now);
  const account = new AccountService(
    database.db,
    sessions,
    {
      maxPerAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxPerAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowSeconds: config.LOGIN_FAILURE_WINDOW_SECONDS,
    },
    now,
  );
  const content = new ContentService(database, now);
  const applicants = new ApplicantService(database.db);
  const mailer = new Mailer(database.db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const passwordReset = new PasswordResetService(
    database.db,
    mailer,
    { publicUrl: config.PUBLIC_URL, ttlMinutes: config.PASSWORD_RESET_TTL_MINUTES },
    now,
  );
  const accountSettings = new AccountSettingsService(database.db);
  const coApplicants = new CoApplicantService(database.db);
  const standing = new StandingService(database.db, coApplicants, now);
  const selfUrl = new SelfUrl();
  const newsletter = new NewsletterService(
    database.db,
    () => new NewsletterClient({ baseUrl: selfUrl.resolve(config.NEWSLETTER_URL, '/sandbox/newsletter'), apiKey: config.NEWSLETTER_API_KEY }),
    config.NEWSLETTER_LIST_ID,
  );
  const populationRegister = () =>
    new PopulationRegisterClient({
      baseUrl: selfUrl.resolve(config.POPULATION_REGISTER_URL, '/sandbox/population-register'),
      apiKey: config.POPULATION_REGISTER_API_KEY,
      customerNumber: config.POPULATION_REGISTER_CUSTOMER_NUMBER,
    });
  let bankIdClient: BankIdClient | undefined;
  const bankIdTls = config.BANKID_CLIENT_PFX || config.BANKID_CLIENT_CERT
    ? {
        pfx: config.BANKID_CLIENT_PFX || undefined,
        passphrase: config.BANKID_CLIENT_PASSPHRASE || undefined,
        cert: config.BANKID_CLIENT_CERT || undefined,
        key: config.BANKID_CLIENT_KEY || undefined,
        ca: config.BANKID_CA || undefined,
      }
    : undefined;
  const bankId = new BankIdSessionService(
    database.db,
    () =>
      (bankIdClient ??= new BankIdClient({
        baseUrl: selfUrl.resolve(config.BANKID_URL, '/sandbox/bankid'),
        tls: bankIdTls,
        timeoutMs: config.BANKID_TIMEOUT_MS,
      })),
    sessions,
    now,
  );
  const registration = new RegistrationService(database.db, (pnr) => populationRegister().lookup(pnr), bankId, now);
  const deregistration = new DeregistrationService(database.db, bankId, now);
  const orders = new OrderService(database.db, now);
  const paymentSetup: PaymentSetup = {
    publicUrl: config.PUBLIC_URL,
    // The server talks to its own sandbox where it listens, but the browser reaches it only through PUBLIC_URL
    // (same origin as the portal, so the card page's form may send the browser back).
    browserUrl: (url) => (config.PAYMENTS_URL ? url : `${new URL(config.PUBLIC_URL).origin}${new URL(url).pathname}${new URL(url).search}`),
    // The sandbox delivers webhooks to wherever this server listens; the real provider to the public address.
    webhookBaseUrl: () => (config.PAYMENTS_URL ? config.PUBLIC_URL.replace(/\/$/, '') : selfUrl.resolve('', '')),
    webhookAuthorization: config.PAYMENTS_WEBHOOK_AUTHORIZATION,
    termsUrl: config.PAYMENTS_TERMS_URL || `${config.PUBLIC_URL.replace(/\/$/, '')}/mypages/app/`,
  };
  const nexi = () => new NexiClient({ baseUrl: selfUrl.resolve(config.PAYMENTS_URL, '/sandbox/payments'), secretKey: config.PAYMENTS_SECRET_KEY });
  const secondCharges = new SecondChargeRefunds(database.db, nexi, log, now);
  const payments = new PaymentService(database.db, nexi, paymentSetup, secondCharges, now);
  const autopay = new AutopayService(database.db, nexi, mailer, paymentSetup, secondCharges, now);
  const queueFeeJobs = new QueueFeeJobs(database.db, mailer, { publicUrl: config.PUBLIC_URL, paymentLinkSecret: config.PAYMENT_LINK_SECRET }, now);
  const listings = new ListingService(database.db, now, listingVersionSource(database));
  const subscriptions = new SubscriptionService(database.db, now);
  const subscriptionMail = new SubscriptionMailService(database.db, listings, mailer, { publicUrl: config.PUBLIC_URL }, now);
  return {
    config,
    database,
    sessions,
    account,
    accountSettings,
    applicants,
    content,
    mailer,
    passwordReset,
    coApplicants,
    standing,
    newsletter,
    registration,
    orders,
    payments,
    autopay,
    queueFeeJobs,
    bankId,
    deregistration,
    listings,
    subscriptions,
    subscriptionMail,
    selfUrl,
  };
}
