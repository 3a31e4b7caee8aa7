// The Content-Security-Policy allows no inline script but those of the built index.html (the consent check of the
// static first paint, scripts/bundle/static-shell-plugin.ts), each by its SHA-256 hash, read once at start.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The CSP sources ('sha256-…') of the inline scripts (a <script> without attributes) in the HTML. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1] ?? '', 'utf8').digest('base64')}'`);
}

/** The built SPA's inline script sources; none when the folder has no index.html (API-only, tests). */
export function spaInlineScriptSources(staticDir: string): string[] {
  const file = path.join(path.resolve(staticDir), 'index.html');
  return existsSync(file) ? inlineScriptSources(readFileSync(file, 'utf8')) : [];
}
