// The case handler's review of an uploaded document: approve it, or reject it with a reason the applicant is shown.
// Called by the seed (demo states) and by the coming back office, always with a staff actor.
import type { Db } from '../db/client';
import { ForbiddenError, hasStaffRole, type Actor } from '../domain/actor';
import { failure, type Outcome } from '../domain/outcome';
import { toDocumentView, type DocumentView } from './document-view';
import { findDocument, lockDocument, updateDocument } from './documents.repository';
import { documentMessages } from './documents.service';
import { syncIdentificationStatus } from './identification-status';
import { writeAudit } from '../staff/audit-log';
import { REVIEW_REASON_MAX, reviewMessages as reasonMessages } from '../../src/rules/review';

// The reason's rule is shared with the staff app's reject form (src/rules/review.ts).
export { REVIEW_REASON_MAX };
export const reviewMessages = { ...reasonMessages, alreadyReviewed: 'Dokumentet är redan granskat' } as const;

export type ReviewDecision = { approve: true } | { approve: false; reason: string };

export class DocumentReviewService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Approves or rejects a document waiting for review (RECEIVED → APPROVED | REJECTED with a reason); a reviewed one is
   * not reviewed again (the applicant uploads a new one). The identity-document state follows in the same transaction.
   */
  async review(actor: Actor, documentId: number, decision: ReviewDecision): Promise<Outcome<{ document: DocumentView }>> {
    if (!hasStaffRole(actor, 'handlaggare')) throw new ForbiddenError();
    const reason = decision.approve ? null : decision.reason.trim();
    if (reason === '') return failure(reviewMessages.reasonRequired, [{ code: 'reason', text: reviewMessages.reasonRequired }]);
    if (reason && reason.length > REVIEW_REASON_MAX) return failure(reviewMessages.reasonTooLong, [{ code: 'reason', text: reviewMessages.reasonTooLong }]);
    const outcome = await this.db.transaction(async (tx): Promise<Outcome> => {
      const row = await lockDocument(tx, documentId);
      if (!row) return failure(documentMessages.notFound);
      if (row.documentStatus !== 'RECEIVED') return failure(reviewMessages.alreadyReviewed);
      const after = { documentStatus: decision.approve ? ('APPROVED' as const) : ('REJECTED' as const), disapprovalReason: reason };
      await updateDocument(tx, documentId, { ...after, reviewedAt: this.now(), reviewedByStaffUserId: actor.staffUserId });
      // The audit row is part of the change: it commits or rolls back with it.
      await writeAudit(
        tx,
        actor,
        {
          action: decision.approve ? 'DOCUMENT_APPROVE' : 'DOCUMENT_REJECT',
          applicantId: row.applicantId,
          subject: `document:${documentId}`,
          before: { documentStatus: row.documentStatus, disapprovalReason: row.disapprovalReason },
          after,
        },
        this.now(),
      );
      if (row.documentType === 'IDENTIFICATION') await syncIdentificationStatus(tx, row.applicantId);
      return { ok: true };
    });
    if (!outcome.ok) return outcome;
    const reviewed = await findDocument(this.db, documentId);
    if (!reviewed) return failure(documentMessages.notFound);
    return { ok: true, document: toDocumentView(reviewed) };
  }
}
