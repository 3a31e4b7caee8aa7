// The scheduled jobs of the portal. Each is idempotent; the scheduler adds the lease, the schedule and the retries.
import type { LoginFailuresService } from '../account/login-failures.service';
import type { PasswordService } from '../account/password.service';
import type { BrokerageJobs } from '../applications/brokerage-jobs.service';
import type { BankService } from '../bank/bank.service';
import type { DocumentFilesCleanup } from '../documents/documents-cleanup';
import type { AutopayService } from '../payments/autopay.service';
import type { QueueFeeJobs } from '../payments/orders/queue-fee-jobs.service';
import type { SessionService } from '../session/session.service';
import type { SubscriptionMailService } from '../subscriptions/subscription-mail.service';
import type { Job } from './scheduler';

/** The services the jobs run (just these, not the whole service builder). */
export interface JobServices {
  queueFeeJobs: Pick<QueueFeeJobs, 'createRenewalOrders' | 'loseQueueTime' | 'lapseRegistrations'>;
  autopay: Pick<AutopayService, 'chargeDue'>;
  subscriptionMail: Pick<SubscriptionMailService, 'sendDue' | 'pruneLog'>;
  sessions: Pick<SessionService, 'purgeExpired'>;
  password: Pick<PasswordService, 'purgeSpentTokens'>;
  loginFailures: Pick<LoginFailuresService, 'prune'>;
  leaveQueue: { eraseExpired(): Promise<number> };
  documentFilesCleanup: Pick<DocumentFilesCleanup, 'removeOrphans'>;
  brokerageJobs: Pick<BrokerageJobs, 'closeDuePeriods' | 'expireOffers' | 'sendReminders'>;
  bank: Pick<BankService, 'dailyPurge'>;
}

const HOUR = 3_600_000;

export function portalJobs(s: JobServices): Job[] {
  return [
    { name: 'renewal-orders', everyMs: 6 * HOUR, run: () => s.queueFeeJobs.createRenewalOrders() },
    { name: 'autopay-charges', everyMs: 6 * HOUR, run: () => s.autopay.chargeDue() },
    { name: 'queue-time-lost', everyMs: 24 * HOUR, run: () => s.queueFeeJobs.loseQueueTime() },
    { name: 'registration-lapse', everyMs: 24 * HOUR, run: () => s.queueFeeJobs.lapseRegistrations() },
    // Hourly, so new homes go out the same day; each subscriber still gets at most one e-mail a day.
    { name: 'subscription-mail', everyMs: HOUR, run: () => s.subscriptionMail.sendDue() },
    { name: 'retention-erase', everyMs: 24 * HOUR, run: async () => `erased ${await s.leaveQueue.eraseExpired()}` },
    // Files no row names (a crash between an upload's file and its row, erased applicants' files).
    { name: 'document-files-cleanup', everyMs: HOUR, run: () => s.documentFilesCleanup.removeOrphans() },
    // The brokerage's deadlines (server/applications/brokerage-jobs.service.ts): hourly, so a deadline is applied
    // within the hour it passes and a reminder goes out about a day ahead.
    { name: 'interest-periods-close', everyMs: HOUR, run: () => s.brokerageJobs.closeDuePeriods() },
    { name: 'offers-expire', everyMs: HOUR, run: () => s.brokerageJobs.expireOffers() },
    { name: 'answer-reminders', everyMs: HOUR, run: () => s.brokerageJobs.sendReminders() },
    // Bank connections whose consent ended become EXPIRED; raw transactions 30 days past it are purged (the monthly
    // incomes stay, until they are 17 months old); old Link states go (server/bank/bank.service.ts dailyPurge).
    { name: 'bank-data-purge', everyMs: 24 * HOUR, run: () => s.bank.dailyPurge() },
    // Housekeeping: rows that can never be used again. Expired sessions (applicants' and staff's), used or expired
    // password-reset links, failed logins older than the rate limit's window, and the saved-search mail log's rows of
    // homes closed for interest over 30 days ago (server/subscriptions/subscription-mail.service.ts pruneLog).
    { name: 'sessions-purge', everyMs: HOUR, run: () => s.sessions.purgeExpired() },
    { name: 'reset-tokens-purge', everyMs: 24 * HOUR, run: () => s.password.purgeSpentTokens() },
    { name: 'login-failures-prune', everyMs: HOUR, run: () => s.loginFailures.prune() },
    { name: 'subscription-mail-log-prune', everyMs: 24 * HOUR, run: () => s.subscriptionMail.pruneLog() },
  ];
}
