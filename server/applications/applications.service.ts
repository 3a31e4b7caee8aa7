// The applications area (interest registrations, spec 001 §2–§5, §7): for now the estimated queue place, ranked in SQL
// (queue-place.repository.ts) with the meaning of server/domain/application-ranking.ts.
import { findApplicantById } from '../account/applicant.repository';
import type { Db } from '../db/client';
import { ownApplicantId, type Actor } from '../domain/actor';
import { rankReason, type QueuePlace } from '../domain/application-ranking';
import { failure, type Outcome } from '../domain/outcome';
import { findSummary } from '../listings/listings.repository';
import { listingMessages } from '../listings/listings.service';
import { stockholmDayClock } from '../listings/day-clock';
import { ownRegistration, registrationCount, registrationsAhead } from './queue-place.repository';

// A registration made now: after every one already there (as application-ranking.ts's NOT_YET).
const NOW_LATEST = new Date(8.64e15);

export class ApplicationsService {
  private readonly today: () => string;

  constructor(
    private readonly db: Db,
    now: () => Date = () => new Date(),
  ) {
    this.today = stockholmDayClock(now);
  }

  /**
   * The actor's own place among the object's active registrations: their own when registered, otherwise as if they
   * registered now. Null for first-come homes and for applicants without a place (not a queue member).
   */
  async estimatedQueuePlace(actor: Actor, rentalObjectId: string): Promise<Outcome<{ estimatedQueuePlace: QueuePlace }>> {
    const applicantId = ownApplicantId(actor);
    const [object, applicant, own, total] = await Promise.all([
      findSummary(this.db, rentalObjectId),
      findApplicantById(this.db, applicantId),
      ownRegistration(this.db, rentalObjectId, applicantId),
      registrationCount(this.db, rentalObjectId),
    ]);
    if (!object || object.startDate > this.today() || !applicant) return failure(listingMessages.notFound);
    const base = { totalApplications: total, hasApplication: !!own };
    const reason = object.canCalculateQueueplace ? rankReason({ ...applicant, appliedAt: own?.appliedAt ?? NOW_LATEST }, { canCalculate: true }) : null;
    if (!reason || !applicant.queueDate) return { ok: true, estimatedQueuePlace: { ...base, estimatedQueuePlace: null, reason: null } };
    const ahead = await registrationsAhead(this.db, rentalObjectId, { applicantId, queueDate: applicant.queueDate }, own);
    return { ok: true, estimatedQueuePlace: { ...base, estimatedQueuePlace: ahead + 1, reason } };
  }
}
