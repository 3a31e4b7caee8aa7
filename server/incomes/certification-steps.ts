// One step of a certificate slot's state, inside the caller's transaction: read the slot's state, ask the pure rule
// (server/domain/income-certifications.ts) where the step leads, write the result. Shared by the applicant's steps
// (incomes.service.ts) and the case handlers' review (certification-review.service.ts).
import { isSlotOf, certificationStep, type CertificationEvent } from '../domain/income-certifications';
import type { DbOrTx } from '../db/client';
import { failure, type Outcome } from '../domain/outcome';
import { findIncome, findSlotState, saveSlotState, type SlotKeyOf } from './incomes.repository';
import type { ApplicantIncomeRow } from '../db/schema/incomes';

export const certificationNotFound = 'Intyget finns inte';

/** A slot's state as the audit log records it before and after a step. */
export type SlotStateSnapshot = { status: string; missingReason: string | null; rejectedReason: string | null };

export interface StepContext {
  now: Date;
  /** The case handler taking a review step, recorded with the state. */
  staffUserId?: number | null;
}

/**
 * Takes `event` on the slot `key` of an income that `mayTouch` allows (read under a row lock, so two steps on one
 * income never cross). A slot the income's type does not have, or an income the actor may not touch, is not found.
 */
export async function takeStep(
  tx: DbOrTx,
  key: SlotKeyOf,
  event: CertificationEvent,
  ctx: StepContext,
  mayTouch: (income: ApplicantIncomeRow) => boolean,
): Promise<Outcome<{ income: ApplicantIncomeRow; before: SlotStateSnapshot | null; after: SlotStateSnapshot | null }>> {
  const income = await findIncome(tx, key.applicantIncomeId, true);
  if (!income || !mayTouch(income) || !isSlotOf(income.incomeTypeId, key)) return failure(certificationNotFound);
  const current = await findSlotState(tx, key);
  const before = current && { status: current.status, missingReason: current.missingReason, rejectedReason: current.rejectedReason };
  const result = certificationStep(before, event);
  if (!result.ok) return failure(result.message, [{ code: event.type === 'MARK_MISSING' ? 'missingReason' : 'certification', text: result.message }]);
  await saveSlotState(tx, key, result.state && { ...result.state, updatedAt: ctx.now, reviewedByStaffUserId: ctx.staffUserId ?? current?.reviewedByStaffUserId ?? null });
  const after = result.state && { status: result.state.status, missingReason: result.state.missingReason, rejectedReason: result.state.rejectedReason };
  return { ok: true, income, before, after };
}
