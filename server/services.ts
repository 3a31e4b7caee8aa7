// Wires the services of every area from the database and configuration (one place, built once per app).
import type { Config } from './config';
import type { Database } from './db/client';
import { AccountService } from './account/account.service';
import { AccountSettingsService } from './account/account-settings.service';
import { ApplicantService } from './account/applicant.service';
import { CoApplicantService } from './account/co-applicant.service';
import { StandingService } from './account/standing.service';
import { PasswordService } from './account/password.service';
import { buildProviderClients } from './providers/clients';
import { SelfUrl } from './providers/self-url';
import { NewsletterService } from './newsletter/newsletter.service';
import { RegistrationService } from './registration/registration.service';
import { OrderService } from './payments/orders/orders.service';
import { QueueFeeJobs } from './payments/orders/queue-fee-jobs.service';
import { PaymentService } from './payments/payment.service';
import { AutopayService } from './payments/autopay.service';
import { SecondChargeRefunds, type ServiceLog } from './payments/second-charge';
import { BankIdSessionService } from './bankid/bankid-session.service';
import { LeaveQueueService } from './account/leave-queue.service';
import { ContentService } from './content/content.service';
import { SystemStatusService } from './session/system-status.service';
import { SessionService } from './session/session.service';
import { ListingService } from './listings/listings.service';
import { ApplicationsService } from './applications/applications.service';
import { BrokerageService } from './applications/brokerage.service';
import { BrokerageJobs } from './applications/brokerage-jobs.service';
import { BrokerageMailer } from './applications/mail/brokerage-mailer';
import { StaffBrokerageService } from './applications/staff-brokerage.service';
import { listingVersionSource } from './listings/listing-version';
import { SubscriptionService } from './subscriptions/subscriptions.service';
import { SubscriptionMailService } from './subscriptions/subscription-mail.service';
import { createFileStorage } from './storage/create-storage';
import { UploadPipeline } from './documents/stored-upload';
import { DocumentsService } from './documents/documents.service';
import { DocumentReviewService } from './documents/document-review.service';
import { DocumentFilesCleanup } from './documents/documents-cleanup';
import { LoginFailuresService } from './account/login-failures.service';
import { ProfileService } from './profile/profile.service';
import { IncomesService } from './incomes/incomes.service';
import { BankService } from './bank/bank.service';
import { BankIcons } from './bank/bank-icons';
import { CertificationReviewService } from './incomes/certification-review.service';
import { CertificationFilesService } from './incomes/certification-files.service';
import { certificationKeysInUse } from './incomes/incomes.repository';
import { StaffAuthService } from './staff/staff-auth.service';
import { ListingEditorService } from './staff/listings/listing-editor.service';
import { listingImageKeysInUse } from './staff/listings/listing-editor.repository';
import { StaffToolsService } from './staff/tools/tools.service';
import { ReviewInboxService } from './staff/review-inbox.service';
import { StaffApplicantsService } from './staff/applicants/applicants.service';
import { StaffAccountsService } from './staff/accounts/staff-accounts.service';
import { AuditSearchService } from './staff/audit/audit-search.service';
import { ReviewService } from './staff/review/review.service';

/** Every area's services, as buildServices wires them (the one place that knows them all). */
export type Services = ReturnType<typeof buildServices>;

export function buildServices(config: Config, database: Database, now: () => Date = () => new Date(), log: ServiceLog) {
  const selfUrl = new SelfUrl();
  const clients = buildProviderClients(config, database.db, selfUrl);
  // Services other services are built with; the rest are built in the list below.
  const sessions = new SessionService(database.db, config.SESSION_SECONDS, now);
  const mailer = clients.mailer;
  const coApplicants = new CoApplicantService(database.db);
  const standing = new StandingService(database.db, coApplicants, now);
  const bankId = new BankIdSessionService(database.db, clients.bankId, sessions, now);
  const storage = createFileStorage(config);
  const uploads = new UploadPipeline(storage, now);
  const orders = new OrderService(database.db, standing, { paymentLinkSecret: config.PAYMENT_LINK_SECRET }, now);
  const secondCharges = new SecondChargeRefunds(database.db, clients.payments, log, now);
  const payments = new PaymentService(database.db, orders, standing, clients.payments, clients.paymentSetup, secondCharges, now);
  const listings = new ListingService(database.db, now, listingVersionSource(database), storage);
  const brokerageMail = new BrokerageMailer(database.db, mailer, { publicUrl: config.PUBLIC_URL });
  const brokerage = new BrokerageService(database.db, brokerageMail, now);
  const loginPolicy = {
    maxPerAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    maxPerAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
    windowSeconds: config.LOGIN_FAILURE_WINDOW_SECONDS,
  };
  // Staff sessions: the same table, their own kind and a shorter idle time (STAFF_SESSION_SECONDS).
  const staffSessions = new SessionService(database.db, config.STAFF_SESSION_SECONDS, now, 'staff');
  const documentReview = new DocumentReviewService(database.db, now);
  const certificationReview = new CertificationReviewService(database.db, now);
  return {
    config,
    database,
    /** This server's own address, known once it listens (provider clients default to our sandboxes). */
    selfUrl,
    mailer,
    sessions,
    systemStatus: new SystemStatusService(database),
    content: new ContentService(database, now),
    account: new AccountService(database.db, sessions, loginPolicy, now),
    /** Failed logins past the rate limit's window are pruned by a job (the limit never counts them). */
    loginFailures: new LoginFailuresService(database.db, config.LOGIN_FAILURE_WINDOW_SECONDS, now),
    accountSettings: new AccountSettingsService(database.db),
    applicants: new ApplicantService(database.db),
    password: new PasswordService(database.db, mailer, { publicUrl: config.PUBLIC_URL, ttlMinutes: config.PASSWORD_RESET_TTL_MINUTES }, now),
    coApplicants,
    standing,
    leaveQueue: new LeaveQueueService(database.db, bankId, now),
    newsletter: new NewsletterService(database.db, clients.newsletter, config.NEWSLETTER_LIST_ID),
    bankId,
    registration: new RegistrationService(database.db, (pnr) => clients.populationRegister().lookup(pnr), bankId, uploads, sessions, payments, now),
    orders,
    payments,
    autopay: new AutopayService(database.db, orders, clients.payments, mailer, clients.paymentSetup, secondCharges, now),
    queueFeeJobs: new QueueFeeJobs(database.db, standing, mailer, { publicUrl: config.PUBLIC_URL, paymentLinkSecret: config.PAYMENT_LINK_SECRET }, now),
    listings,
    applications: new ApplicationsService(database.db, now, { mailer, publicUrl: config.PUBLIC_URL }),
    brokerage,
    brokerageJobs: new BrokerageJobs(database.db, brokerage, brokerageMail, now),
    /** The back office's brokerage: each home's ranked registrations and the engine's steps for a case handler. */
    staffBrokerage: new StaffBrokerageService(database.db, brokerage, now),
    subscriptions: new SubscriptionService(database.db, now),
    subscriptionMail: new SubscriptionMailService(database.db, listings, mailer, { publicUrl: config.PUBLIC_URL }, now),
    /** Uploaded files (a local folder or an S3-compatible bucket) and the pipeline every upload goes through. */
    storage,
    uploads,
    documents: new DocumentsService(database.db, uploads, now),
    documentReview,
    // Income certificates and listing photos are uploaded through the same pipeline: their files are in use too.
    documentFilesCleanup: new DocumentFilesCleanup(database.db, storage, now, [certificationKeysInUse, listingImageKeysInUse]),
    profile: new ProfileService(database.db, now),
    /** Tink's API and Link (the bank connection's aggregator): built on first use, like the other provider clients. */
    openBanking: { client: clients.openBanking },
    /** The bank connection: Link, the callback's fetch, connections and transactions by month, the daily purge. */
    bank: new BankService(database.db, clients.openBanking, config.OPEN_BANKING_ACCOUNT_KEY_SECRET, now),
    /** The banks' icons through our own origin, kept in memory a day. */
    bankIcons: new BankIcons(clients.openBanking, now),
    incomes: new IncomesService(database.db, storage, now),
    certificationReview,
    certificationFiles: new CertificationFilesService(database.db, uploads, now),
    // The back office (staff API at /staff/api).
    staffSessions,
    staffAuth: new StaffAuthService(database.db, staffSessions, loginPolicy, bankId, now),
    reviewInbox: new ReviewInboxService(database.db, now),
    staffApplicants: new StaffApplicantsService(database.db, now),
    staffAccounts: new StaffAccountsService(database.db, now),
    auditSearch: new AuditSearchService(database.db),
    /** The back office's listing editor: every object, its fields, publication and photos. */
    listingEditor: new ListingEditorService(database.db, uploads, now),
    /** The back office's tools: sandbox links, the jobs run now, the applicants' maintenance message, menu and footer. */
    staffTools: new StaffToolsService(database.db, config.SANDBOXES_ENABLED, now),
    review: new ReviewService(database.db, { documentReview, certificationReview, storage, mailer, log, publicUrl: config.PUBLIC_URL }, now),
  };
}
