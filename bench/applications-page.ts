// The applications page at scale: one page (10 registrations) of an applicant registered on ten homes, three of them
// with 100 000 interests each (in-memory PGlite), asked through ApplicationsService as getApplications does: p50/p95.
// Per registration still at INTEREST the page counts the estimated place and the total (index-backed, as
// getEstimatedQueuePlace does); the other work is one query for the whole page. Run on demand; numbers depend on the
// machine.
//   npx tsx bench/applications-page.ts [interests=100000] [runs=40]

import { ApplicationsService } from '../server/applications/applications.service';
import { applications } from '../server/db/schema';
import { applicantActor } from '../server/domain/actor';
import { insertTestObject } from '../server/listings/testing';
import { queueBench } from './queue-setup';
import { quantile } from './stats';

const interests = Number(process.argv[2] ?? 100_000);
const runs = Number(process.argv[3] ?? 40);

const now = new Date();
const { db, today, people, register, ready, close } = await queueBench(interests, now);
const homes = [];
for (let i = 0; i < 10; i++) homes.push(await insertTestObject(db, today));
for (const home of homes.slice(0, 3)) await register(home.rentalObjectId, people, 50_000);
// The applicant in the middle of the queues is registered on the seven small homes too.
const me = people[Math.floor(people.length / 2)]!.id;
await db.insert(applications).values(homes.slice(3).map((h) => ({ applicantId: me, rentalObjectId: h.rentalObjectId, createdAt: now })));
await ready(`10 homes, 3 with ${interests} interests`);

const service = new ApplicationsService(db, () => now);
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const t = performance.now();
  const page = await service.getApplications(applicantActor(me), 0, 10);
  times.push(performance.now() - t);
  if (!page.ok || page.applications.applications.length !== 10) throw new Error('the page is not a full page');
  if (page.applications.applications.some((a) => a.queuePlace === null)) throw new Error('a registration without its place');
}
console.log(`getApplications, one page of 10         p50 ${quantile(times, 0.5).toFixed(1)} ms   p95 ${quantile(times, 0.95).toFixed(1)} ms   (${runs} runs)`);
await close();
