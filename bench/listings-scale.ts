// The vacant-homes list at scale: 5 000 and 50 000 published homes (the seed's builders, in-memory PGlite), the
// server in a child process and the load (autocannon) in this one, over real HTTP on loopback. For each size:
// - the bare Fastify JSON route of the same process, as the yardstick, and the smallest GraphQL request ({ __typename })
//   through the whole API stack (CSRF, session, security headers, Yoga), the floor of any GraphQL request;
// - the list's first page (what every visitor asks for first) at 200 concurrent requests: p95 and throughput as a
//   ratio to the bare route, once without Accept-Encoding (8.8 KiB of JSON each) and once as a browser asks for it;
// - a page with a new filter every request (nothing can be reused: count and page are computed in SQL each time), with
//   /mypages/api/status asked beside it every 200 ms (a request that reads nothing must not wait behind the list);
// - one request at a time: p50/p95 of the first page, of a page 10 deep with a filter, and of the map's data.
// The queries are the SPA's own documents (operations/listings). After its first request a repeated list page or map
// query is answered by the listing response cache (server/listings/listing-response-cache.ts; the one-at-a-time lines
// count its hits); the new-filter row is what a page costs when nothing is kept. Run on demand; numbers depend on the
// machine (and on what else runs on it: compare ratios within one run).
//   npx tsx bench/listings-scale.ts [sizes=5000,50000] [seconds=10]
import { fork, type ChildProcess } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { print } from 'graphql';
import { sql } from 'drizzle-orm';
import { quantile } from './stats';

interface Ready {
  base: string;
  bare: string;
  homes: number;
  seedSeconds: number;
}

// ---- The server side (child process): seed, start the app and a bare Fastify route ----

async function serve(count: number): Promise<void> {
  const [{ openDatabase }, schema, seed, { stockholmDay }] = await Promise.all([
    import('../server/db/client'),
    import('../server/db/schema'),
    import('../server/db/seed/listings'),
    import('../src/rules/calendar'),
  ]);
  const t0 = performance.now();
  const database = await openDatabase({ databaseUrl: '', pgliteDir: 'memory://' });
  await database.migrate();
  const today = stockholmDay(new Date());
  await seed.seedListingCatalog(database.db);
  const built = seed.buildRentalObjects({ count, today, seed: 7 });
  await seed.insertRentalObjects(database.db, built);
  const queue = await database.db.insert(schema.applicants).values(seed.buildQueueApplicants({ count: 500, today })).returning({ id: schema.applicants.applicantId });
  const interests = seed.buildApplications({ objects: built.objects, applicantIds: queue.map((q) => q.id), today });
  await seed.insertInChunks(interests, 5000, (chunk) => database.db.insert(schema.applications).values(chunk));
  await database.db.execute(sql`analyze`);
  // The server runs as in production (graphql-js reads NODE_ENV when loaded and skips its development checks then);
  // the configuration stays the test one (sandboxes, no secrets needed). Seeding is done, so production may refuse it.
  process.env.NODE_ENV = 'production';
  const [{ default: Fastify }, { buildApp }, { testConfig }] = await Promise.all([import('fastify'), import('../server/app'), import('../server/config')]);
  const { app } = await buildApp(testConfig({ LOG_LEVEL: 'silent' }), database);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const bare = Fastify({ logger: false });
  bare.get('/json', async () => ({ hello: 'world' }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const port = (server: { address(): unknown }) => (server.address() as AddressInfo).port;
  const ready: Ready = {
    base: `http://127.0.0.1:${port(app.server)}`,
    bare: `http://127.0.0.1:${port(bare.server)}/json`,
    homes: built.objects.length,
    seedSeconds: (performance.now() - t0) / 1000,
  };
  process.send!(ready);
  process.on('message', () => void Promise.all([app.close(), bare.close()]).then(() => database.close()).then(() => process.exit(0)));
}

// ---- The load side (this process) ----


/** The SPA's list document, and the map's (the points query; before it existed, the map read the whole list). */
async function documents(): Promise<{ list: string; map: string; mapName: string }> {
  const list = print((await import('../operations/listings/__generated__/getRentalObjectsAvailable')).GetRentalObjectsAvailableDocument);
  try {
    // @ts-ignore -- the module may not exist when this bench runs against an older tree
    const points = (await import('../operations/listings/__generated__/getRentalObjectPoints')) as { GetRentalObjectPointsDocument: Parameters<typeof print>[0] };
    return { list, map: print(points.GetRentalObjectPointsDocument), mapName: 'points of every home (getRentalObjectPoints)' };
  } catch {
    return { list, map: list, mapName: 'the whole list (no points query yet)' };
  }
}

class Client {
  private constructor(
    readonly base: string,
    readonly headers: Record<string, string>,
  ) {}

  /** The double-submit CSRF token the API wants with every GraphQL request. */
  static async start(base: string): Promise<Client> {
    const res = await fetch(`${base}/mypages/api/status`);
    const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => /csrf_token=/.test(c));
    if (!cookie) throw new Error('no CSRF cookie from /mypages/api/status');
    return new Client(base, { 'content-type': 'application/json', cookie, 'x-csrf-token': cookie.slice(cookie.indexOf('=') + 1) });
  }

  body(query: string, variables: Record<string, unknown>): string {
    return JSON.stringify({ query, variables });
  }

  /** One request, checked: the reply has no errors and no error envelope. `cache`: the listing cache's header, if any. */
  async call(query: string, variables: Record<string, unknown>): Promise<{ ms: number; bytes: number; cache: string; json: Record<string, { error: boolean; totalCount?: number }> }> {
    const t = performance.now();
    const res = await fetch(`${this.base}/mypages/api`, { method: 'POST', headers: this.headers, body: this.body(query, variables) });
    const text = await res.text();
    const ms = performance.now() - t;
    const parsed = JSON.parse(text) as { data?: Record<string, { error: boolean; totalCount?: number }>; errors?: unknown };
    if (res.status !== 200 || parsed.errors || !parsed.data || Object.values(parsed.data).some((r) => r.error)) throw new Error(`bad reply ${res.status}: ${text.slice(0, 300)}`);
    return { ms, bytes: text.length, cache: res.headers.get('x-listing-cache') ?? 'not cached', json: parsed.data };
  }
}

interface Load {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** What the errors were: timeouts, failed connections and replies other than 200 by status. */
  errorKinds: string;
  requests: number;
}

/** autocannon for `seconds` at `connections`, timing every response itself (for an exact p95). */
async function load(opts: { url: string; connections: number; seconds: number; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: () => string }): Promise<Load> {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const instance = autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.seconds,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    requests: opts.body ? [{ setupRequest: (req: autocannon.Request) => ({ ...req, body: opts.body!() }) }] : undefined,
  });
  // autocannon emits the client first (its type declarations leave it out).
  (instance as unknown as EventEmitter).on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    times.push(ms);
    if (status !== 200) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const result = await instance;
  const bad = [...statuses.values()].reduce((a, b) => a + b, 0);
  const kinds = [
    result.timeouts ? `${result.timeouts} timeouts (10 s)` : '',
    result.errors - result.timeouts > 0 ? `${result.errors - result.timeouts} connection errors` : '',
    ...[...statuses].map(([status, count]) => `${count} × ${status}`),
  ].filter(Boolean);
  return { rps: result.requests.average, p50: quantile(times, 0.5), p95: quantile(times, 0.95), p99: quantile(times, 0.99), errors: result.errors + bad, errorKinds: kinds.join(', '), requests: times.length };
}

/** Asks `url` every 200 ms until stop(), which gives each reply's time in ms. */
function besideLoad(url: string): { stop: () => Promise<number[]> } {
  const times: number[] = [];
  let going = true;
  const running = (async () => {
    while (going) {
      const t = performance.now();
      await (await fetch(url)).arrayBuffer();
      times.push(performance.now() - t);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  return {
    stop: async () => {
      going = false;
      await running;
      return times;
    },
  };
}

async function sequential(n: number, call: (i: number) => Promise<{ ms: number; bytes: number; cache: string }>) {
  const times: number[] = [];
  let bytes = 0;
  const cache = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const r = await call(i);
    times.push(r.ms);
    bytes = r.bytes;
    cache.set(r.cache, (cache.get(r.cache) ?? 0) + 1);
  }
  // How the listing response cache answered (server/listings/listing-response-cache.ts): hit, miss or not cached.
  const answered = [...cache].map(([state, count]) => `${count} ${state}`).join(', ');
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), kib: bytes / 1024, answered };
}

function startServer(count: number): Promise<{ child: ChildProcess; ready: Ready }> {
  // BENCH_CPU_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : [];
  const child = fork(fileURLToPath(import.meta.url), ['--serve', String(count)], { execArgv: ['--import', 'tsx', ...profile], stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (ready) => resolve({ child, ready: ready as Ready }));
    child.once('exit', (code) => reject(new Error(`the server process ended (${code})`)));
  });
}

/** What Chromium sends on every fetch. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));

async function main(): Promise<void> {
  const sizes = (process.argv[2] ?? '5000,50000').split(',').map(Number);
  const seconds = Number(process.argv[3] ?? 10);
  const docs = await documents();
  console.log(`listings at scale — ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, node ${process.version}`);
  for (const size of sizes) {
    const { child, ready } = await startServer(size);
    try {
      const client = await Client.start(ready.base);
      const firstPage = { sort: 'startDate', skip: 0, take: 20 };
      const first = await client.call(docs.list, firstPage);
      const total = first.json.getRentalObjectsAvailable!.totalCount!;
      console.log(`\n${ready.homes} homes seeded in ${ready.seedSeconds.toFixed(0)} s; ${total} published`);
      // A new filter every request: a rent ceiling in öre no one asked for before, and a page somewhere in it.
      let n = 0;
      const freshFilter = () => ({ filter: { rentMax: 9000 + (n++ % 100_000) / 100, roomsMin: 1 + (n % 3) }, sort: 'rentAsc', skip: (n * 20) % 400, take: 20 });
      const deepPage = { filter: { roomsMin: 2, balcony: true }, sort: 'rentAsc', skip: 200, take: 20 };
      for (let i = 0; i < 20; i++) await client.call(docs.list, firstPage); // warm-up
      await client.call(docs.list, deepPage);

      const bare = await load({ url: ready.bare, connections: 200, seconds });
      const floor = await load({ url: `${ready.base}/mypages/api`, connections: 200, seconds, method: 'POST', headers: client.headers, body: () => client.body('{ __typename }', {}) });
      const hot = await load({ url: `${ready.base}/mypages/api`, connections: 200, seconds, method: 'POST', headers: client.headers, body: () => client.body(docs.list, firstPage) });
      // As a browser asks for it: with Accept-Encoding, the reply is the cache's compressed copy (1.5 KiB, not 8.8).
      const browser = await load({ url: `${ready.base}/mypages/api`, connections: 200, seconds, method: 'POST', headers: { ...client.headers, 'accept-encoding': BROWSER_ACCEPT_ENCODING }, body: () => client.body(docs.list, firstPage) });
      // Meanwhile a request that reads nothing (/status) every 200 ms: how long the rest of the API waits behind the list.
      const beside = besideLoad(`${ready.base}/mypages/api/status`);
      const cold = await load({ url: `${ready.base}/mypages/api`, connections: 50, seconds, method: 'POST', headers: client.headers, body: () => client.body(docs.list, freshFilter()) });
      const status = await beside.stop();
      const seqFirst = await sequential(200, () => client.call(docs.list, firstPage));
      const seqDeep = await sequential(200, (i) => client.call(docs.list, { ...deepPage, skip: 200 + (i % 5) * 20 }));
      const seqFresh = await sequential(100, () => client.call(docs.list, freshFilter()));
      const seqMap = await sequential(20, () => client.call(docs.map, {}));

      const ratio = (l: Load) => `1 : ${(bare.rps / l.rps).toFixed(1)}`;
      const row = (name: string, l: Load) =>
        `  ${name.padEnd(62)} ${l.rps.toFixed(0).padStart(7)} req/s  p50 ${fmt(l.p50).padStart(5)} ms  p95 ${fmt(l.p95).padStart(5)} ms  p99 ${fmt(l.p99).padStart(5)} ms  ${ratio(l).padStart(9)}${l.errors ? `  ${l.errors} errors: ${l.errorKinds}` : ''}`;
      console.log(`load for ${seconds} s each (autocannon):`);
      console.log(row('bare Fastify JSON route (200 connections)', bare));
      console.log(row('GraphQL { __typename }: the floor of any request (200 conn.)', floor));
      console.log(row('list, first page of 20 (200 connections)', hot));
      console.log(row('the same with a browser\'s Accept-Encoding (br)', browser));
      console.log(row('list, a new filter every request (50 connections)', cold));
      console.log(`  /mypages/api/status meanwhile, every 200 ms: p50 ${fmt(quantile(status, 0.5))} ms, max ${fmt(Math.max(...status))} ms (${status.length} requests)`);
      console.log('one request at a time:');
      console.log(`  list, first page of 20: p50 ${fmt(seqFirst.p50)} ms, p95 ${fmt(seqFirst.p95)} ms, ${seqFirst.kib.toFixed(1)} KiB (${seqFirst.answered})`);
      console.log(`  list, filtered, pages 11–15: p50 ${fmt(seqDeep.p50)} ms, p95 ${fmt(seqDeep.p95)} ms (${seqDeep.answered})`);
      console.log(`  list, a new filter every request: p50 ${fmt(seqFresh.p50)} ms, p95 ${fmt(seqFresh.p95)} ms (${seqFresh.answered})`);
      console.log(`  map data, ${docs.mapName}: p50 ${fmt(seqMap.p50)} ms, p95 ${fmt(seqMap.p95)} ms, ${seqMap.kib.toFixed(0)} KiB (${seqMap.answered})`);
    } finally {
      child.send('stop');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
}

if (process.argv[2] === '--serve') await serve(Number(process.argv[3]));
else await main();
