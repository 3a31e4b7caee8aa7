// The estimated queue place on one home (spec 001 §7 getEstimatedQueuePlace): where the applicant stands among
// everyone interested, ranked by queue date (earliest first), as if they applied now when they have not.
import { APPLICANT_STATUSES } from './applicant-status';

export interface QueueEntry {
  applicationId: number;
  applicantId: number;
  appliedAt: Date;
  queueDate: string | null;
  applicantStatusId: number;
}

export interface QueueApplicant {
  applicantId: number;
  queueDate: string | null;
  applicantStatusId: number;
}

export interface QueuePlace {
  estimatedQueuePlace: number | null;
  totalApplications: number;
  hasApplication: boolean;
}

/** Only queue accounts with a queue date are ranked (co-applicants, unpaid and closed accounts have none). */
const ranked = (e: { queueDate: string | null; applicantStatusId: number }): e is { queueDate: string; applicantStatusId: number } =>
  e.queueDate != null && e.applicantStatusId === APPLICANT_STATUSES.QUEUE.applicantStatusId;

/** Queue date first; on the same queue date the earlier registration, then the lower application id. */
export function compareQueueEntries(a: QueueEntry, b: QueueEntry): number {
  if (a.queueDate !== b.queueDate) return (a.queueDate ?? '9999') < (b.queueDate ?? '9999') ? -1 : 1;
  return a.appliedAt.getTime() - b.appliedAt.getTime() || a.applicationId - b.applicationId;
}

export function estimateQueuePlace(queue: readonly QueueEntry[], me: QueueApplicant, opts: { canCalculate: boolean }): QueuePlace {
  const mine = queue.find((e) => e.applicantId === me.applicantId);
  const base = { totalApplications: queue.length, hasApplication: !!mine };
  if (!opts.canCalculate || !ranked(me)) return { ...base, estimatedQueuePlace: null };
  const others = queue.filter((e) => e.applicantId !== me.applicantId && ranked(e));
  const ahead = mine
    ? others.filter((e) => compareQueueEntries(e, { ...mine, queueDate: me.queueDate }) < 0).length
    : // A new registration comes after everyone already there with the same queue date.
      others.filter((e) => (e.queueDate as string) <= (me.queueDate as string)).length;
  return { ...base, estimatedQueuePlace: ahead + 1 };
}
