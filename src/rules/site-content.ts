// The back office's tools (issue 13): the applicants' maintenance message, menu and footer as an administrator edits
// them. Shared by the staff forms and the server. The footer is stored as HTML (the applicants' shell renders it), so
// the editor never takes HTML: it takes text lines and [links](/address), which the server turns into escaped HTML.
import { z } from './zod';
import { startOfStockholmDay } from './calendar';

export const MAINTENANCE_MESSAGE_MAX = 500;
export const MENU_NAME_MAX = 60;
export const MENU_ITEMS_MAX = 12;
export const FOOTER_TITLE_MAX = 60;
export const FOOTER_TEXT_MAX = 1000;

export const siteContentMessages = {
  message: { required: 'Skriv driftmeddelandet', tooLong: `Driftmeddelandet får vara högst ${MAINTENANCE_MESSAGE_MAX} tecken` },
  start: 'Ange när meddelandet ska börja visas (datum och tid)',
  stop: 'Ange när meddelandet ska sluta visas (datum och tid)',
  stopBeforeStart: 'Sluttiden måste vara efter starttiden',
  menuName: { required: 'Ange menyvalets namn', tooLong: `Menyvalets namn får vara högst ${MENU_NAME_MAX} tecken` },
  menuUrl: 'Ange en adress som börjar med / eller https://',
  menuTooMany: `Högst ${MENU_ITEMS_MAX} menyval per nivå`,
  footerTitle: `Rubriken får vara högst ${FOOTER_TITLE_MAX} tecken`,
  footerText: `Texten får vara högst ${FOOTER_TEXT_MAX} tecken`,
  footerLink: 'En länk skrivs [text](/adress) och adressen börjar med /, https:// eller mailto:',
  saved: 'Ändringen är sparad',
  cleared: 'Driftmeddelandet är borttaget',
} as const;
const m = siteContentMessages;

const trimmed = (max: number, messages: { required: string; tooLong: string }) =>
  z.string({ error: messages.required }).trim().min(1, messages.required).max(max, messages.tooLong);

const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;
/** A datetime-local value ("2026-12-01T08:00", Stockholm time) as an instant, or null. */
export function stockholmInstant(value: unknown): Date | null {
  const match = typeof value === 'string' ? LOCAL_TIME.exec(value.trim()) : null;
  if (!match) return null;
  const [, day, hh, mm] = match;
  const utc = Date.parse(`${day}T00:00:00Z`);
  if (Number(hh) > 23 || Number(mm) > 59 || Number.isNaN(utc) || new Date(utc).toISOString().slice(0, 10) !== day) return null;
  const midnight = startOfStockholmDay(day!);
  return new Date(midnight.getTime() + (Number(hh) * 60 + Number(mm)) * 60_000);
}

/** An instant as a datetime-local value in Stockholm time. */
export function stockholmLocal(instant: Date): string {
  const parts = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

const localTime = (message: string) =>
  z
    .string({ error: message })
    .refine((v) => stockholmInstant(v) !== null, message)
    .transform((v) => stockholmInstant(v)!);

export const maintenanceMessageSchema = z
  .object({
    message: trimmed(MAINTENANCE_MESSAGE_MAX, m.message),
    start: localTime(m.start),
    stop: localTime(m.stop),
  })
  // A time that failed its own check stays the text it was (zod runs this check anyway): judged only when both are times.
  .refine((v) => !(v.start instanceof Date && v.stop instanceof Date) || v.stop.getTime() > v.start.getTime(), { path: ['stop'], message: m.stopBeforeStart });
export type MaintenanceMessageInput = z.input<typeof maintenanceMessageSchema>;

const menuUrl = z
  .string({ error: m.menuUrl })
  .trim()
  .max(300, m.menuUrl)
  .refine((v) => (/^\/(?!\/)/.test(v) || /^https:\/\/[^\s]+$/.test(v)) && !/\s/.test(v), m.menuUrl);
const menuLink = z.object({ name: trimmed(MENU_NAME_MAX, m.menuName), url: menuUrl });

/** The applicants' menu: top-level items, each with its own sub-items (two levels, as the shell shows them). */
export const menuSchema = z.object({
  items: z.array(menuLink.extend({ children: z.array(menuLink).max(MENU_ITEMS_MAX, m.menuTooMany).optional().default([]) })).max(MENU_ITEMS_MAX, m.menuTooMany),
});
export type MenuInput = z.input<typeof menuSchema>;

// ---- The footer: text lines and links, never HTML ----

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;
const SAFE_HREF = /^(\/(?!\/)|https:\/\/|mailto:)/;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Whether every [text](address) of the text has an address we link to. */
export function footerLinksSafe(text: string): boolean {
  return [...text.matchAll(LINK)].every((l) => SAFE_HREF.test(l[2]!));
}

/** The footer column's text as HTML: every character escaped, lines joined by <br>, [text](address) as a link. */
export function footerTextToHtml(text: string): string {
  const lines = text.trim().split(/\r?\n/).map((line) => {
    let out = '';
    let last = 0;
    for (const l of line.matchAll(LINK)) {
      out += escapeHtml(line.slice(last, l.index));
      out += SAFE_HREF.test(l[2]!) ? `<a href="${escapeHtml(l[2]!)}">${escapeHtml(l[1]!)}</a>` : escapeHtml(l[0]);
      last = l.index! + l[0].length;
    }
    return out + escapeHtml(line.slice(last));
  });
  return lines.length === 1 && lines[0] === '' ? '' : `<p>${lines.join('<br>')}</p>`;
}

const unescapeHtml = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (_e, n: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[n]!);

/** Stored footer HTML back as the editor's text (links as [text](address), other tags dropped). */
export function footerHtmlToText(html: string): string {
  return unescapeHtml(
    html
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/p>\s*<p[^>]*>/gi, '\n')
      .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, (_a, href: string, t: string) => `[${t}](${href})`)
      .replace(/<[^>]+>/g, ''),
  ).trim();
}

const footerColumn = z.object({
  title: z
    .string()
    .trim()
    .max(FOOTER_TITLE_MAX, m.footerTitle)
    .nullish()
    .transform((v) => v || null),
  body: z.string({ error: m.footerText }).trim().max(FOOTER_TEXT_MAX, m.footerText).refine(footerLinksSafe, m.footerLink),
});

/** The footer's three columns (an empty column is not shown). */
export const footerSchema = z.object({ columns: z.array(footerColumn).length(3) });
export type FooterInput = z.input<typeof footerSchema>;

/** Every problem as {code: the field's path, text}. */
export function siteContentProblems(issues: readonly { path: readonly PropertyKey[]; message: string }[]): { code: string; text: string }[] {
  return issues.map((i) => ({ code: i.path.map(String).join('.') || 'input', text: i.message }));
}
