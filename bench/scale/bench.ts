// Benchmarks on the scale database (bench/scale/generate.ts): the app's own services over PostgreSQL, one call at a
// time, p50/p95/p99 of each, as ratios to a bare primary-key lookup measured in the same run; and the vacant-homes list
// under load against a bare Fastify JSON route (bench/scale/throughput.ts). --explain prints each call's slowest
// queries under EXPLAIN (ANALYZE, BUFFERS).
//   npx tsx bench/scale/bench.ts --database-url postgres://…/scale_main [--runs 200] [--seconds 10] [--explain]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { ApplicationsService } from '../../server/applications/applications.service';
import { BrokerageService } from '../../server/applications/brokerage.service';
import { StaffBrokerageService } from '../../server/applications/staff-brokerage.service';
import { openDatabase, type Db } from '../../server/db/client';
import { staffUsers } from '../../server/db/schema';
import { applicantActor, staffActor } from '../../server/domain/actor';
import { ListingService } from '../../server/listings/listings.service';
import { ReviewInboxService } from '../../server/staff/review-inbox.service';
import { quantile } from '../stats';
import { explainAll, recordingDb } from './explain';
import { freshFilter, measureThroughput } from './throughput';

const { values } = parseArgs({
  options: { 'database-url': { type: 'string' }, runs: { type: 'string', default: '200' }, seconds: { type: 'string', default: '10' }, explain: { type: 'boolean', default: false } },
});
const databaseUrl = values['database-url'] ?? '';
const runs = Number(values.runs);
const now = new Date();
const database = await openDatabase({ databaseUrl, pgliteDir: '' });
const db = database.db;
const rows = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

function services(on: Db) {
  return {
    listings: new ListingService(on, () => now),
    applications: new ApplicationsService(on, () => now),
    staff: new StaffBrokerageService(on, new BrokerageService(on, undefined, () => now), () => now),
    inbox: new ReviewInboxService(on, () => now),
  };
}

// The subjects: the open home with the most registrations, queue members picked at random, a case handler.
const [hot] = await rows<{ id: string; n: number }>(sql`select rental_object_id as id, count(*)::int as n from applications where stage = 'INTEREST' group by 1 order by 2 desc limit 1`);
const people = (await rows<{ id: number }>(sql`select applicant_id as id from applicants tablesample system (1) where applicant_status_id = 1 limit 5000`)).map((r) => r.id);
let [staff] = await db.select({ id: staffUsers.staffUserId }).from(staffUsers).where(eq(staffUsers.email, 'scale-bench@example.se'));
staff ??= (await db.insert(staffUsers).values({ email: 'scale-bench@example.se', name: 'Scale bench', role: 'caseHandler', passwordHash: 'x' }).returning({ id: staffUsers.staffUserId }))[0]!;
const karin = staffActor(staff.id, 'handlaggare');
const someone = () => applicantActor(people[Math.floor(Math.random() * people.length)]!);
const ok = <T extends { ok: boolean }>(r: T) => {
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r;
};
let fresh = 1_000_000;

type Scenario = { name: string; target?: number; runs?: number; call: (s: ReturnType<typeof services>) => Promise<unknown> };
const scenarios: Scenario[] = [
  { name: 'primary-key lookup (baseline)', call: () => db.execute(sql`select applicant_id, first_name, last_name, queue_date from applicants where applicant_id = ${someone().applicantId}`) },
  { name: 'vacant homes, filtered page (new filter)', call: async (s) => ok(await s.listings.available(freshFilter(fresh++))) },
  { name: `estimated queue place (${hot!.n} interested)`, target: 5, call: async (s) => ok(await s.applications.estimatedQueuePlace(someone(), hot!.id)) },
  {
    name: 'detail page with the queue place',
    call: async (s) => {
      const actor = someone();
      await Promise.all([s.listings.rentalObject(hot!.id).then(ok), s.listings.detailsByObject([hot!.id]), s.listings.imagesByObject([hot!.id]), s.listings.queueStatsByObject([hot!.id]), s.applications.estimatedQueuePlace(actor, hot!.id).then(ok)]);
    },
  },
  { name: 'applications page (10)', target: 20, call: async (s) => ok(await s.applications.getApplications(someone(), 0, 10)) },
  { name: 'pre-check (validateApplication)', target: 30, call: async (s) => ok(await s.applications.validateApplication(someone(), hot!.id)) },
  { name: `staff ranking, page of 50 by place`, target: 200, runs: 50, call: (s) => s.staff.pipeline(karin, hot!.id, 'PLACE', 'ASC', { page: 1 + Math.floor(Math.random() * Math.ceil(hot!.n / 50)), pageSize: 50 }) },
  { name: 'review inbox', runs: 50, call: (s) => s.inbox.inbox(karin, 10) },
];

const fmt = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1).padStart(7);
console.log(`scale database: home ${hot!.id} with ${hot!.n} registrations at INTEREST; ${runs} runs each (fewer where noted); load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} (2 cores)`);
const measured = services(db);
let baseline = { p50: 1, p95: 1 };
console.log(`${'call'.padEnd(44)}     p50     p95     p99   ×PK p50 ×PK p95  target`);
for (const sc of scenarios) {
  const n = sc.runs ?? runs;
  for (let i = 0; i < 5; i++) await sc.call(measured);
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await sc.call(measured);
    times.push(performance.now() - t);
  }
  const q = { p50: quantile(times, 0.5), p95: quantile(times, 0.95), p99: quantile(times, 0.99) };
  if (sc.name.includes('baseline')) baseline = q;
  const target = sc.target ? `p95 ≤ ${sc.target} ms ${q.p95 <= sc.target ? 'met' : 'MISSED'}` : '';
  console.log(`${sc.name.padEnd(44)} ${fmt(q.p50)} ${fmt(q.p95)} ${fmt(q.p99)} ${(q.p50 / baseline.p50).toFixed(1).padStart(8)} ${(q.p95 / baseline.p95).toFixed(1).padStart(7)}  ${target}  (${n})`);
}

const seconds = Number(values.seconds);
const { bare, list, first } = await measureThroughput(new ListingService(db, () => now), seconds);
const row = (label: string, r: typeof bare) => `${label.padEnd(44)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${fmt(r.p50)}  p95 ${fmt(r.p95)}  p99 ${fmt(r.p99)}  errors ${r.errors}`;
console.log(`\nunder load, 50 connections, ${seconds} s each:`);
console.log(row('bare Fastify JSON route (baseline)', bare));
console.log(row('vacant homes, a new filter every request', list));
console.log(row('vacant homes, first page (memo answers)', first));
console.log(`list / bare throughput: a new filter ${((100 * list.rps) / bare.rps).toFixed(0)} %, the first page ${((100 * first.rps) / bare.rps).toFixed(0)} % (target ≥ 50 %)`);
console.log(`load average after: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);

if (values.explain) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const recording = recordingDb(pool);
  const recorded = services(recording.db);
  for (const sc of scenarios.slice(1)) {
    recording.take();
    await sc.call(recorded);
    const plans = await explainAll(pool, recording.take());
    console.log(`\n=== ${sc.name}: ${plans.length} queries, slowest first ===`);
    for (const p of plans.slice(0, 3)) console.log(`--- ${p.ms} ms: ${p.query.slice(0, 300)}\n${p.plan}`);
  }
  await pool.end();
}
await database.close();
