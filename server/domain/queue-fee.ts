// Dates of the annual queue fee (spec 000 §4, §9; decisions in docs/decisions.md): registration payment window,
// renewal order, autopay charge day, and when unpaid queue time is lost. All on YYYY-MM-DD days.
import { addDays, addMonths, addYears } from '../../src/rules/calendar';

/** Uppsala's practice: a registration not paid within 60 days lapses. */
export const REGISTRATION_PAYMENT_DAYS = 60;
/** The renewal order is created this many days before the paid year ends (time for the reminder and autopay). */
export const RENEWAL_ORDER_DAYS_BEFORE = 45;
/** Autopay charges about 30 days before the due date (spec 000 §9). */
export const AUTOPAY_DAYS_BEFORE_DUE = 30;
/** Stockholm's practice: queue time is lost 6 months after an unpaid due date. */
export const QUEUE_TIME_LOST_MONTHS = 6;

export const registrationDueDate = (registrationDay: string) => addDays(registrationDay, REGISTRATION_PAYMENT_DAYS);
export const renewalOrderDay = (validTo: string) => addDays(validTo, -RENEWAL_ORDER_DAYS_BEFORE);
export const autopayChargeDay = (dueDate: string) => addDays(dueDate, -AUTOPAY_DAYS_BEFORE_DUE);

/** A failed autopay charge is tried again this many days after the first attempt (all well before the due date). */
export const AUTOPAY_RETRY_DAYS = [3, 7] as const;
/** The first attempt and its retries; after the last fails the applicant is e-mailed and pays the order by card. */
export const AUTOPAY_MAX_ATTEMPTS = AUTOPAY_RETRY_DAYS.length + 1;

/** When autopay tries an order again after `attemptsMade` attempts that began at `firstAttemptAt`; null: never. */
export function autopayNextAttemptAt(firstAttemptAt: Date, attemptsMade: number): Date | null {
  const days = AUTOPAY_RETRY_DAYS[attemptsMade - 1];
  return days === undefined ? null : new Date(firstAttemptAt.getTime() + days * 86_400_000);
}

/** Whether autopay has given an unpaid order up (every attempt made): it is then the applicant's to pay by card. */
export const autopayGaveUp = (autopayAttempts: number) => autopayAttempts >= AUTOPAY_MAX_ATTEMPTS;
export const queueTimeLostDay = (dueDate: string) => addMonths(dueDate, QUEUE_TIME_LOST_MONTHS);

/**
 * The paid period after a payment: a renewal paid before the old period ends extends it by a year from its end;
 * anything else starts a year from the payment day.
 */
export function paidPeriod(paidDay: string, currentValidTo: string | null): { feeStartDate: string; feeEndDate: string } {
  const start = currentValidTo && currentValidTo >= paidDay ? addDays(currentValidTo, 1) : paidDay;
  return { feeStartDate: start, feeEndDate: addDays(addYears(start, 1), -1) };
}
