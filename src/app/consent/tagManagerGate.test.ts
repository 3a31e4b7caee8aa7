// @vitest-environment jsdom
import type { Consent } from './consentStore';
import { isTagManagerId } from '../../rules/tagManager';
import { applyConsent, mayStartTagManager } from './tagManagerGate';

const given: Consent = { performance: true, decidedAt: '2026-11-22T10:00:00.000Z' };
const refused: Consent = { performance: false, decidedAt: '2026-11-22T10:00:00.000Z' };
const tagScripts = () => document.querySelectorAll('script[src^="https://www.googletagmanager.com/gtm.js"]');

describe('the tag manager starts only with performance consent and a configured id', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    delete window.dataLayer;
  });

  it.each([
    ['no answer yet', null, 'GTM-ABC1234', false],
    ['consent refused', refused, 'GTM-ABC1234', false],
    ['consent given, no id', given, '', false],
    ['consent given, an id that is not a container id', given, 'UA-12345-1', false],
    ['consent given and an id', given, 'GTM-ABC1234', true],
  ] as const)('%s → %s', (_case, consent, id, allowed) => {
    expect(mayStartTagManager(consent, id)).toBe(allowed);
  });

  it.each([
    ['GTM-ABC1234', true],
    ['GTM-K9', false],
    ['gtm-abc1234', false],
    ['GTM-ABC1234"><script>', false],
  ])('container id %s is valid: %s', (id, valid) => {
    expect(isTagManagerId(id)).toBe(valid);
  });

  it('injects no script and loads no loader without consent', async () => {
    const load = vi.fn(() => import('./tagManager'));
    await expect(applyConsent(null, 'GTM-ABC1234', load)).resolves.toBe(false);
    await expect(applyConsent(refused, 'GTM-ABC1234', load)).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(tagScripts()).toHaveLength(0);
  });

  it('injects no script and loads no loader without an id (the default build)', async () => {
    const load = vi.fn(() => import('./tagManager'));
    await expect(applyConsent(given, undefined, load)).resolves.toBe(false);
    await expect(applyConsent(given, '', load)).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(tagScripts()).toHaveLength(0);
  });

  it('with both injects exactly one container script, however often the consent is applied', async () => {
    await expect(applyConsent(given, 'GTM-ABC1234')).resolves.toBe(true);
    await expect(applyConsent(given, 'GTM-ABC1234')).resolves.toBe(false);
    const scripts = tagScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveProperty('async', true);
    expect(scripts[0]?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234');
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
  });
});
