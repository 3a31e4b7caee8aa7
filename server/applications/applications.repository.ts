// Writing interest registrations. A registration is made once: the unique index on (applicant, object) makes a second
// insert (createApplication sent twice, two tabs) a no-op that returns the row already there.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { applications } from '../db/schema';
import { recordEvent, type StepActor } from './apply-event';
import type { ApplicationRow } from './application-state';

export interface NewRegistration {
  applicantId: number;
  rentalObjectId: string;
  coApplicantId: number | null;
  showingConfirm: boolean;
  coApplicantConfirm: boolean;
  moveInDateConfirm: boolean;
  shortTimeConfirm: boolean;
}

/** Inserts the registration at stage INTEREST with its CREATED history, or returns the one that exists (created false). */
export async function insertRegistration(tx: Tx, reg: NewRegistration, actor: StepActor, now: Date): Promise<{ row: ApplicationRow; created: boolean }> {
  const [row] = await tx
    .insert(applications)
    .values({ ...reg, stage: 'INTEREST', createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [applications.applicantId, applications.rentalObjectId] })
    .returning();
  if (row) {
    await recordEvent(tx, row, 'CREATED', null, 'INTEREST', {}, actor, now);
    return { row, created: true };
  }
  const [existing] = await tx
    .select()
    .from(applications)
    .where(and(eq(applications.applicantId, reg.applicantId), eq(applications.rentalObjectId, reg.rentalObjectId)));
  return { row: existing!, created: false };
}
