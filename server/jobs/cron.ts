// A job's interval as the cron expression pg-boss schedules it by (Stockholm time). Hourly jobs are spread over the
// hour by their place in the list (7 minutes apart, so they do not all start at :00); jobs every 2, 3, 4, 6, 8 or 12
// hours run at that minute of every such hour from midnight; daily jobs at that minute past 03, when the portal is
// quietest.
const HOUR = 3_600_000;

export function cronOf(everyMs: number, place: number): string {
  const minute = (place * 7) % 60;
  const hours = everyMs / HOUR;
  if (hours === 1) return `${minute} * * * *`;
  if (hours === 24) return `${minute} 3 * * *`;
  if (Number.isInteger(hours) && hours > 1 && 24 % hours === 0) return `${minute} */${hours} * * *`;
  throw new Error(`no cron schedule for a job every ${everyMs} ms: use an hour, a divisor of a day in hours, or a day`);
}
