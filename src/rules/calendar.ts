// The calendar: days as YYYY-MM-DD strings (no time-zone surprises in arithmetic), Sweden's day at an instant, and
// month and year steps clamped to the month's end. Pure and shared by the SPA, the rules, the domain, the services
// and the seed.
import { once } from './once';

const stockholmDayFormat = once(() => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' }));

/** The calendar day in Sweden at an instant, YYYY-MM-DD. */
export function stockholmDay(instant: Date): string {
  return stockholmDayFormat().format(instant);
}

/** The UTC calendar day at an instant, YYYY-MM-DD (until 01:00, or 02:00 in summer, Swedish time: the day before Sweden's). */
export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The same day `months` later or earlier, clamped to the month's end (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return isoDay(new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))));
}

/** The last day of a month (1–12) of a year, YYYY-MM-DD. */
export function lastDayOfMonth(year: number, month: number): string {
  return isoDay(new Date(Date.UTC(year, month, 0)));
}

/** The same day `years` later or earlier; 29 February becomes 28 February outside leap years. */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y + years, m - 1, 1));
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return isoDay(target);
}

/**
 * The same instant `months` later, clamped to the month's end (31 Aug + 6 months = 28/29 Feb). Counted on the UTC
 * calendar and keeping the UTC time of day, so a change of Swedish summer time in between does not move it.
 */
export function addMonthsToInstant(instant: Date, months: number): Date {
  const d = new Date(instant);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/**
 * The instant Sweden's calendar day begins (00:00 in Stockholm, which is 23:00 or 22:00 UTC the day before). Midnight
 * always exists there: the summer-time changes happen at 02:00 and 03:00.
 */
export function startOfStockholmDay(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  for (const hours of [2, 1]) {
    const t = new Date(utcMidnight - hours * 3_600_000);
    if (stockholmDay(t) === day && stockholmDay(new Date(t.getTime() - 1)) !== day) return t;
  }
  throw new Error(`no start of day found for ${day}`);
}
