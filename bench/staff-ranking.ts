// The back office's ranked registrations at scale: one home with 10 000 interest registrations (the seed's queue
// applicants, in-memory PGlite), asked through StaffBrokerageService as the staff API does (a page of 50, each
// applicant recorded as viewed): p50/p95 of one page sorted by place, by queue date and by stage, before the interest
// period closes (places counted now, in applications_rank_idx) and after (places given at the close), and of the
// applicants' eligibility (the pre-check's facts) for one page. The first page is checked against the pure ranking.
// Run on demand; numbers depend on the machine.
//   npx tsx bench/staff-ranking.ts [interests=10000] [runs=100] [--explain]
import { eq, sql } from 'drizzle-orm';
import { BrokerageService } from '../server/applications/brokerage.service';
import { StaffBrokerageService } from '../server/applications/staff-brokerage.service';
import { applicants, applications, staffUsers } from '../server/db/schema';
import { staffActor, systemActor } from '../server/domain/actor';
import { rankApplications } from '../server/domain/application-ranking';
import { pipelinePageQuery, type PipelineSort } from '../server/applications/brokerage-pipeline.repository';
import { insertTestObject } from '../server/listings/testing';
import { addDays } from '../src/rules/calendar';
import { queueBench } from './queue-setup';
import { quantile } from './stats';

const [interestsArg, runsArg] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const interests = Number(interestsArg ?? 10_000);
const runs = Number(runsArg ?? 100);
const PAGE = 50;

let now = new Date();
const { db, today, people, register, ready, close } = await queueBench(interests, now);
const home = await insertTestObject(db, today, { lastReplyDate: today });
await register(home.rentalObjectId, people, 5_000);
const [staff] = await db.insert(staffUsers).values({ email: 'bench@example.se', name: 'Bench', role: 'caseHandler', passwordHash: 'x' }).returning({ id: staffUsers.staffUserId });
await ready(`${interests} interests on one home`);

const karin = staffActor(staff!.id, 'handlaggare');
const engine = new BrokerageService(db, undefined, () => now);
const service = new StaffBrokerageService(db, engine, () => now);
const pageCount = Math.ceil(interests / PAGE);
const anyPage = () => 1 + Math.floor(Math.random() * pageCount);

async function measure(label: string, ask: () => Promise<unknown>, count = runs) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    await ask();
    times.push(performance.now() - t);
  }
  console.log(`${label.padEnd(44)} p50 ${quantile(times, 0.5).toFixed(1)} ms   p95 ${quantile(times, 0.95).toFixed(1)} ms   (${count} runs)`);
}

async function pages(when: string) {
  for (const sort of ['PLACE', 'QUEUE_DATE', 'STAGE'] as PipelineSort[]) {
    await measure(`${when}: a page of ${PAGE} by ${sort.toLowerCase()}`, () => service.pipeline(karin, home.rentalObjectId, sort, 'ASC', { page: anyPage(), pageSize: PAGE }));
  }
}

// The first page against the pure ranking, with the whole queue read once.
const queue = await db
  .select({ applicationId: applications.applicationId, applicantId: applications.applicantId, appliedAt: applications.createdAt, queueDate: applicants.queueDate, applicantStatusId: applicants.applicantStatusId })
  .from(applications)
  .innerJoin(applicants, eq(applicants.applicantId, applications.applicantId))
  .where(eq(applications.rentalObjectId, home.rentalObjectId));
const expected = rankApplications(queue, { canCalculate: true }).slice(0, PAGE).map((r) => [r.entry.applicationId, r.place]);
const first = await service.pipeline(karin, home.rentalObjectId, 'PLACE', 'ASC', { page: 1, pageSize: PAGE });
if (JSON.stringify(first!.applicants.map((a) => [a.applicationId, a.place])) !== JSON.stringify(expected)) throw new Error('SQL and pure ranking differ');

/** The plan of one page's query (the third page by place), printed with --explain. */
async function explain(when: string, livePlaces: boolean) {
  if (!process.argv.includes('--explain')) return;
  const q = pipelinePageQuery(db, { rentalObjectId: home.rentalObjectId, livePlaces, sort: 'PLACE', direction: 'ASC', limit: PAGE, offset: 2 * PAGE });
  const plan = (await db.execute(sql`explain analyze ${q}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
  console.log(`${when}:\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
}

await explain('open', true);
await pages('open');
now = new Date(`${addDays(today, 1)}T09:00:00Z`);
const t1 = performance.now();
const closed = await engine.closePeriod(systemActor('bench'), home.rentalObjectId);
if (!closed.ok) throw new Error(closed.errorText);
console.log(`period closed (${closed.ranked.length} ranked) in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
await db.execute(sql`analyze`);
await explain('closed', false);
await pages('closed');
/** The eligibility is read for the rows shown (a query of its own, by registration id): fewer runs, it is much slower. */
const eligibilityRuns = Math.max(3, Math.floor(runs / 10));
await measure(`eligibility of a page of ${PAGE}`, async () => {
  const page = await service.pipeline(karin, home.rentalObjectId, 'PLACE', 'ASC', { page: anyPage(), pageSize: PAGE });
  await service.eligibility(karin, home.rentalObjectId, page!.applicants.map((a) => a.applicationId));
}, eligibilityRuns);
await close();
