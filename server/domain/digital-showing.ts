// Who may open a home's digital viewing (spec 001 §2: login required, the server decides). The rule: the home has
// a digital viewing, its last reply date has not passed, and the applicant has a queue account of their own (a paid
// queue fee). Co-applicants view together with their main applicant; unpaid accounts pay first.
import { APPLICANT_STATUSES } from './applicant-status';

export const digitalShowingMessages = {
  noDigitalShowing: 'Den här bostaden har ingen digital visning.',
  expired: 'Den digitala visningen är stängd eftersom tiden för intresseanmälan har gått ut.',
  coApplicant: 'Som medsökande kan du inte öppna den digitala visningen. Din huvudsökande kan öppna den med sitt konto.',
  notPaid: 'Den digitala visningen är öppen för dig som står i bostadskön. Betala köavgiften för att öppna den.',
  notInQueue: 'Den digitala visningen är bara öppen för sökande i bostadskön.',
} as const;

export type DigitalShowingDecision = { access: true; reason: null } | { access: false; reason: string };

export function digitalShowingDecision(
  object: { hasDigitalShowing: boolean; lastReplyDate: string },
  applicant: { applicantStatusId: number; queueDate: string | null },
  today: string,
): DigitalShowingDecision {
  if (!object.hasDigitalShowing) return { access: false, reason: digitalShowingMessages.noDigitalShowing };
  if (object.lastReplyDate < today) return { access: false, reason: digitalShowingMessages.expired };
  if (applicant.applicantStatusId === APPLICANT_STATUSES.COAPPLICANT.applicantStatusId) return { access: false, reason: digitalShowingMessages.coApplicant };
  if (applicant.applicantStatusId === APPLICANT_STATUSES.PENDING_PAYMENT.applicantStatusId) return { access: false, reason: digitalShowingMessages.notPaid };
  if (applicant.applicantStatusId !== APPLICANT_STATUSES.QUEUE.applicantStatusId || !applicant.queueDate) return { access: false, reason: digitalShowingMessages.notInQueue };
  return { access: true, reason: null };
}
