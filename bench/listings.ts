// getRentalObjectsAvailable with 10 000 published homes in an in-memory PGlite, over real HTTP on loopback: median and
// p95 latency, and throughput as a ratio to a bare Fastify JSON route measured in the same run.
//   npx tsx bench/listings.ts [objects=10000] [rounds=30]
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { applicants, applications } from '../server/db/schema';
import { buildApplications, buildQueueApplicants, buildRentalObjects, insertInChunks, insertRentalObjects, seedListingCatalog } from '../server/db/seed/listings';
import { stockholmDay } from '../src/rules/listings';

const objectCount = Number(process.argv[2] ?? 10_000);
const rounds = Number(process.argv[3] ?? 30);
const CONCURRENCY = 4;

// ---- Data: the seed's builders, 10 000 homes, queue applicants and their interest registrations ----
const database = await openDatabase({ databaseUrl: '', pgliteDir: 'memory://' });
await database.migrate();
const today = stockholmDay(new Date());
let t0 = performance.now();
await seedListingCatalog(database.db);
const built = buildRentalObjects({ count: objectCount, today, seed: 7 });
await insertRentalObjects(database.db, built);
const queue = await database.db.insert(applicants).values(buildQueueApplicants({ count: 500, today })).returning({ id: applicants.applicantId });
const interests = buildApplications({ objects: built.objects, applicantIds: queue.map((q) => q.id), today });
await insertInChunks(interests, 5000, (chunk) => database.db.insert(applications).values(chunk));
console.log(`loaded ${built.objects.length} objects, ${built.images.length} images, ${interests.length} interest registrations in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const { app } = await buildApp(testConfig({ LOG_LEVEL: 'silent' }), database);
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

// The comparison: a bare Fastify app with one JSON route, on the same machine and loop.
const bare = Fastify({ logger: false });
bare.get('/json', async () => ({ hello: 'world' }));
await bare.listen({ host: '127.0.0.1', port: 0 });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/json`;

// What the list page asks for (no detail-only fields).
const LIST = `query($filter: RentalObjectFilterInput, $sort: String, $take: Int) { getRentalObjectsAvailable(filter: $filter, sort: $sort, take: $take) { error totalCount rentalObjects {
  rentalObjectId street city rooms area areaFormated rent rentFormated balcony elevator isOpenForApplication startDate lastReplyDate moveInDate latitude longitude
  district { districtId name region { regionId name } } landlord { landlordId name }
  boendeTyp { rentalObjectCategoryId name } bostadsTyp { rentalObjectCategoryId name } kontraktsTyp { rentalObjectCategoryId } formedlingsTyp { rentalObjectCategoryId } fastighetsStatus { rentalObjectCategoryId }
  images(kinds: [primary]) { imageId kind listUrl description } } } }`;

async function gql(variables: Record<string, unknown>): Promise<number> {
  const res = await fetch(`${base}/mypages/api?query=${encodeURIComponent(LIST)}&variables=${encodeURIComponent(JSON.stringify(variables))}`);
  const text = await res.text();
  if (res.status !== 200 || text.includes('"errors"')) throw new Error(`bad reply ${res.status}: ${text.slice(0, 300)}`);
  return text.length;
}
async function bareCall(): Promise<number> {
  const res = await fetch(bareUrl);
  return (await res.text()).length;
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};

async function latency(n: number, call: () => Promise<number>) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    bytes = await call();
    times.push(performance.now() - t);
  }
  return { median: quantile(times, 0.5), p95: quantile(times, 0.95), bytes };
}

/** Requests per second with CONCURRENCY callers for a fixed number of requests. */
async function throughput(total: number, call: () => Promise<number>): Promise<number> {
  let next = 0;
  const t = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < total) await call();
    }),
  );
  return total / ((performance.now() - t) / 1000);
}

const cases = [
  { name: `all ${objectCount} homes (list fields)`, variables: {}, rounds, tput: Math.max(8, Math.round(rounds / 2)) },
  { name: 'filtered page (rooms ≥ 2, rent ≤ 9 000, balcony; rent ascending; 20)', variables: { filter: { roomsMin: 2, rentMax: 9000, balcony: true }, sort: 'rentAsc', take: 20 }, rounds: rounds * 4, tput: rounds * 4 },
];

// Warm up both servers (JIT, PGlite caches).
for (let i = 0; i < 3; i++) await gql({});
for (let i = 0; i < 200; i++) await bareCall();

const bareRps = await throughput(4000, bareCall);
const bareLatency = await latency(500, bareCall);
console.log(`\nbare Fastify JSON route: median ${bareLatency.median.toFixed(2)} ms, p95 ${bareLatency.p95.toFixed(2)} ms, ${bareRps.toFixed(0)} req/s (concurrency ${CONCURRENCY})`);
for (const c of cases) {
  t0 = performance.now();
  const l = await latency(c.rounds, () => gql(c.variables));
  const rps = await throughput(c.tput, () => gql(c.variables));
  console.log(
    `getRentalObjectsAvailable, ${c.name}: median ${l.median.toFixed(1)} ms, p95 ${l.p95.toFixed(1)} ms, ${(l.bytes / 1024).toFixed(0)} KiB, ` +
      `${rps.toFixed(1)} req/s = ${((rps / bareRps) * 100).toFixed(2)} % of the bare route (1 : ${(bareRps / rps).toFixed(0)})`,
  );
}

await app.close();
await bare.close();
await database.close();
