// The attention indicators (spec 000 §3, 001 §3): header is on when anything needs the applicant's attention.
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
