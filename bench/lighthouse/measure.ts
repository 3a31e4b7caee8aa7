// One Lighthouse run (mobile form factor, default simulated throttling: Lighthouse's defaults) in a fresh Debian
// chromium, with the given cookies in the browser's own cookie jar (so the SPA reads its CSRF token as it does for a
// user; Lighthouse keeps cookies when it resets storage).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { RunMetrics } from './report';
import type { BrowserCookie } from './session';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../scripts/chromium';


/** Lighthouse could not record the page (NO_NAVSTART, NO_FCP …): worth another try. */
export class LighthouseRunError extends Error {}

/** `cpuSlowdown`: Lighthouse's CPU slowdown multiplier for the simulation; its default (4×) when not given. */
export async function runLighthouse(url: string, cookies: readonly BrowserCookie[], cpuSlowdown?: number): Promise<{ version: string; metrics: RunMetrics }> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: false, args: CHROMIUM_FLAGS, defaultViewport: null });
  try {
    const { hostname } = new URL(url);
    if (cookies.length) await browser.setCookie(...cookies.map((c) => ({ ...c, domain: hostname, path: '/' })));
    const page = await browser.newPage();
    const flags = { logLevel: 'error' as const, output: 'json' as const, onlyCategories: ['performance', 'accessibility', 'best-practices'] };
    const result = await lighthouse(url, cpuSlowdown === undefined ? flags : { ...flags, throttling: { cpuSlowdownMultiplier: cpuSlowdown } }, undefined, page);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRunError(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    // A logged-in page that fell back to the login page would measure the wrong thing.
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
    const jsonDir = process.env.LIGHTHOUSE_JSON_DIR;
    if (jsonDir) {
      // The whole report of each run, to see which element was the LCP, what shifted, which tasks blocked; and the
      // run's trace beside it (…-trace.json, opens in DevTools' Performance panel), to see what ran in a slow run's tasks.
      mkdirSync(jsonDir, { recursive: true });
      const name = `${new URL(url).pathname.replace(/^\/mypages\/app\/?/, '').replace(/[^a-z0-9]+/gi, '-') || 'start'}-${Date.now()}`;
      writeFileSync(join(jsonDir, `${name}.json`), JSON.stringify(lhr));
      if (result.artifacts.Trace) writeFileSync(join(jsonDir, `${name}-trace.json`), JSON.stringify(result.artifacts.Trace));
    }
    if (process.env.LIGHTHOUSE_DEBUG) {
      const failing = Object.values(lhr.categories).flatMap((c) => c.auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1).map((r) => `${c.id}/${r.id}`));
      console.error(`  audits below full score: ${failing.join(', ')}`);
    }
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const metrics: RunMetrics = {
      performance: lhr.categories.performance?.score ?? null,
      accessibility: lhr.categories.accessibility?.score ?? null,
      bestPractices: lhr.categories['best-practices']?.score ?? null,
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      inp: numeric('interaction-to-next-paint'),
      transferred: numeric('total-byte-weight'),
      benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    };
    return { version: lhr.lighthouseVersion, metrics };
  } finally {
    await browser.close();
  }
}
