// One step of one registration, inside the caller's transaction: lock the row, let application-stages.ts decide, store
// the new state, write the history, and carry out the effects that stay in this area (the applicant's other
// registrations cancelled; everyone else on the home losing it). Effects owned by other areas (a warning, the
// agency-fee order) are returned for the caller's service to carry out in the same transaction.
// Idempotent: a step that changes nothing (the same answer again, a job run twice) writes nothing and reports unchanged.
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { applicationEvents, applications } from '../db/schema';
import { ACTIVE_STAGES, transition, type ApplicationEvent, type ApplicationState, type Effects } from '../domain/application-stages';
import { failure, type Outcome } from '../domain/outcome';
import { columnsOf, stateOf, type ApplicationRow } from './application-state';

/** Who took the step, as the history writes it: 'applicant:<id>', 'staff:<id>' or 'system'. */
export type StepActor = `applicant:${number}` | `staff:${number}` | 'system';

export interface Applied {
  row: ApplicationRow;
  /** The stage before the step. */
  before: string;
  state: ApplicationState;
  effects: Effects;
  unchanged: boolean;
  /** Registrations this step ended as a consequence (cancelled for another home, lost to the winner), with their stage before. */
  ended: Ended[];
}

export interface Ended {
  row: ApplicationRow;
  before: string;
  type: 'CANCEL_FOR_OTHER' | 'LOST_TO_OTHER';
}

export async function applyEvent(tx: Tx, applicationId: number, event: ApplicationEvent, actor: StepActor, now: Date): Promise<Outcome<{ applied: Applied }>> {
  const [row] = await tx.select().from(applications).where(eq(applications.applicationId, applicationId)).for('update');
  if (!row) return failure('Intresseanmälan finns inte');
  return applyToRow(tx, row, event, actor, now);
}

async function applyToRow(tx: Tx, row: ApplicationRow, event: ApplicationEvent, actor: StepActor, now: Date): Promise<Outcome<{ applied: Applied }>> {
  const before = stateOf(row);
  const t = transition(before, event, now);
  if (!t.ok) return failure(t.refusal);
  if (t.unchanged) return { ok: true, applied: { row, before: row.stage, state: before, effects: t.effects, unchanged: true, ended: [] } };
  const [saved] = await tx
    .update(applications)
    .set({ ...columnsOf(t.state), updatedAt: now })
    .where(eq(applications.applicationId, row.applicationId))
    .returning();
  await recordEvent(tx, saved!, event.type, before.stage, t.state.stage, detailOf(event), actor, now);
  const ended: Ended[] = [];
  if (t.effects.cancelOtherApplications) {
    const because = event.type === 'START_CHECK' ? 'FIRST_IN_OTHER_CHECK' : 'ACCEPTED_OTHER';
    const others = await activeRows(tx, and(eq(applications.applicantId, row.applicantId), ne(applications.applicationId, row.applicationId)));
    ended.push(...(await endAll(tx, others, { type: 'CANCEL_FOR_OTHER', because }, actor, now)));
  }
  if (t.effects.othersLose) {
    const others = await activeRows(tx, and(eq(applications.rentalObjectId, row.rentalObjectId), ne(applications.applicationId, row.applicationId)));
    ended.push(...(await endAll(tx, others, { type: 'LOST_TO_OTHER' }, actor, now)));
  }
  return { ok: true, applied: { row: saved!, before: row.stage, state: t.state, effects: t.effects, unchanged: false, ended } };
}

async function activeRows(tx: Tx, where: ReturnType<typeof and>) {
  return tx
    .select()
    .from(applications)
    .where(and(where, inArray(applications.stage, [...ACTIVE_STAGES])))
    .orderBy(applications.applicationId)
    .for('update');
}

async function endAll(tx: Tx, rows: ApplicationRow[], event: Extract<ApplicationEvent, { type: Ended['type'] }>, actor: StepActor, now: Date): Promise<Ended[]> {
  const ended: Ended[] = [];
  for (const other of rows) {
    const r = await applyToRow(tx, other, event, actor, now);
    if (r.ok && !r.applied.unchanged) ended.push({ row: r.applied.row, before: other.stage, type: event.type });
  }
  return ended;
}

export async function recordEvent(
  tx: Tx,
  row: Pick<ApplicationRow, 'applicationId' | 'applicantId' | 'rentalObjectId'>,
  type: string,
  fromStage: string | null,
  toStage: string,
  detail: Record<string, unknown>,
  actor: StepActor,
  at: Date,
): Promise<void> {
  await tx.insert(applicationEvents).values({
    applicationId: row.applicationId,
    applicantId: row.applicantId,
    rentalObjectId: row.rentalObjectId,
    type,
    fromStage,
    toStage,
    detail,
    actor,
    at,
  });
}

function detailOf(event: ApplicationEvent): Record<string, unknown> {
  const { type: _type, ...rest } = event;
  return rest;
}
