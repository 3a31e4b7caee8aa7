// Brings a database to the current schema and, when it is empty, seeds the demo scenarios.
import { countApplicants } from '../account/applicant.repository';
import type { FileStorage } from '../storage/file-storage';
import type { Database } from './client';
import { seedDemo } from './seed/seed';

// Seeding refuses production (server/db/seed/seed.ts) even when asked to seed. The storage is the one the app uses:
// the demo's documents and certificates are uploaded into it, so their rows name files that are there.
export async function prepareDatabase(
  database: Database,
  opts: { seedOnEmpty: boolean; nodeEnv: string | undefined; storage: FileStorage; now?: Date },
): Promise<{ seeded: boolean }> {
  // Under the start-up lock: instances started at once on one PostgreSQL migrate and seed one after the other (each
  // would otherwise apply the same migrations, and both find the database empty and seed it twice).
  return database.exclusive(async () => {
    await database.migrate();
    if (!opts.seedOnEmpty || (await countApplicants(database.db)) > 0) return { seeded: false };
    await seedDemo(database.db, opts.storage, opts.now, opts.nodeEnv);
    return { seeded: true };
  });
}
