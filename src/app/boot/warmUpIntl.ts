// The first Intl object a page builds loads ICU's data for the locale (and the time zone's rules for dates): 10-20 ms
// on a fast machine, far more on a slow phone. Every page formats a number or a date when its data arrives, so that
// task paid for it. Built once here, in tasks of their own while the page waits for the network, the data is there.
import { nextTask } from './nextTask';

export async function warmUpIntl(): Promise<void> {
  await nextTask();
  new Intl.NumberFormat('sv-SE').format(0);
  await nextTask();
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(0);
}
