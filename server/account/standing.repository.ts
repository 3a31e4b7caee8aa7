// Warnings and blocks of an applicant.
import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { blocks, warnings } from '../db/schema';

/** The warnings that still count (a revoked one never does). */
export async function listValidWarnings(db: DbOrTx, applicantId: number, today: string) {
  return db
    .select()
    .from(warnings)
    .where(and(eq(warnings.applicantId, applicantId), gte(warnings.validToDate, today), isNull(warnings.revokedAt)))
    .orderBy(asc(warnings.validFromDate));
}

export async function listUnendedBlocks(db: DbOrTx, applicantId: number, today: string) {
  return db
    .select()
    .from(blocks)
    .where(and(eq(blocks.applicantId, applicantId), gte(blocks.end, today)))
    .orderBy(asc(blocks.start));
}
