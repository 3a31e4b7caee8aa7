// A bank connection's consent and the retention of its raw data (issue 14, spec 000 §4: "Consent is valid 3 months").
// Pure; counted in Swedish calendar days (src/rules/calendar.ts), never UTC days.
import { addDays, addMonths, daysBetween, startOfStockholmDay, stockholmDay } from '../../src/rules/calendar';

/** A consent is valid this many months from the day it was given. */
export const CONSENT_MONTHS = 3;

/**
 * The raw transactions are kept this many days after the consent expired, then purged; the connection and its
 * derived monthly incomes stay. While the consent is valid they are what the applicant sees by month; after it they no
 * longer count, and 30 days give time to renew (one click, which fetches afresh) and a case handler time to look behind
 * a verified income of an application in progress. Longer would keep a year of someone's purchases for nothing.
 */
export const RAW_RETENTION_DAYS_AFTER_EXPIRY = 30;

/**
 * The day a consent given at `consentGivenAt` expires: 3 months on in Stockholm days (31 January → 30 April, 30
 * November → 28 or 29 February), or the bank's own expiry (bankSessionExpiry, read at the callback) if that day comes
 * first. It ends as that day begins.
 */
export function consentExpiryDay(consentGivenAt: Date, providerExpiresAt?: Date | null): string {
  const ours = addMonths(stockholmDay(consentGivenAt), CONSENT_MONTHS);
  const theirs = providerExpiresAt ? stockholmDay(providerExpiresAt) : null;
  return theirs && theirs < ours ? theirs : ours;
}

/** What the aggregator says of a consent at the bank (Tink's provider-consents). */
export interface BankConsentFact {
  credentialsId: string;
  accountIds: readonly string[];
  /** Milliseconds since the epoch. */
  sessionExpiryDate: number;
}

/**
 * When the bank's side of our consent ends: the aggregator's consent with our credentials id, else (no id came back)
 * the consents holding one of our accounts — the earliest of them. Null when none says (a missing or nonsensical
 * date): ours alone counts then.
 */
export function bankSessionExpiry(consents: readonly BankConsentFact[], credentialsId: string | null, accountIds: readonly string[]): Date | null {
  const ours = credentialsId ? consents.filter((c) => c.credentialsId === credentialsId) : consents.filter((c) => c.accountIds.some((id) => accountIds.includes(id)));
  const dates = ours.map((c) => c.sessionExpiryDate).filter((ms) => Number.isFinite(ms) && ms > 0);
  return dates.length ? new Date(Math.min(...dates)) : null;
}

/** The instant a consent ends (for bank_connections.expires_at): the start of its expiry day in Stockholm. */
export const consentExpiresAt = (expiryDay: string): Date => startOfStockholmDay(expiryDay);

export interface ConsentState {
  expiryDay: string;
  /** Days from today to the expiry day (0 on it, negative after). */
  daysLeft: number;
  /** Expired data no longer counts. */
  expired: boolean;
}

export function consentState(expiresAt: Date, today: string): ConsentState {
  const expiryDay = stockholmDay(expiresAt);
  const daysLeft = daysBetween(today, expiryDay);
  return { expiryDay, daysLeft, expired: daysLeft <= 0 };
}

export const isConsentExpired = (expiresAt: Date, today: string): boolean => consentState(expiresAt, today).expired;

/** The first day a connection's raw transactions are to be gone. */
export const rawPurgeDay = (expiryDay: string): string => addDays(expiryDay, RAW_RETENTION_DAYS_AFTER_EXPIRY);

/**
 * For the purge job: a connection whose expires_at is at or before this instant has its raw transactions purged
 * today (the same rule as rawPurgeDay, in one comparison the database can make).
 */
export const rawPurgeCutoff = (today: string): Date => startOfStockholmDay(addDays(today, -RAW_RETENTION_DAYS_AFTER_EXPIRY));
