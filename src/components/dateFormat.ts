// Dates and times as Swedish users read them (sv-SE, Stockholm time): '2026-11-22 08:00'.
import { once } from '../rules/once';

const dateTimeFormat = once(
  () =>
    new Intl.DateTimeFormat('sv-SE', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Stockholm',
    }),
);

/** An ISO instant as 'YYYY-MM-DD HH:mm' in Stockholm time; the input unchanged when it is no date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat().format(date);
}
