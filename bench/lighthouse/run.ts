// Lighthouse as a bench (issue 9): each page several times (default 3), the median of each metric, as a markdown
// table. Starts its own portal like `npm start` (built SPA + server on in-memory PGlite with the demo data) unless
// --url names a running one. Scores depend on the machine: the table carries Lighthouse's benchmarkIndex.
// Run: npx vite build && npx tsx bench/lighthouse/run.ts [--runs 3] [--port 4310] [--static-dir dist/app]
//        [--url http://127.0.0.1:3000 | --checkout /tmp/before] [--pages start,login,...]
// --checkout starts the portal from another checkout (e.g. a git worktree of an older commit, with its own
// `npm ci` and build), to measure before and after with the same bench.
// --cpu-slowdown N sets Lighthouse's CPU slowdown (default 4×); --cpu-slowdown auto calibrates it to this machine as
// Lighthouse's documentation advises for a host weaker than it assumes (bench/lighthouse/calibration.ts): three runs
// of the start page give the median benchmarkIndex, Lighthouse's calculator the multiplier. Default runs stay the
// issue's measure; a calibrated batch says what the same phone would see.
import { parseArgs } from 'node:util';
import { scenarios } from '../../server/db/seed/scenarios';
import { calibratedCpuSlowdown, DEFAULT_CPU_SLOWDOWN } from './calibration';
import { LighthouseRunError, runLighthouse } from './measure';
import { markdownTable, median, medianOfRuns, type RunMetrics } from './report';
import { PAGES, choosePages } from './pages';
import { startPortal, type StartedServer } from './server';
import { demoLogin, firstRentalObjectId, type BrowserCookie } from './session';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4310' },
    'static-dir': { type: 'string', default: process.env.STATIC_DIR ?? 'dist/app' },
    url: { type: 'string' },
    checkout: { type: 'string' },
    pages: { type: 'string', default: PAGES.map((p) => p.key).join(',') },
    'cpu-slowdown': { type: 'string' },
  },
});
const runs = Number(values.runs);
const chosen = choosePages(values.pages);

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine: such a run is repeated. */
async function withRetries<T>(run: () => Promise<T>, what: string, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= attempts || !(err instanceof LighthouseRunError)) throw err;
      console.error(`${what}: ${err.message.split('.')[0]}; running it again`);
    }
  }
}

let server: StartedServer | undefined;
try {
  if (!values.url) server = await startPortal({ port: Number(values.port), staticDir: values['static-dir'], cwd: values.checkout });
  const baseUrl = (values.url ?? server!.baseUrl).replace(/\/$/, '');
  const rentalObjectId = await firstRentalObjectId(baseUrl);
  const demo = scenarios.payingApplicant;
  let cookies: BrowserCookie[] = [];
  if (chosen.some((p) => p.loggedIn)) cookies = await demoLogin(baseUrl, demo.email, demo.password);

  let cpuSlowdown: number | undefined;
  let slowdownText = `CPU slowdown ${DEFAULT_CPU_SLOWDOWN}× (Lighthouse's default)`;
  if (values['cpu-slowdown'] === 'auto') {
    const indexes: (number | null)[] = [];
    for (let i = 1; i <= 3; i++) {
      const { metrics } = await withRetries(() => runLighthouse(baseUrl + '/mypages/app/', []), `calibration run ${i}`);
      indexes.push(metrics.benchmarkIndex);
    }
    const index = median(indexes);
    const multiplier = index === null ? null : calibratedCpuSlowdown(index);
    if (multiplier === null) throw new Error(`no CPU slowdown for benchmarkIndex ${index}: too slow to emulate the phone`);
    cpuSlowdown = Math.round(multiplier * 10) / 10;
    slowdownText = `CPU slowdown ${cpuSlowdown}× calibrated to this machine (median benchmarkIndex ${Math.round(index!)} of 3 runs, Lighthouse's calculator)`;
  } else if (values['cpu-slowdown'] !== undefined) {
    cpuSlowdown = Number(values['cpu-slowdown']);
    if (!(cpuSlowdown > 0)) throw new Error(`--cpu-slowdown takes a number above 0 or auto, not ${values['cpu-slowdown']}`);
    slowdownText = `CPU slowdown ${cpuSlowdown}×`;
  }
  console.error(slowdownText);

  const rows: { page: string; runs: number; metrics: RunMetrics }[] = [];
  let version = '';
  for (const page of chosen) {
    const url = baseUrl + page.path({ rentalObjectId });
    const results: RunMetrics[] = [];
    for (let i = 1; i <= runs; i++) {
      const { version: v, metrics: m } = await withRetries(() => runLighthouse(url, page.loggedIn ? cookies : [], cpuSlowdown), `${page.title} run ${i}`);
      version = v;
      results.push(m);
      console.error(`${page.title} run ${i}/${runs}: performance ${Math.round((m.performance ?? 0) * 100)}, LCP ${Math.round(m.lcp ?? 0)} ms, TBT ${Math.round(m.tbt ?? 0)} ms, CLS ${(m.cls ?? 0).toFixed(3)}`);
    }
    rows.push({ page: page.title, runs, metrics: medianOfRuns(results) });
  }
  console.log(`\nLighthouse ${version}, mobile, simulated throttling, ${slowdownText}, median of ${runs} per page (each metric's own median), ${new Date().toISOString().slice(0, 16)}Z, logged-in pages as ${demo.email}\n`);
  console.log(markdownTable(rows));
} finally {
  await server?.stop();
}
