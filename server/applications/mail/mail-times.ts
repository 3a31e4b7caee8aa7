// Times in the brokerage's mails, as a reader in Sweden reads them: '2026-12-02 kl. 16.00' (Europe/Stockholm).
import { stockholmDay } from '../../../src/rules/calendar';

let clockFormat: Intl.DateTimeFormat | undefined;

/** 16.00: the Swedish clock time of an instant. */
export function stockholmClock(instant: Date): string {
  clockFormat ??= new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return clockFormat.format(instant).replace(':', '.');
}

/** 2026-12-02 kl. 16.00 */
export function stockholmDateTime(instant: Date): string {
  return `${stockholmDay(instant)} kl. ${stockholmClock(instant)}`;
}
