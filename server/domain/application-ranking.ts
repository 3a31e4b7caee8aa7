// The ranking of the active interest registrations on one home (spec 001 §4, §7): who is first, the estimated queue
// place (getEstimatedQueuePlace) and the home's firstQueuePlace. The server ranks in SQL with an index; this module is
// the meaning that SQL is tested against.
//
// The home's rules, as this agency uses them:
// - Queue-brokered homes (canCalculateQueueplace) rank by the date each applicant's time counts from, earliest first;
//   on the same date the earlier registration, then the lower application id. Only queue accounts (status QUEUE) with
//   a queue date are ranked; co-applicants, unpaid and closed accounts have no place.
// - queueTransfer: the home is also offered through the transfer queue of the landlord's own tenants, where time
//   counts from the start of the current contract with that landlord (as in the municipal companies' internal
//   transfer queues). A tenant's time counts from the earlier of that date and their queue date.
// - queueTenant: the landlord's own tenants go before every other applicant (a tenant priority); among themselves and
//   among the others, the order above.
// - firstQueuePlace: the date the time of the applicant at place 1 counts from (what others compare their own with).
// - First-come homes (not canCalculateQueueplace, "Bostad direkt") go to the first who registers and meets the
//   requirements: the order is the registration time, and no queue place is estimated.
// The queue type (Bostadskön, Studentkön, Seniorkön) does not change the order: the agency keeps one queue date per
// applicant; the type decides who may register (application-eligibility.ts).
import { stockholmDay } from '../../src/rules/calendar';
import type { RankBasis, RankReason } from '../../src/rules/queuePlace';
import { APPLICANT_STATUSES } from './applicant-status';

export interface QueueEntry {
  applicationId: number;
  applicantId: number;
  appliedAt: Date;
  queueDate: string | null;
  applicantStatusId: number;
  /** The start of the applicant's current contract with the home's landlord; absent or null when they rent nothing from it. */
  tenantSince?: string | null;
}

export type QueueApplicant = Pick<QueueEntry, 'applicantId' | 'queueDate' | 'applicantStatusId' | 'tenantSince'>;

export interface RankingRules {
  canCalculate: boolean;
  queueTenant?: boolean;
  queueTransfer?: boolean;
}

export interface QueuePlace {
  estimatedQueuePlace: number | null;
  totalApplications: number;
  hasApplication: boolean;
  /** What the place is counted from, for the one-line reason (src/rules/queuePlace.ts); null with no place. */
  reason: RankReason | null;
}

export interface Ranked<T> {
  entry: T;
  place: number;
  reason: RankReason;
}

const isQueueMember = (e: QueueApplicant) => e.queueDate != null && e.applicantStatusId === APPLICANT_STATUSES.QUEUE.applicantStatusId;

/** What the applicant's place is counted from on this home, or null when they have no place. */
export function rankReason(e: QueueApplicant & { appliedAt: Date }, rules: RankingRules): RankReason | null {
  if (!isQueueMember(e)) return null;
  const tenantFirst = !!rules.queueTenant && !!e.tenantSince;
  if (!rules.canCalculate) return { basis: 'REGISTERED', date: stockholmDay(e.appliedAt), tenantFirst: false };
  const contract = rules.queueTransfer && e.tenantSince && e.tenantSince < (e.queueDate as string) ? e.tenantSince : null;
  const basis: RankBasis = contract ? 'CONTRACT_DATE' : 'QUEUE_DATE';
  return { basis, date: contract ?? (e.queueDate as string), tenantFirst };
}

type Keyed = { reason: RankReason; appliedAt: Date; applicationId: number };

/** Tenants first where the home says so, then the date, then the registration time, then the application id. */
function compareKeyed(a: Keyed, b: Keyed): number {
  if (a.reason.tenantFirst !== b.reason.tenantFirst) return a.reason.tenantFirst ? -1 : 1;
  // First-come homes: only the registration time counts (the date is its day).
  if (a.reason.basis !== 'REGISTERED' && a.reason.date !== b.reason.date) return a.reason.date < b.reason.date ? -1 : 1;
  return a.appliedAt.getTime() - b.appliedAt.getTime() || a.applicationId - b.applicationId;
}

/** The ranked registrations, place 1 first; those without a place are left out (they still count in totals). */
export function rankApplications<T extends QueueEntry>(queue: readonly T[], rules: RankingRules): Ranked<T>[] {
  const keyed = queue.flatMap((entry) => {
    const reason = rankReason(entry, rules);
    return reason ? [{ entry, reason, appliedAt: entry.appliedAt, applicationId: entry.applicationId }] : [];
  });
  return keyed.sort(compareKeyed).map((k, i) => ({ entry: k.entry, place: i + 1, reason: k.reason }));
}

/** The date place 1's time counts from; null for first-come homes and when nobody has a place. */
export function firstQueuePlace(queue: readonly QueueEntry[], rules: RankingRules): string | null {
  if (!rules.canCalculate) return null;
  return rankApplications(queue, rules)[0]?.reason.date ?? null;
}

// A registration made now comes after every one already there with the same rank.
const NOT_YET = { appliedAt: new Date(8.64e15), applicationId: Number.MAX_SAFE_INTEGER };

/**
 * The applicant's place among the active registrations (`queue`): their own when they have registered, otherwise as
 * if they registered now (behind everyone with the same or an earlier date). Null for first-come homes and for
 * applicants without a place; totalApplications counts every active registration.
 */
export function estimateQueuePlace(queue: readonly QueueEntry[], me: QueueApplicant, rules: RankingRules): QueuePlace {
  const mine = queue.find((e) => e.applicantId === me.applicantId);
  const base = { totalApplications: queue.length, hasApplication: !!mine };
  const self = { ...(mine ?? NOT_YET), ...me };
  const reason = rules.canCalculate ? rankReason(self, rules) : null;
  if (!reason) return { ...base, estimatedQueuePlace: null, reason: null };
  const key: Keyed = { reason, appliedAt: self.appliedAt, applicationId: self.applicationId };
  let ahead = 0;
  for (const e of queue) {
    if (e.applicantId === me.applicantId) continue;
    const r = rankReason(e, rules);
    if (r && compareKeyed({ reason: r, appliedAt: e.appliedAt, applicationId: e.applicationId }, key) < 0) ahead++;
  }
  return { ...base, estimatedQueuePlace: ahead + 1, reason };
}
