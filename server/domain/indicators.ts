// The attention indicators (spec 000 §3, 001 §3): header is on when anything needs the applicant's attention.
import { stockholmDay } from '../../src/rules/calendar';
import { splitOrders } from '../../src/rules/orders';
import { expiryStateOf, needsRenewal } from '../../src/rules/subscriptions';
import { idDocumentIndicator, profileIndicatorsOf, type IdDocumentFact, type ProfileFacts } from './profile-indicators';

export interface IndicatorFlags {
  showingDecision: boolean;
  answerDecision: boolean;
  needToUpdateCapital: boolean;
  needToUpdateDebt: boolean;
  needToUpdateHousing: boolean;
  needToUpdateStudent: boolean;
  needToUpdateStudentCertification: boolean;
  needToUpdateSupportDocument: boolean;
  needToUpdateSubscription: boolean;
  hasAgencyFee: boolean;
  hasQueueFee: boolean;
  hasCoApplicantRequest: boolean;
  hasRejectedIdDocument: boolean;
}

export type Indicators = IndicatorFlags & { header: boolean; rejectedIdDocumentReason: string | null };

export const noIndicators: IndicatorFlags = {
  showingDecision: false,
  answerDecision: false,
  needToUpdateCapital: false,
  needToUpdateDebt: false,
  needToUpdateHousing: false,
  needToUpdateStudent: false,
  needToUpdateStudentCertification: false,
  needToUpdateSupportDocument: false,
  needToUpdateSubscription: false,
  hasAgencyFee: false,
  hasQueueFee: false,
  hasCoApplicantRequest: false,
  hasRejectedIdDocument: false,
};

export function withHeader(flags: IndicatorFlags, rejectedIdDocumentReason: string | null = null): Indicators {
  return { ...flags, header: Object.values(flags).some(Boolean), rejectedIdDocumentReason };
}

/** Blocks in force on a day are the ones that lock the applicant out of interest registration. */
export function isBlockInForce(block: { start: string; end: string }, today: string): boolean {
  return block.start <= today && today <= block.end;
}

/** What the indicators are computed from: the applicant's own rows, read by the service. */
export interface IndicatorFacts {
  /** Set while a queue-fee order waits for payment. */
  pendingQueueFeeOrderDueDate: string | null;
  orders: { productId: number; orderStatusId: number }[];
  /** Every saved search the applicant keeps, expired ones included. */
  subscriptions: { expiresAt: Date }[];
  coApplicantRequestWaiting: boolean;
  /** The applicant's identity documents: the newest decides hasRejectedIdDocument and its reason. */
  idDocuments: readonly IdDocumentFact[];
  /** The saved questionnaire answers and certificates (profile-indicators.ts). */
  profile: ProfileFacts;
}

/**
 * The indicators at `now`. hasAgencyFee: an agency-fee order is unpaid. needToUpdateSubscription: a saved search has
 * expired or is within the expiry warning's interval (the saved-searches page shows its warning then). The rejection
 * reason is shown only while the newest identity document stands rejected. The profile's needToUpdate* flags count on
 * Sweden's calendar day at `now`.
 */
export function indicatorsOf(f: IndicatorFacts, now: Date): Indicators {
  const id = idDocumentIndicator(f.idDocuments);
  return withHeader(
    {
      ...noIndicators,
      hasQueueFee: !!f.pendingQueueFeeOrderDueDate,
      hasAgencyFee: splitOrders(f.orders).unpaidAgencyFee.length > 0,
      needToUpdateSubscription: f.subscriptions.some((s) => needsRenewal(expiryStateOf(s.expiresAt, now))),
      hasCoApplicantRequest: f.coApplicantRequestWaiting,
      hasRejectedIdDocument: id.hasRejectedIdDocument,
      ...profileIndicatorsOf(f.profile, stockholmDay(now)),
    },
    id.rejectedIdDocumentReason,
  );
}
