// Calendar days as integers (days since 1970-01-01, UTC), with their ISO strings cached: the generator handles
// millions of dates and must not build a Date for each.
const DAY_MS = 86_400_000;

export const dayOf = (iso: string): number => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
export const msOfDay = (day: number): number => day * DAY_MS;

const cache = new Map<number, string>();
/** YYYY-MM-DD of a day number. */
export function isoDay(day: number): string {
  let s = cache.get(day);
  if (s === undefined) {
    s = new Date(day * DAY_MS).toISOString().slice(0, 10);
    cache.set(day, s);
  }
  return s;
}
