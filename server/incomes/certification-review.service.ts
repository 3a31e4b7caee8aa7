// The case handlers' review of income certificates (spec 001 §4): start reviewing an uploaded certificate, approve it,
// or reject it with a reason; a certificate marked missing is judged the same way (its reason approved or rejected).
// Only staff take these steps; the back office and the demo seed call them.
import { hasStaffRole, ForbiddenError, type Actor } from '../domain/actor';
import type { Db } from '../db/client';
import type { Outcome } from '../domain/outcome';
import { takeStep } from './certification-steps';
import type { SlotKeyOf } from './incomes.repository';
import { writeAudit } from '../staff/audit-log';

export type ReviewStep = { type: 'START_REVIEW' } | { type: 'APPROVE' } | { type: 'REJECT'; reason: string };

export class CertificationReviewService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async review(actor: Actor, key: SlotKeyOf, step: ReviewStep): Promise<Outcome> {
    if (!hasStaffRole(actor, 'handlaggare')) throw new ForbiddenError();
    return this.db.transaction(async (tx): Promise<Outcome> => {
      const stepped = await takeStep(tx, key, step, { now: this.now(), staffUserId: actor.staffUserId }, () => true);
      if (!stepped.ok) return stepped;
      // The audit row is part of the step: it commits or rolls back with it.
      const subject = `certification:${key.applicantIncomeId}/${key.certificationTypeId}/${key.slot}`;
      const entry = { action: `CERTIFICATION_${step.type}`, applicantId: stepped.income.applicantId, subject, before: stepped.before, after: stepped.after };
      await writeAudit(tx, actor, entry, this.now());
      return { ok: true };
    });
  }
}
