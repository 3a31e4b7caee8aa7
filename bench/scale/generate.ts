// Builds the scale database (issue 15): a fresh PostgreSQL database with the project's migrations (the app's own
// migrator, server/db/client.ts), the seed's catalog and rental objects (server/db/seed/listings.ts), then COPY of
// applicants, co-applicant links, interest registrations in every stage, brokerages, documents and certificates and a
// year of orders. The COPY runs with session_replication_role = replica: no row triggers and no foreign-key checks;
// what the triggers would keep (applications.rank_queue_date, created_at to the millisecond) is computed here, and
// every reference is made consistent by construction; the per-home counts the triggers would keep are rebuilt after. The registrations are generated home by home but stored in time
// order, as a live table holds them (time-order.ts; their ids stay in blocks per home). Secondary indexes are dropped before and built after; VACUUM
// ANALYZE at the end (the visibility map lets the queue-place counts run index-only, as autovacuum would allow).
//   npx tsx bench/scale/generate.ts --database-url postgres://…/scale_main [--applicants 1000000] [--listings 5000]
//     [--interests 10000000] [--papers 2000000]
// The database's name must start with scale_ (it is dropped and created again).
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { buildRentalObjects, insertRentalObjects, seedListingCatalog } from '../../server/db/seed/listings';
import { stockholmDay } from '../../src/rules/calendar';
import { copyRows, type Cell } from './copy';
import { dayOf } from './days';
import { copyInTimeOrder } from './time-order';
import { createIndexes, dropIndexes, secondaryIndexes } from './indexes';
import { APPLICATION_COLUMNS, BROKERAGE_COLUMNS, applicationRows, interestCounts, type Home } from './interests';
import { ORDER_COLUMNS, orderRows } from './orders';
import { CERTIFICATE_COLUMNS, DOCUMENT_COLUMNS, INCOME_COLUMNS, SLOT_COLUMNS, certificateRows, documentRows, incomeRows, slotRows, splitPapers } from './papers';
import { APPLICANT_COLUMNS, CO_APPLICANT_LINK_COLUMNS, applicantRows, buildPeople, coApplicantLinkRows } from './people';
import { PNR_CAPACITY, assertValidSample } from './personnummer';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    applicants: { type: 'string', default: '1000000' },
    listings: { type: 'string', default: '5000' },
    interests: { type: 'string', default: '10000000' },
    papers: { type: 'string', default: '2000000' },
  },
});
const url = new URL(values['database-url'] ?? '');
const name = url.pathname.slice(1);
if (!/^scale_\w+$/.test(name)) throw new Error('--database-url must name a database called scale_…');
const size = { applicants: Number(values.applicants), listings: Number(values.listings), interests: Number(values.interests), papers: Number(values.papers) };
if (size.applicants > PNR_CAPACITY) throw new Error(`at most ${PNR_CAPACITY} applicants`);
assertValidSample();

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const log = (line: string) => console.log(`[${elapsed().padStart(8)}] ${line}`);
const loads: number[] = [];
const sampler = setInterval(() => loads.push(loadavg()[0]!), 5000);
log(`load average at start ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);

const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
await admin.connect();
await admin.query(`drop database if exists "${name}" with (force)`);
await admin.query(`create database "${name}"`);
await admin.end();

const now = new Date();
const todayIso = stockholmDay(now);
const today = dayOf(todayIso);
const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: '' });
await database.migrate();
await seedListingCatalog(database.db);
const built = buildRentalObjects({ count: size.listings, today: todayIso });
await insertRentalObjects(database.db, built);
await database.close();
log(`migrated; catalog and ${size.listings} rental objects inserted`);

const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
await client.query(`set session_replication_role = replica; set synchronous_commit = off; set maintenance_work_mem = '512MB'`);
const tables = ['applicants', 'co_applicant_links', 'applications', 'brokerages', 'documents', 'applicant_incomes', 'income_certification_slots', 'income_certification_documents', 'orders'];
const indexes = await secondaryIndexes(client, tables);
await dropIndexes(client, indexes);
log(`${indexes.length} secondary indexes dropped`);

async function load(table: string, columns: readonly string[], rows: Iterable<readonly Cell[]>, timeOrder?: string) {
  const t = performance.now();
  const n = timeOrder ? await copyInTimeOrder(client, table, columns, rows, timeOrder) : await copyRows(client, table, columns, rows);
  log(`${table}: ${n.toLocaleString('sv-SE')} rows in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

const people = buildPeople(size.applicants, today);
await load('applicants', APPLICANT_COLUMNS, applicantRows(people, today));
await load('co_applicant_links', CO_APPLICANT_LINK_COLUMNS, coApplicantLinkRows(people));
const homes: Home[] = built.objects.map((o) => ({ rentalObjectId: o.rentalObjectId, startDay: dayOf(o.startDate), lastReplyDay: dayOf(o.lastReplyDate), canCalculate: o.canCalculateQueueplace ?? true }));
const brokerages: Cell[][] = [];
await load('applications', APPLICATION_COLUMNS, applicationRows(people, homes, interestCounts(homes, size.interests, today), today, now.getTime(), brokerages), 'created_at');
await load('brokerages', BROKERAGE_COLUMNS, brokerages);
const papers = splitPapers(size.papers);
await load('documents', DOCUMENT_COLUMNS, documentRows(papers.documents, size.applicants, today));
await load('applicant_incomes', INCOME_COLUMNS, incomeRows(papers.certificates, size.applicants, today));
await load('income_certification_slots', SLOT_COLUMNS, slotRows(papers.certificates, today));
await load('income_certification_documents', CERTIFICATE_COLUMNS, certificateRows(papers.certificates, today));
await load('orders', ORDER_COLUMNS, orderRows(people, today));
for (const [table, column] of [['applicants', 'applicant_id'], ['co_applicant_links', 'co_applicant_link_id'], ['applications', 'application_id'], ['documents', 'document_id'], ['applicant_incomes', 'applicant_income_id'], ['income_certification_documents', 'document_id'], ['orders', 'order_id']]) {
  await client.query(`select setval(pg_get_serial_sequence('${table}', '${column}'), greatest(1, (select max(${column}) from ${table})))`);
}
log('sequences set; building indexes');
await createIndexes(client, indexes, log);
log('indexes built; the queue counts (kept by triggers when the app writes, counted here once: migration 0030)');
await client.query('select application_queue_counts_rebuild()');
log('queue counts built; VACUUM ANALYZE');
await client.query('set session_replication_role = origin');
await client.query('vacuum analyze');
await client.end();
clearInterval(sampler);
const meanLoad = loads.length ? loads.reduce((a, b) => a + b, 0) / loads.length : loadavg()[0]!;
log(`done in ${elapsed()}; 1-minute load average during the run: mean ${meanLoad.toFixed(1)}, max ${Math.max(...loads, 0).toFixed(1)} (2 cores)`);
