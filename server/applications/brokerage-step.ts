// One brokerage step on one registration, with everything it sets off, inside the caller's transaction: applyEvent
// (the stage machine, the history, cancelled and lost registrations), then the effects owned by other areas — the
// warning (and the block it may bring) and the winner's agency-fee order — and the e-mails to send once committed.
// Both the service (a case handler's steps) and the deadline jobs take their steps through here.
import type { Db, Tx } from '../db/client';
import { ForbiddenError, hasStaffRole, type Actor, type SystemActor } from '../domain/actor';
import type { ApplicationEvent, Stage } from '../domain/application-stages';
import { failure, type Outcome } from '../domain/outcome';
import { writeAudit } from '../staff/audit-log';
import { applyEvent, type Applied, type StepActor } from './apply-event';
import type { ApplicationRow } from './application-state';
import { createAgencyFeeOrder } from './brokerage-fee';
import type { BrokerageNotices, Notice } from './brokerage-notices';
import { findHome, lockOrCreateBrokerage, markContractSigned } from './brokerage.repository';
import { giveWarning } from './brokerage-warnings';

/** Who may drive a brokerage: a case handler (or administrator), or the system (jobs, the demo seed). */
export type BrokerageActor = Actor | SystemActor;

export function stepActorOf(actor: BrokerageActor): StepActor {
  if (actor.kind === 'system') return 'system';
  if (!hasStaffRole(actor, 'handlaggare')) throw new ForbiddenError();
  return `staff:${actor.staffUserId}`;
}

/** A step the stage does not allow: rolls the whole transaction back and becomes the outcome's Swedish errorText. */
export class StepRefused extends Error {
  constructor(readonly text: string) {
    super(text);
    this.name = 'StepRefused';
  }
}

export interface StepContext {
  tx: Tx;
  by: StepActor;
  /** The staff member taking the steps, whose every change is written to the audit log; null for the system. */
  staff: Actor | null;
  now: Date;
  notices: Notice[];
}

/** What a step's caller gets back about a registration. */
export interface StepView {
  applicationId: number;
  applicantId: number;
  rentalObjectId: string;
  stage: Stage;
  queuePlace: number | null;
}

export const stepView = (row: ApplicationRow): StepView => ({
  applicationId: row.applicationId,
  applicantId: row.applicantId,
  rentalObjectId: row.rentalObjectId,
  stage: row.stage as Stage,
  queuePlace: row.queuePlace,
});

/**
 * Runs `work` in one transaction and sends its notices after the commit. A StepRefused anywhere rolls everything back
 * and is returned as a failure; any other error is thrown.
 */
export async function runSteps<T extends object>(
  db: Db,
  notices: BrokerageNotices,
  by: BrokerageActor,
  now: Date,
  work: (ctx: StepContext) => Promise<T>,
): Promise<Outcome<T>> {
  const stepActor = stepActorOf(by);
  const staff = by.kind === 'staff' ? by : null;
  for (let attempt = 1; ; attempt++) {
    const pending: Notice[] = [];
    let result: T;
    try {
      result = await db.transaction((tx) => work({ tx, by: stepActor, staff, now, notices: pending }));
    } catch (err) {
      if (err instanceof StepRefused) return failure(err.text);
      if (attempt < MAX_ATTEMPTS && isDeadlock(err)) continue;
      throw err;
    }
    await notices.send(pending);
    return { ok: true, ...result };
  }
}

/**
 * Steps lock rows of more than one home (an acceptance cancels the applicant's other registrations, a signing ends
 * everyone else's), so two steps at once can deadlock on PostgreSQL; the one it aborts is simply taken again.
 */
const MAX_ATTEMPTS = 3;
function isDeadlock(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}

const NOTICE_OF: Partial<Record<ApplicationEvent['type'], Notice['kind']>> = {
  INVITE: 'showingInvitation',
  CHECK_PASSED: 'offer',
  SIGNED: 'contract',
};

/** Applies `event` to one registration and carries out its effects; refuses (StepRefused) when the stage does not allow it. */
export async function takeStep(ctx: StepContext, applicationId: number, event: ApplicationEvent): Promise<Applied> {
  const r = await applyEvent(ctx.tx, applicationId, event, ctx.by, ctx.now);
  if (!r.ok) throw new StepRefused(r.errorText);
  const applied = r.applied;
  if (applied.unchanged) return applied;
  const { row, effects } = applied;
  await auditStep(ctx, event.type, applied);
  if (effects.warning) await giveWarning(ctx.tx, row.applicantId, effects.warning, ctx.now);
  if (effects.agencyFee) {
    await lockOrCreateBrokerage(ctx.tx, row.rentalObjectId);
    const home = await findHome(ctx.tx, row.rentalObjectId);
    if (home && (await markContractSigned(ctx.tx, row.rentalObjectId, row.applicationId, ctx.now))) await createAgencyFeeOrder(ctx.tx, row.applicantId, home, ctx.now);
  }
  const kind = NOTICE_OF[event.type];
  if (kind) ctx.notices.push({ kind, applicationId: row.applicationId });
  if (row.stage === 'LOST') ctx.notices.push({ kind: 'lost', applicationId: row.applicationId, warned: !!effects.warning });
  for (const { row: other } of applied.ended) if (other.stage === 'LOST') ctx.notices.push({ kind: 'lost', applicationId: other.applicationId });
  return applied;
}

/**
 * A staff member's step in the audit log, in the step's transaction: one row per applicant it changed, before → after
 * stage. The registration stepped on is one row (with the applicant's other registrations the step ended, e.g. those
 * cancelled when their check started); everyone else it ended (lost to the winner) one row each. The system's steps
 * (jobs, seed) write none.
 */
async function auditStep(ctx: StepContext, type: ApplicationEvent['type'], applied: Applied): Promise<void> {
  if (!ctx.staff) return;
  const { row } = applied;
  const registration = (r: { applicationId: number; rentalObjectId: string }, stage: string) => ({ applicationId: r.applicationId, rentalObjectId: r.rentalObjectId, stage });
  const own = applied.ended.filter((e) => e.row.applicantId === row.applicantId);
  await writeAudit(
    ctx.tx,
    ctx.staff,
    {
      action: `BROKERAGE_${type}`,
      applicantId: row.applicantId,
      subject: `application:${row.applicationId}`,
      before: { stage: applied.before, ...(own.length ? { ended: own.map((e) => registration(e.row, e.before)) } : {}) },
      after: { stage: row.stage, ...(own.length ? { ended: own.map((e) => registration(e.row, e.row.stage)) } : {}) },
    },
    ctx.now,
  );
  for (const e of applied.ended.filter((x) => x.row.applicantId !== row.applicantId)) {
    await writeAudit(
      ctx.tx,
      ctx.staff,
      { action: `BROKERAGE_${e.type}`, applicantId: e.row.applicantId, subject: `application:${e.row.applicationId}`, before: { stage: e.before }, after: { stage: e.row.stage, because: `application:${row.applicationId}` } },
      ctx.now,
    );
  }
}
