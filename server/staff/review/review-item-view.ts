// What the review area's service returns for one opened item (server/graphql/staff maps it one to one).
export type ReviewKind = 'DOCUMENT' | 'ID_DOCUMENT' | 'INCOME_CERTIFICATE' | 'MISSING_REASON';

export interface ReviewFileView {
  name: string;
  mediaType: string;
  size: number;
  uploaded: Date;
  /** The staff file route that shows it. */
  url: string;
  previewable: boolean;
}

export interface ReviewDecisionView {
  approved: boolean;
  reason: string | null;
  at: Date;
  staffName: string | null;
  fileName: string | null;
}

export interface ReviewItemView {
  id: string;
  kind: ReviewKind;
  applicantId: number;
  applicantName: string;
  type: string;
  typeText: string;
  status: string;
  statusText: string;
  uploaded: Date;
  missingReason: string | null;
  rejectedReason: string | null;
  files: ReviewFileView[];
  previousDecisions: ReviewDecisionView[];
  canDecide: boolean;
  canStartReview: boolean;
}

/** Media types a browser shows by itself, sent inline for the preview; anything else is downloaded. */
export const INLINE_MEDIA_TYPES: readonly string[] = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif'];
export const isPreviewable = (mediaType: string) => INLINE_MEDIA_TYPES.includes(mediaType);
