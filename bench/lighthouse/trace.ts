// A/B trace of the main thread (issue 9): where a page's start-up spends its time, for two or more builds measured in
// turns in the same run. Lighthouse's score on this shared 2-core machine moves by 20 points between runs, because its
// simulation multiplies each task's wall-clock time by four and a busy machine stretches wall-clock time. This bench
// reads the trace's thread time instead (the CPU the page's main thread itself used), which other processes stretch far
// less, and estimates Lighthouse's blocking time from it the same way: each task after the first contentful paint
// counts four times its time less 50 ms. The wall-clock estimate is printed beside it.
// Each run: a fresh chromium (no CPU slowdown unless --cpu-slowdown), the page loaded until the network is idle and a
// second more, then: the main thread's CPU time in tasks, the estimated blocking time, the longest task, the largest
// contentful paint, and a CPU profile whose self time is mapped through the build's source maps to the source file or
// package that spent it.
// Run: npx tsx bench/lighthouse/trace.ts --builds before=/tmp/lh-before,after=/tmp/lh-after [--pages list,account]
//        (name=dir@http://127.0.0.1:4330 measures a portal already running on that build)
//        [--runs 5] [--top 12] [--port 4320] [--functions: self time per function instead of per file] [--checkout DIR: start the portal from another checkout, as run.ts does]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import puppeteer, { type CDPSession } from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../scripts/chromium';
import { scenarios } from '../../server/db/seed/scenarios';
import { choosePages, PAGES } from './pages';
import { median } from './report';
import { startPortal, type StartedServer } from './server';
import { demoLogin, firstRentalObjectId, type BrowserCookie } from './session';

const { values } = parseArgs({
  options: {
    builds: { type: 'string' },
    pages: { type: 'string', default: PAGES.map((p) => p.key).join(',') },
    runs: { type: 'string', default: '5' },
    top: { type: 'string', default: '12' },
    port: { type: 'string', default: '4320' },
    'cpu-slowdown': { type: 'string', default: '1' },
    functions: { type: 'boolean', default: false },
    tasks: { type: 'boolean', default: false },
    checkout: { type: 'string' },
  },
});
if (!values.builds) throw new Error('--builds name=dir[,name=dir…] is required');
// name=dir starts a portal on that build; name=dir@url measures a portal already running on it.
const builds = values.builds.split(',').map((pair) => {
  const [name, rest] = pair.split('=');
  const [dir, url] = (rest ?? '').split('@');
  if (!name || !dir) throw new Error(`--builds: "${pair}" is not name=dir or name=dir@url`);
  return { name, dir: path.resolve(dir), url };
});
const pages = choosePages(values.pages);
const runs = Number(values.runs);
const slowdown = Number(values['cpu-slowdown']);

interface Run {
  /** the main thread's CPU time in tasks from the navigation on */
  cpuMs: number;
  /** Σ max(0, 4 × task CPU time − 50 ms) over tasks after the first contentful paint */
  blockingCpuMs: number;
  /** the same from the tasks' wall-clock time, as Lighthouse computes it */
  blockingWallMs: number;
  /** the longest task's CPU time × 4 */
  longestMs: number;
  longTasks: number;
  fcpMs: number;
  lcpMs: number;
  lcpElement: string;
  /** self time (ms) per source file or package */
  self: Map<string, number>;
}

// Runs in the page before its own scripts: notes which element was the largest contentful paint.
const OBSERVE = `
  window.__lcp = null;
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) {
      const el = e.element;
      window.__lcp = el ? el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).trim().split(/\\s+/).join('.') : '') : '?';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

/** The trace lacked what a run needs (chromium now and then drops events on a busy machine): worth another try. */
class TraceMissed extends Error {}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

/** The page's main-thread tasks and paints, from the trace. */
function tasksOf(events: TraceEvent[], url: string): Pick<Run, 'cpuMs' | 'blockingCpuMs' | 'blockingWallMs' | 'longestMs' | 'longTasks' | 'fcpMs' | 'lcpMs'> & { navTs: number; longOnes: TraceEvent[] } {
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
  if (!nav) throw new TraceMissed(`no navigationStart for ${url} in the trace`);
  const onMain = (e: TraceEvent) => e.pid === nav.pid && e.tid === nav.tid;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && onMain(e) && e.ts >= nav.ts);
  const lcps = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && onMain(e) && e.ts >= nav.ts);
  const runTasks = events.filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && onMain(e) && e.ts >= nav.ts).sort((a, b) => a.ts - b.ts);
  // Only the outermost tasks (a nested run loop's tasks are part of their parent's time).
  const tasks: TraceEvent[] = [];
  for (const t of runTasks) {
    const last = tasks[tasks.length - 1];
    if (last && t.ts < last.ts + (last.dur ?? 0)) continue;
    tasks.push(t);
  }
  const fcpTs = fcp?.ts ?? nav.ts;
  const after = tasks.filter((t) => t.ts >= fcpTs);
  const cpu = (t: TraceEvent) => (t.tdur ?? t.dur ?? 0) / 1000;
  const wall = (t: TraceEvent) => (t.dur ?? 0) / 1000;
  return {
    cpuMs: tasks.reduce((sum, t) => sum + cpu(t), 0),
    blockingCpuMs: after.reduce((sum, t) => sum + Math.max(0, 4 * cpu(t) - 50), 0),
    blockingWallMs: after.reduce((sum, t) => sum + Math.max(0, 4 * wall(t) - 50), 0),
    longestMs: 4 * Math.max(0, ...after.map(cpu)),
    longTasks: after.filter((t) => 4 * cpu(t) > 50).length,
    fcpMs: fcp ? (fcp.ts - nav.ts) / 1000 : NaN,
    lcpMs: lcps.length ? (lcps[lcps.length - 1]!.ts - nav.ts) / 1000 : NaN,
    navTs: nav.ts,
    longOnes: after.filter((t) => 4 * wall(t) > 50),
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, TraceMap | null>();
function mapFor(dir: string, url: string): TraceMap | null {
  const file = path.join(dir, 'assets', path.basename(new URL(url).pathname));
  if (!maps.has(file)) maps.set(file, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
  return maps.get(file)!;
}

/** Where a frame's code came from: a package (node_modules) or a source file; V8's own entries keep their name. */
function bucketOf(dir: string, frame: ProfileNode['callFrame']): string {
  if (!frame.url) return frame.functionName ? `(${frame.functionName.replace(/[()]/g, '')})` : '(native)';
  if (!frame.url.includes('/assets/')) return `(${frame.url.startsWith('http') ? 'the HTML page' : frame.url})`;
  const map = mapFor(dir, frame.url);
  const source = map ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }).source : null;
  if (!source) return path.basename(new URL(frame.url).pathname);
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  // Builds made in other folders name the same file by another relative path: keep it from src/ or operations/ on.
  const file = pkg ? pkg[1]! : (/(?:^|\/)((?:src|operations)\/.*)$/.exec(source)?.[1] ?? source.replace(/^(\.\.\/)+/, ''));
  // --functions: each function apart (the function's start, mapped: its file within the package and its line).
  if (!values.functions) return file;
  const start = map ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }) : null;
  const inPackage = pkg ? source.slice(source.indexOf(pkg[1]!) + pkg[1]!.length + 1) : file;
  return `${frame.functionName || '(anonymous)'} ${pkg ? pkg[1] + ' ' : ''}${inPackage}:${start?.line ?? '?'}`;
}

function selfTimes(dir: string, profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const out = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (!node || node.callFrame.functionName === '(idle)') return;
    const key = bucketOf(dir, node.callFrame);
    out.set(key, (out.get(key) ?? 0) + ms);
  });
  return out;
}

/** --tasks: each task that Lighthouse would count as blocking (wall × 4 > 50 ms), with its CPU time and what ran in it. */
function printTasks(dir: string, profile: Profile, navTs: number, tasks: TraceEvent[], events: TraceEvent[]): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  let at = profile.startTime;
  const samples = profile.samples.map((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    return { id, at, ms: (profile.timeDeltas[i + 1] ?? 0) / 1000 };
  });
  for (const t of tasks) {
    const end = t.ts + (t.dur ?? 0);
    const inTask = new Map<string, number>();
    for (const s of samples) {
      if (s.at < t.ts || s.at >= end) continue;
      const node = byId.get(s.id);
      if (!node || node.callFrame.functionName === '(idle)') continue;
      const key = bucketOf(dir, node.callFrame);
      inTask.set(key, (inTask.get(key) ?? 0) + s.ms);
    }
    const top = [...inTask.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ');
    // The trace's own events inside the task (layout, style, parsing, compiling…): what the samples cannot name.
    const nested = events
      .filter((e) => e !== t && e.ph === 'X' && e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts < end && e.name !== 'ThreadControllerImpl::RunTask' && (e.dur ?? 0) > 2000)
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 4)
      .map((e) => {
        // A compile or evaluation names its script.
        const args = e.args as { data?: { url?: string }; fileName?: string } | undefined;
        const url = args?.data?.url ?? args?.fileName;
        return `${e.name}${url ? ` (${url.split('/').pop()})` : ''} ${((e.dur ?? 0) / 1000).toFixed(1)}`;
      })
      .join(', ');
    console.error(`  task at ${((t.ts - navTs) / 1000).toFixed(0)} ms: wall ${((t.dur ?? 0) / 1000).toFixed(1)} ms, CPU ${((t.tdur ?? 0) / 1000).toFixed(1)} ms — ${top}${nested ? ` | events: ${nested}` : ''}`);
  }
}

async function traceOnce(dir: string, url: string, cookies: readonly BrowserCookie[]): Promise<Run> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: false, args: CHROMIUM_FLAGS, defaultViewport: { width: 412, height: 823, isMobile: true, deviceScaleFactor: 1.75 } });
  try {
    const { hostname } = new URL(url);
    if (cookies.length) await browser.setCookie(...cookies.map((c) => ({ ...c, domain: hostname, path: '/' })));
    const page = await browser.newPage();
    const cdp: CDPSession = await page.createCDPSession();
    if (slowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
    await page.evaluateOnNewDocument(OBSERVE);
    await page.tracing.start({ categories: ['toplevel', 'loading', 'blink.user_timing', 'devtools.timeline', 'v8', 'v8.execute', 'disabled-by-default-devtools.timeline'] });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
    await new Promise((r) => setTimeout(r, 1000));
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const trace = JSON.parse(new TextDecoder().decode(await page.tracing.stop())) as { traceEvents: TraceEvent[] };
    if (new URL(page.url()).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${page.url()}`);
    const lcpElement = (await page.evaluate('window.__lcp')) as string | null;
    const { navTs, longOnes, ...measured } = tasksOf(trace.traceEvents, url);
    if (values.tasks) printTasks(dir, profile, navTs, longOnes, trace.traceEvents);
    return { ...measured, lcpElement: lcpElement ?? '—', self: selfTimes(dir, profile) };
  } finally {
    await browser.close();
  }
}

const servers: StartedServer[] = [];
try {
  const port = Number(values.port);
  const baseUrls: string[] = [];
  for (const [i, build] of builds.entries()) {
    if (build.url) {
      baseUrls.push(build.url.replace(/\/$/, ''));
      continue;
    }
    const server = await startPortal({ port: port + i, staticDir: build.dir, cwd: values.checkout });
    servers.push(server);
    baseUrls.push(server.baseUrl);
  }
  const rentalObjectId = await firstRentalObjectId(baseUrls[0]!);
  const cookies = await Promise.all(baseUrls.map((u) => (pages.some((p) => p.loggedIn) ? demoLogin(u, scenarios.payingApplicant.email, scenarios.payingApplicant.password) : [])));
  const results = new Map<string, Run[]>();
  for (const page of pages) {
    for (let r = 0; r < runs; r++) {
      // In turns, starting with another build each round, so a slow minute of the machine falls on all of them.
      for (let k = 0; k < builds.length; k++) {
        const i = (k + r) % builds.length;
        const build = builds[i]!;
        const url = baseUrls[i]! + page.path({ rentalObjectId });
        let run: Run | undefined;
        for (let attempt = 1; !run; attempt++) {
          try {
            run = await traceOnce(build.dir, url, page.loggedIn ? cookies[i]! : []);
          } catch (err) {
            if (!(err instanceof TraceMissed) || attempt >= 3) throw err;
            console.error(`${page.key} ${build.name}: ${err.message}; running it again`);
          }
        }
        const key = `${page.key}\t${build.name}`;
        results.set(key, [...(results.get(key) ?? []), run]);
        console.error(`${page.key} ${build.name} ${r + 1}/${runs}: CPU ${Math.round(run.cpuMs)} ms, blocking ×4 ${Math.round(run.blockingCpuMs)} ms (wall ${Math.round(run.blockingWallMs)} ms, ${run.longTasks} long, longest ${Math.round(run.longestMs)} ms), FCP ${Math.round(run.fcpMs)} ms, LCP ${Math.round(run.lcpMs)} ms ${run.lcpElement}`);
      }
    }
  }
  const ms = (v: number | null) => (v === null || Number.isNaN(v) ? '—' : String(Math.round(v)));
  const load = (await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' / ');
  console.log(`\nMain thread, median of ${runs} runs per page and build (builds in turns), CPU slowdown ${slowdown}×, load average at the end ${load}`);
  console.log('CPU: the main thread’s own CPU time in tasks; blocking: Σ max(0, 4 × task − 50 ms) after FCP, from CPU time and from wall-clock time; longest: the longest task after FCP × 4\n');
  console.log('| page | build | CPU ms | blocking (CPU ×4) ms | blocking (wall ×4) ms | tasks over 50 ms ×4 | longest ×4 ms | FCP ms | LCP ms | LCP element |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const page of pages) {
    for (const build of builds) {
      const rs = results.get(`${page.key}\t${build.name}`) ?? [];
      const m = (f: (r: Run) => number) => median(rs.map(f));
      const elements = [...new Set(rs.map((r) => r.lcpElement))].join(', ');
      console.log(`| ${page.key} | ${build.name} | ${ms(m((r) => r.cpuMs))} | ${ms(m((r) => r.blockingCpuMs))} | ${ms(m((r) => r.blockingWallMs))} | ${ms(m((r) => r.longTasks))} | ${ms(m((r) => r.longestMs))} | ${ms(m((r) => r.fcpMs))} | ${ms(m((r) => r.lcpMs))} | ${elements} |`);
    }
  }
  const top = Number(values.top);
  for (const page of pages) {
    console.log(`\nSelf time by source (ms, median of runs), ${page.key}:\n`);
    const keys = new Map<string, number>();
    for (const build of builds) for (const r of results.get(`${page.key}\t${build.name}`) ?? []) for (const [k, v] of r.self) keys.set(k, (keys.get(k) ?? 0) + v);
    const order = [...keys.entries()].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k]) => k);
    console.log(`| source | ${builds.map((b) => b.name).join(' | ')} |`);
    console.log(`|---|${builds.map(() => '---').join('|')}|`);
    for (const k of order) {
      const cells = builds.map((b) => ms(median((results.get(`${page.key}\t${b.name}`) ?? []).map((r) => r.self.get(k) ?? 0))));
      console.log(`| ${k} | ${cells.join(' | ')} |`);
    }
  }
} finally {
  for (const s of servers) await s.stop();
}
