// The Stockholm day, asked for by every list request (it is part of the generation of the listing data). An Intl
// format per request is a measurable part of a cached answer, so it is formatted at most once a UTC minute: Sweden's
// midnight always falls on a whole UTC hour (UTC+1, or UTC+2 in summer), so within one minute the day cannot change.
import { stockholmDay } from '../../src/rules/calendar';

export function stockholmDayClock(now: () => Date): () => string {
  let minute = Number.NaN;
  let day = '';
  return () => {
    const instant = now();
    const m = Math.floor(instant.getTime() / 60_000);
    if (m !== minute) {
      minute = m;
      day = stockholmDay(instant);
    }
    return day;
  };
}
