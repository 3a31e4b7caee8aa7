// Security headers on every reply.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { TAG_MANAGER_DATA_HOSTS, TAG_MANAGER_SCRIPT_HOSTS } from '../../src/rules/tagManager';
import { MAPBOX_HOSTS } from '../map/map-config';
import { spaInlineScriptSources } from './inline-scripts';

/**
 * The bank's window (issue 14): our page opens the aggregator in a window of its own, which comes back to the return
 * page and posts its result to the opener. A window that passes through another origin keeps its opener only when our
 * pages allow popups (same-origin-allow-popups: others still cannot hold a reference to our window) and every page the
 * window shows after its first — the aggregator's, the callback, the return page — isolates itself no more than the
 * aggregator's do (unsafe-none): a window that moves from an isolating page to a non-isolating one loses its opener.
 * The open-banking sandbox stands in for the aggregator's site, so it does as Tink's pages do.
 */
export const BANK_WINDOW_PATHS = ['/mypages/api/open-banking/callback', '/mypages/app/openbankingreturn', '/sandbox/open-banking'] as const;

export function openerPolicy(url: string): 'unsafe-none' | 'same-origin-allow-popups' {
  const path = url.split('?')[0]!;
  return BANK_WINDOW_PATHS.some((p) => path === p || path.startsWith(`${p}/`)) ? 'unsafe-none' : 'same-origin-allow-popups';
}

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  // The offline map needs nothing beyond 'self'; Mapbox's hosts are allowed only when a Mapbox token is configured.
  const mapbox = config.MAPBOX_TOKEN ? ` ${MAPBOX_HOSTS.join(' ')}` : '';
  // The tag manager (with the visitor's consent, in the SPA) only when a container id is configured.
  const tagScripts = config.VITE_TAG_MANAGER_ID ? ` ${TAG_MANAGER_SCRIPT_HOSTS.join(' ')}` : '';
  const tagData = config.VITE_TAG_MANAGER_ID ? ` ${TAG_MANAGER_DATA_HOSTS.join(' ')}` : '';
  // The built index.html's own inline script (the static first paint's consent check), by its hash.
  const inline = spaInlineScriptSources(config.STATIC_DIR).map((source) => ` ${source}`).join('');
  const csp = [
    "default-src 'self'",
    `script-src 'self'${inline}${tagScripts}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${mapbox}${tagData}`,
    "font-src 'self' data:",
    `connect-src 'self'${mapbox}${tagData}`,
    `worker-src 'self' blob:${mapbox}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  app.addHook('onSend', async (req, reply, payload) => {
    // A route may answer with a stricter policy of its own (the back office's file preview: a sandbox it may frame).
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!reply.hasHeader('X-Frame-Options')) reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=()');
    reply.header('Cross-Origin-Opener-Policy', openerPolicy(req.url));
    if (config.cookieSecure) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
