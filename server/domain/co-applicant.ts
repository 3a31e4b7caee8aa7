// Rules for pairing a main applicant with one co-applicant (spec 000 §3, §4, §6).
import { APPLICANT_STATUSES } from './applicant-status';

export const coApplicantMessages = {
  required: 'Ange personnummer eller e-post',
  notFound: 'Vi hittade inget konto med det personnumret eller den e-postadressen',
  self: 'Du kan inte bjuda in dig själv som medsökande',
  alreadyLinked: 'Du har redan en medsökande eller en väntande förfrågan. Det går bara att ha en medsökande.',
  targetLinked: 'Personen har redan en medsökande eller en väntande förfrågan',
  noPayingAccount: 'Minst en av er måste ha ett betalande kökonto',
  noRequest: 'Det finns ingen förfrågan att svara på',
  noLink: 'Du har ingen medsökande att ta bort',
} as const;

export type CoApplicantRefusal = keyof typeof coApplicantMessages;

interface Party {
  applicantId: number;
  applicantStatusId: number;
  linked: boolean;
}

const isQueueAccount = (p: Party) => p.applicantStatusId === APPLICANT_STATUSES.QUEUE.applicantStatusId;

/** Why a request from `requester` to `target` may not be made, or null when it may. */
export function refuseRequest(requester: Party, target: Party | null): CoApplicantRefusal | null {
  if (!target) return 'notFound';
  if (requester.applicantId === target.applicantId) return 'self';
  if (requester.linked) return 'alreadyLinked';
  if (target.linked) return 'targetLinked';
  if (!isQueueAccount(requester) && !isQueueAccount(target)) return 'noPayingAccount';
  return null;
}

/** The head of the pair is the one with the paying queue account; the requester when both have one. */
export function headOfPair(requester: Party, target: Party): { mainApplicantId: number; coApplicantId: number } {
  const requesterHeads = isQueueAccount(requester);
  return requesterHeads
    ? { mainApplicantId: requester.applicantId, coApplicantId: target.applicantId }
    : { mainApplicantId: target.applicantId, coApplicantId: requester.applicantId };
}
