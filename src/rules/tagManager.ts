// The tag manager (spec 000 §7 'Other'), shared by the SPA (which starts it with consent) and the server (whose CSP
// lets its hosts in only when a container id is configured): what a container id looks like, and the hosts it uses.

/** A Google Tag Manager container id (GTM-XXXXXXX); anything else counts as not configured. */
export function isTagManagerId(id: string): boolean {
  return /^GTM-[A-Z0-9]{4,12}$/.test(id);
}

/** The container script, and where Google's statistics tags send and load from (Google's CSP guidance for GTM and GA4). */
export const TAG_MANAGER_SCRIPT_HOSTS = ['https://www.googletagmanager.com'] as const;
export const TAG_MANAGER_DATA_HOSTS = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'] as const;
