// The static first paint: what index.html shows before any script, and the inline check that hides the consent from a
// visitor who has answered.
import { consentTexts } from '../../src/app/consent/consentShared';
import { parseConsent, serializeConsent } from '../../src/app/consent/consentStore';
import { intlWarmUpScript } from '../../src/app/boot/warmUpIntl';
import { CONSENT_DECIDED_CLASS, consentCheckScript, staticShellHtml, withStaticShell } from './static-shell-plugin';

const INDEX = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>';

describe('the static first paint', () => {
  it('puts the consent texts and the header bar in #root, inert and hidden from assistive technology', () => {
    const html = withStaticShell(INDEX);
    expect(html).toContain(`<div id="root">${staticShellHtml()}</div>`);
    expect(staticShellHtml()).toMatch(/^<div class="app static-shell" inert aria-hidden="true">/);
    for (const text of [consentTexts.heading, consentTexts.accept, consentTexts.reject]) expect(staticShellHtml()).toContain(text);
    expect(staticShellHtml()).toContain('<header class="site-header">');
    // Nothing in it can be used: no links, buttons or fields.
    expect(staticShellHtml()).not.toMatch(/<(a|button|input|select|textarea)\b/);
    // Both inline scripts in <head>: the consent check and the start of the ICU warm-up worker.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<script>${consentCheckScript()}</script>`);
    expect(head).toContain(`<script>${intlWarmUpScript()}</script>`);
  });

  it('refuses an index.html without an empty root', () => {
    expect(() => withStaticShell('<html><head></head><body><div id="app"></div></body></html>')).toThrow(/root/);
  });
});

describe('the consent check before the first paint', () => {
  function run(stored: string | null | Error): boolean {
    const classes = new Set<string>();
    const localStorage = {
      getItem: () => {
        if (stored instanceof Error) throw stored;
        return stored;
      },
    };
    const document = { documentElement: { classList: { add: (c: string) => classes.add(c) } } };
    new Function('localStorage', 'document', consentCheckScript())(localStorage, document);
    return classes.has(CONSENT_DECIDED_CLASS);
  }

  it.each([
    ['a stored answer (yes)', serializeConsent({ performance: true, decidedAt: '2026-11-24T10:00:00.000Z' }), true],
    ['a stored answer (no)', serializeConsent({ performance: false, decidedAt: '2026-11-24T10:00:00.000Z' }), true],
    ['no answer', null, false],
    ['an answer of another version', JSON.stringify({ v: 0, performance: true, decidedAt: '2026-11-24T10:00:00.000Z' }), false],
    ['a damaged answer', '{"v":1,', false],
    ['an answer without its day', JSON.stringify({ v: 1, performance: true }), false],
    ['storage refused', new Error('SecurityError'), false],
  ])('%s: hidden %s', (_what, stored, hidden) => {
    expect(run(stored)).toBe(hidden);
    // The app's own reading agrees, so the static consent and the live one never differ.
    if (!(stored instanceof Error)) expect(parseConsent(stored) !== null).toBe(hidden);
  });
});
