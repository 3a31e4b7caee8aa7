// The case handlers' work inbox: how much waits for review and the oldest items of each kind. Shows applicants' names,
// so every applicant shown is recorded in the audit log as viewed, in the same transaction as the read.
import type { Db } from '../db/client';
import { ForbiddenError, hasStaffRole, type Actor } from '../domain/actor';
import { recordViews } from './audit-log';
import { rejectedIdsToFollowUp, waitingCertificates, waitingIdDocuments, waitingMissingReasons, waitingOtherDocuments, type WaitingItemRow } from './review-inbox.repository';

export const INBOX_MAX_ITEMS = 50;

export interface ReviewQueueView {
  count: number;
  /** The oldest first. */
  oldest: WaitingItemRow[];
}

export interface ReviewInboxView {
  documents: ReviewQueueView;
  idDocuments: ReviewQueueView;
  incomeCertificates: ReviewQueueView;
  missingReasons: ReviewQueueView;
  rejectedIds: ReviewQueueView;
}

export class ReviewInboxService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async inbox(actor: Actor, first = 10): Promise<ReviewInboxView> {
    if (!hasStaffRole(actor, 'handlaggare')) throw new ForbiddenError();
    const limit = Math.max(1, Math.min(first, INBOX_MAX_ITEMS));
    return this.db.transaction(async (tx) => {
      const documents = await waitingOtherDocuments(tx, limit);
      const idDocuments = await waitingIdDocuments(tx, limit);
      const certificates = await waitingCertificates(tx, limit);
      const missingReasons = await waitingMissingReasons(tx, limit);
      const rejectedIds = await rejectedIdsToFollowUp(tx, limit);
      const queues = [documents, idDocuments, certificates, missingReasons, rejectedIds];
      const shown = queues.flatMap((q) => q.items.map((i) => i.applicantId));
      await recordViews(tx, actor, 'VIEW_REVIEW_INBOX', shown, this.now());
      return {
        documents: { count: documents.total, oldest: documents.items },
        idDocuments: { count: idDocuments.total, oldest: idDocuments.items },
        incomeCertificates: { count: certificates.total, oldest: certificates.items },
        missingReasons: { count: missingReasons.total, oldest: missingReasons.items },
        rejectedIds: { count: rejectedIds.total, oldest: rejectedIds.items },
      };
    });
  }
}
