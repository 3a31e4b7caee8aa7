// Writes the warnings the brokerage gives (a missed mandatory showing, an offer left unanswered) and the block that
// follows too many of them (server/domain/warnings-and-blocks.ts), in the caller's transaction; the back office gives
// warnings of its own through giveWarningFact.
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { applicants, blocks, warnings, type BlockRow, type WarningRow } from '../db/schema';
import { blockAfterWarning, newWarning, type WarningFact, type WarningReason } from '../domain/warnings-and-blocks';
import { findAgencyProfile } from '../content/content.repository';

/** The agency profile's maxWarnings when no profile row exists: spec 001 names 1. */
const DEFAULT_MAX_WARNINGS = 1;

export interface GivenWarning {
  warning: WarningRow;
  block: BlockRow | null;
}

/**
 * Gives the applicant a warning and, when more than the agency profile's maxWarnings now count within 12 months, a
 * 6-month block on every landlord. The applicant's row is locked first, so two warnings given at once (two homes'
 * deadlines in one job run, two servers) both see each other and one block follows, not none.
 */
export async function giveWarning(tx: Tx, applicantId: number, reason: WarningReason, now: Date): Promise<GivenWarning> {
  return giveWarningFact(tx, applicantId, newWarning(reason, now));
}

/** The same for a warning of any reason (a case handler's, in their own words); revoked warnings never count. */
export async function giveWarningFact(tx: Tx, applicantId: number, warning: WarningFact): Promise<GivenWarning> {
  await tx.select({ id: applicants.applicantId }).from(applicants).where(eq(applicants.applicantId, applicantId)).for('update');
  const [given] = await tx.insert(warnings).values({ applicantId, ...warning }).returning();
  const all = await tx.select().from(warnings).where(eq(warnings.applicantId, applicantId));
  const theirBlocks = await tx.select().from(blocks).where(eq(blocks.applicantId, applicantId));
  const profile = await findAgencyProfile(tx);
  const block = blockAfterWarning(all, theirBlocks, warning.validFromDate, profile?.maxWarnings ?? DEFAULT_MAX_WARNINGS);
  const [blockRow] = block ? await tx.insert(blocks).values({ applicantId, ...block }).returning() : [];
  return { warning: given!, block: blockRow ?? null };
}
