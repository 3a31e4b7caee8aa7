// How many components React renders while a page loads (issue 9): each commit's mounts and re-renders, counted with
// React's devtools hook (which production React calls on every commit). A component counts as re-rendered when its
// fiber is new in this commit and its props or state differ from its previous render; subtrees React skipped do not
// count. The counts do not depend on the machine's speed, only on how the answers arrive, so they compare builds where
// timings cannot. Component names need an unminified build (`npx vite build --minify false --outDir /tmp/lh-names`).
// Run against a running portal: npx tsx bench/lighthouse/renders.ts --url http://127.0.0.1:4331 [--pages account] [--runs 2] [--commits]
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../scripts/chromium';
import { scenarios } from '../../server/db/seed/scenarios';
import { choosePages, PAGES } from './pages';
import { demoLogin, firstRentalObjectId } from './session';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    pages: { type: 'string', default: PAGES.map((p) => p.key).join(',') },
    runs: { type: 'string', default: '2' },
    commits: { type: 'boolean', default: false },
  },
});
if (!values.url) throw new Error('--url of a running portal is required');
const baseUrl = values.url.replace(/\/$/, '');

interface Commit {
  t: number;
  mounts: number;
  updates: number;
  top: string;
}

// Installed before React loads: React finds the hook and reports each committed root to it.
const HOOK = `
  window.__commits = [];
  let previous = new WeakSet();
  const nameOf = (f) => { const t = f.type; if (!t || typeof t === 'string') return null; return t.displayName || t.name || (t.render && (t.render.displayName || t.render.name)) || (t.type && t.type.name) || null; };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject() { return 1; }, checkDCE() {}, onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(id, root) {
      const rendered = {}; let mounts = 0, updates = 0; const now = new WeakSet();
      const walk = (first) => { for (let f = first; f; f = f.sibling) {
        now.add(f);
        const name = nameOf(f); const a = f.alternate;
        const did = previous.has(f) ? null : !a ? 'mount' : (f.memoizedProps !== a.memoizedProps || f.memoizedState !== a.memoizedState) ? 'update' : null;
        if (did && name) { rendered[name] = (rendered[name] || 0) + 1; if (did === 'mount') mounts++; else updates++; }
        if (f.child) walk(f.child);
      } };
      walk(root.current.child);
      previous = now;
      window.__commits.push({ t: Math.round(performance.now()), mounts, updates, top: Object.entries(rendered).sort((x, y) => y[1] - x[1]).slice(0, 10).map(([k, v]) => k + ':' + v).join(' ') });
    },
  };
`;

const rentalObjectId = await firstRentalObjectId(baseUrl);
const pages = choosePages(values.pages);
const cookies = pages.some((p) => p.loggedIn) ? await demoLogin(baseUrl, scenarios.payingApplicant.email, scenarios.payingApplicant.password) : [];
console.log('| page | run | commits | mounts | re-renders |');
console.log('|---|---|---|---|---|');
for (const page of pages) {
  for (let run = 1; run <= Number(values.runs); run++) {
    const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: false, args: CHROMIUM_FLAGS, defaultViewport: { width: 412, height: 823, isMobile: true, deviceScaleFactor: 1.75 } });
    try {
      if (page.loggedIn) await browser.setCookie(...cookies.map((c) => ({ ...c, domain: new URL(baseUrl).hostname, path: '/' })));
      const tab = await browser.newPage();
      await tab.evaluateOnNewDocument(HOOK);
      await tab.goto(baseUrl + page.path({ rentalObjectId }), { waitUntil: 'networkidle0', timeout: 120_000 });
      await new Promise((r) => setTimeout(r, 1000));
      const commits = (await tab.evaluate('window.__commits')) as Commit[];
      const sum = (f: (c: Commit) => number) => commits.reduce((s, c) => s + f(c), 0);
      console.log(`| ${page.key} | ${run} | ${commits.length} | ${sum((c) => c.mounts)} | ${sum((c) => c.updates)} |`);
      if (values.commits) for (const c of commits) console.error(`  ${String(c.t).padStart(5)} ms  mounts ${c.mounts}  re-renders ${c.updates}  ${c.top}`);
    } finally {
      await browser.close();
    }
  }
}
