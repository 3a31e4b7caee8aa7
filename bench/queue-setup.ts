// What the interest benches share: an in-memory PGlite with the listing catalog, `count` queue applicants (the seed's
// generator) and a way to register them all on a home, the registration times spread over the interest period
// (`spreadSeconds` apart at most, many on the same second: ties are ranked by id).
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { applicants, applications } from '../server/db/schema';
import { buildQueueApplicants, insertInChunks, seedListingCatalog } from '../server/db/seed/listings';
import { stockholmDay } from '../src/rules/calendar';

export async function queueBench(count: number, now: Date = new Date()) {
  const started = performance.now();
  const today = stockholmDay(now);
  const database = await openDatabase({ databaseUrl: '', pgliteDir: 'memory://' });
  await database.migrate();
  const db = database.db;
  await seedListingCatalog(db);
  const people: { id: number }[] = [];
  await insertInChunks(buildQueueApplicants({ count, today }), 5000, async (chunk) => {
    people.push(...(await db.insert(applicants).values(chunk).returning({ id: applicants.applicantId })));
  });

  /** Registers `who` on the home, the i-th of them (i % spreadSeconds) seconds before `now`. */
  const register = (rentalObjectId: string, who: { id: number }[], spreadSeconds: number) =>
    insertInChunks(who, 5000, (chunk) =>
      db.insert(applications).values(chunk.map((p, i) => ({ applicantId: p.id, rentalObjectId, createdAt: new Date(now.getTime() - (i % spreadSeconds) * 1000) }))),
    );

  /** ANALYZE, then the build time on the console. */
  const ready = async (what: string) => {
    await db.execute(sql`analyze`);
    console.log(`${what}, built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };

  return { db, today, people, register, ready, close: () => database.close() };
}
