// The tag manager's loader (Google Tag Manager's standard snippet without inline script, which the CSP forbids):
// the data layer with the start event, then the container script. Loaded as its own chunk, only after performance
// consent with a configured container id, and at most once per page.
import { TAG_MANAGER_SCRIPT_HOSTS } from '../../rules/tagManager';

const SCRIPT_ID = 'tag-manager';
const [TAG_MANAGER_ORIGIN] = TAG_MANAGER_SCRIPT_HOSTS;
/** The cookies Google's tags set for statistics; removed when consent is withdrawn. */
const STATISTICS_COOKIE = /^(_ga|_gid|_gat|_gcl)/;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Adds the container script once; returns false when it was already there. */
export function startTagManager(containerId: string, doc: Document = document): boolean {
  if (doc.getElementById(SCRIPT_ID)) return false;
  const win = doc.defaultView ?? window;
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
  doc.head.appendChild(script);
  return true;
}

/** The names of the statistics cookies in a document.cookie string. */
export function statisticsCookieNames(cookieString: string): string[] {
  return cookieString
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => STATISTICS_COOKIE.test(name));
}

/** Consent withdrawn: expire the statistics cookies (on this host and its parent domains) and reload without tags. */
export function stopTagManager(doc: Document = document): void {
  const parts = doc.location.hostname.split('.');
  const domains = ['', ...parts.slice(0, -1).map((_, i) => `; domain=.${parts.slice(i).join('.')}`)];
  for (const name of statisticsCookieNames(doc.cookie)) {
    for (const domain of domains) doc.cookie = `${name}=; max-age=0; path=/${domain}`;
  }
  doc.location.reload();
}
