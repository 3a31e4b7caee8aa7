// Test helper: puts one rental object into a test server's database (built like the seed's), published from `today`
// and open for interest registrations unless the overrides say otherwise.
import type { DbOrTx } from '../db/client';
import type { NewRentalObjectRow } from '../db/schema';
import { buildRentalObjects, insertRentalObjects } from '../db/seed/listings';
import { addDays } from '../../src/rules/calendar';

const FIRST_TEST_NUMBER = 90_000;
let next = FIRST_TEST_NUMBER;

/**
 * Numbers (and seeds) start again for each test file (server/test/per-file-setup.ts): the int tests' workers keep their
 * modules from one file to the next, and a file's homes must not depend on which files ran before it in that worker.
 */
export function restartTestObjectNumbers(): void {
  next = FIRST_TEST_NUMBER;
}

export async function insertTestObject(db: DbOrTx, today: string, overrides: Partial<NewRentalObjectRow> = {}): Promise<NewRentalObjectRow> {
  const n = next++;
  const built = buildRentalObjects({ count: 1, today, seed: n, firstNumber: n });
  const object = { ...built.objects[0]!, startDate: today, lastReplyDate: addDays(today, 7), endDate: addDays(today, 21), openForApplication: true, canCalculateQueueplace: true, ...overrides };
  await insertRentalObjects(db, { objects: [object], images: built.images });
  return object;
}
