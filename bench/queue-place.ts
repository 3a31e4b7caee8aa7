// The estimated queue place at scale: one home with 100 000 interest registrations (the seed's queue applicants,
// in-memory PGlite), asked through ApplicationsService as the API does: p50/p95 of one answer, for applicants who
// have registered and for one who has not. The ranking is SQL (server/applications/queue-place.repository.ts); a few
// answers are checked against the pure module (server/domain/application-ranking.ts) so the numbers are of a right
// answer. Run on demand; numbers depend on the machine.
//   npx tsx bench/queue-place.ts [interests=100000] [runs=200]
import { eq } from 'drizzle-orm';
import { ApplicationsService } from '../server/applications/applications.service';
import { applicants, applications } from '../server/db/schema';
import { applicantActor } from '../server/domain/actor';
import { estimateQueuePlace } from '../server/domain/application-ranking';
import { insertTestObject } from '../server/listings/testing';
import { queueBench } from './queue-setup';
import { quantile } from './stats';

const interests = Number(process.argv[2] ?? 100_000);
const runs = Number(process.argv[3] ?? 200);

const now = new Date();
const { db, today, people, register, ready, close } = await queueBench(interests + 1, now);
const home = await insertTestObject(db, today);
const outsider = people.pop()!.id;
await register(home.rentalObjectId, people, 50_000);
await ready(`${interests} interests on one home`);

const service = new ApplicationsService(db, () => now);
const pick = () => people[Math.floor(Math.random() * people.length)]!.id;

async function measure(label: string, who: () => number) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const id = who();
    const t = performance.now();
    const answer = await service.estimatedQueuePlace(applicantActor(id), home.rentalObjectId);
    times.push(performance.now() - t);
    if (!answer.ok) throw new Error(answer.errorText);
  }
  console.log(`${label.padEnd(32)} p50 ${quantile(times, 0.5).toFixed(1)} ms   p95 ${quantile(times, 0.95).toFixed(1)} ms   (${runs} runs)`);
}

// A few answers against the pure ranking, with the whole queue read once.
const queue = await db
  .select({ applicationId: applications.applicationId, applicantId: applications.applicantId, appliedAt: applications.createdAt, queueDate: applicants.queueDate, applicantStatusId: applicants.applicantStatusId })
  .from(applications)
  .innerJoin(applicants, eq(applicants.applicantId, applications.applicantId))
  .where(eq(applications.rentalObjectId, home.rentalObjectId));
for (const id of [pick(), pick(), outsider]) {
  const [me] = await db.select({ applicantId: applicants.applicantId, queueDate: applicants.queueDate, applicantStatusId: applicants.applicantStatusId }).from(applicants).where(eq(applicants.applicantId, id));
  const answer = await service.estimatedQueuePlace(applicantActor(id), home.rentalObjectId);
  const expected = estimateQueuePlace(queue, me!, { canCalculate: true });
  if (!answer.ok || JSON.stringify(answer.estimatedQueuePlace) !== JSON.stringify(expected)) throw new Error(`SQL and pure ranking differ for ${id}`);
}

await measure('a registered applicant', pick);
await measure('an applicant not registered', () => outsider);
await close();
