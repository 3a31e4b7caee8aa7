// Vite plugin: the first paint without JavaScript. index.html gets, inside #root, a static picture of what the app's
// first render shows at the top — the cookie consent for a first visit and the header's bar — so a phone paints the
// page's largest text as soon as the HTML and the stylesheet arrive, not after the scripts (Lighthouse found the
// consent text to be the largest paint, 2.5 s after the HTML). React replaces it with the live page at its first
// render (createRoot empties #root): new elements, not moved ones, so nothing counts as a layout shift.
// The picture is inert and hidden from assistive technology: it cannot be used, only seen, for that second or two.
// A small inline script in <head> hides the consent part before the first paint when the visitor has answered, and a
// second starts the worker that loads ICU's data (src/app/boot/warmUpIntl.ts); the server allows exactly those scripts
// by their hashes (server/http/inline-scripts.ts reads them from the built index.html).
import type { Plugin } from 'vite';
import { intlWarmUpScript } from '../../src/app/boot/warmUpIntl';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION, consentTexts as t } from '../../src/app/consent/consentShared';

/** The class the inline script puts on <html> when a valid answer is stored (the stylesheet then hides the consent). */
export const CONSENT_DECIDED_CLASS = 'consent-decided';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Runs before the first paint; never throws (storage may be refused). Mirrors consentStore's parseConsent. */
export function consentCheckScript(): string {
  return `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})||"null");if(c&&c.v===${CONSENT_VERSION}&&typeof c.performance==="boolean"&&typeof c.decidedAt==="string")document.documentElement.classList.add(${JSON.stringify(CONSENT_DECIDED_CLASS)})}catch(e){}`;
}

export function staticShellHtml(): string {
  return [
    '<div class="app static-shell" inert aria-hidden="true">',
    '<section class="consent"><div class="consent__inner">',
    `<h2 class="consent__heading">${escapeHtml(t.heading)}</h2>`,
    `<p>${escapeHtml(t.body)}</p>`,
    `<p>${escapeHtml(t.later)}</p>`,
    `<div class="consent__actions"><span class="button">${escapeHtml(t.accept)}</span><span class="button">${escapeHtml(t.reject)}</span></div>`,
    '</div></section>',
    '<header class="site-header"><div class="site-header__bar"></div></header>',
    '</div>',
  ].join('');
}

/** index.html with the static first paint in #root and the consent check in <head>. */
export function withStaticShell(html: string): string {
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div> for the static first paint');
  return html
    .replace('</head>', `<script>${consentCheckScript()}</script>\n  <script>${intlWarmUpScript()}</script>\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${staticShellHtml()}</div>`);
}

export function staticShellPlugin(): Plugin {
  return {
    name: 'bostadsko:static-shell',
    transformIndexHtml: { order: 'pre', handler: withStaticShell },
  };
}
