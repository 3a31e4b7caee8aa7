// Which provider icon addresses our server fetches (issue 14): the aggregator's icons are shown through our own origin
// (the pages' CSP allows images from 'self' only, and the applicant's browser then talks to no third party), so the
// server fetches them — only from the aggregator's own API origin (our sandbox's, or Tink's) or over https from one of
// the configured icon hosts (Tink's cdn.tink.se), never an address with credentials. Pure.

/** The image types an icon may have (never HTML or anything a browser would run). */
export const ICON_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'] as const;

/** An icon larger than this is refused. */
export const MAX_ICON_BYTES = 256 * 1024;

export function isAllowedIconUrl(url: string, apiUrl: string, hosts: readonly string[]): boolean {
  let u: URL;
  let api: URL;
  try {
    u = new URL(url);
    api = new URL(apiUrl);
  } catch {
    return false;
  }
  if (u.username || u.password) return false;
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return false;
  if (u.origin === api.origin) return true;
  return u.protocol === 'https:' && hosts.some((h) => h.toLowerCase() === u.hostname.toLowerCase());
}

/** The media type of an icon answer if it is one of ICON_TYPES (parameters dropped), else null. */
export function iconType(contentType: string | null): (typeof ICON_TYPES)[number] | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return (ICON_TYPES as readonly string[]).includes(type) ? (type as (typeof ICON_TYPES)[number]) : null;
}
