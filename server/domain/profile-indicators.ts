// The profile's attention indicators (spec 001 §3 Status and indicators): which questionnaires need updating, which
// certificates are wanted, and a rejected identity document. Computed from the saved answers and their dates.
import { addMonths } from '../../src/rules/calendar';

/**
 * Answers to a questionnaire count as out of date this many months after they were saved. A year: housing, savings,
 * debts and studies change with the seasons of a life (a lease, a tax year, an academic year), and a yearly check is
 * what the queues that ask applicants to stay active use (log in every 12 months, research/housing-rules.md), while
 * a shorter period would nag people whose answers still hold.
 */
export const DETAILS_VALID_MONTHS = 12;
/**
 * A study certificate or a social-support decision counts this many months after it was uploaded: a study term, and
 * the validity landlords give uploaded certificates (6 months, research/housing-rules.md). Support is decided for
 * months at a time, so an older decision says little about today.
 */
export const CERTIFICATE_VALID_MONTHS = 6;

export type DocumentStatus = 'RECEIVED' | 'APPROVED' | 'REJECTED';

export interface DocumentFact {
  documentStatus: DocumentStatus;
  /** The day it was uploaded, YYYY-MM-DD (Sweden's calendar). */
  created: string;
}

export interface IdDocumentFact extends DocumentFact {
  documentId: number;
  disapprovalReason: string | null;
}

/** What the profile indicators are computed from: the applicant's saved answers, read by the service. */
export interface ProfileFacts {
  /** The day each questionnaire was last saved (YYYY-MM-DD), null when never. */
  housingUpdated: string | null;
  capitalUpdated: string | null;
  debtUpdated: string | null;
  studentUpdated: string | null;
  /** The answer to "do you study?", null when never answered. */
  student: boolean | null;
  /** The newest study certificate, if any. */
  studentCertification: DocumentFact | null;
  /** The answer to "do you receive social support?", null when never answered. */
  support: boolean | null;
  /** The newest social-support decision, if any. */
  supportDocument: DocumentFact | null;
}

export interface ProfileIndicators {
  needToUpdateHousing: boolean;
  needToUpdateCapital: boolean;
  needToUpdateDebt: boolean;
  needToUpdateStudent: boolean;
  needToUpdateStudentCertification: boolean;
  needToUpdateSupportDocument: boolean;
}

/** Never saved, or saved `months` or more ago (on the same day of a later month it is out of date). */
export function isOutOfDate(updated: string | null, today: string, months: number): boolean {
  return updated === null || addMonths(updated.slice(0, 10), months) <= today;
}

/** A certificate is wanted when there is none, it was rejected, or it is too old to count. */
export function needsCertificate(document: DocumentFact | null, today: string): boolean {
  return document === null || document.documentStatus === 'REJECTED' || isOutOfDate(document.created, today, CERTIFICATE_VALID_MONTHS);
}

/** The profile indicators on `today` (Sweden's calendar day, YYYY-MM-DD). */
export function profileIndicatorsOf(f: ProfileFacts, today: string): ProfileIndicators {
  const outOfDate = (updated: string | null) => isOutOfDate(updated, today, DETAILS_VALID_MONTHS);
  return {
    needToUpdateHousing: outOfDate(f.housingUpdated),
    needToUpdateCapital: outOfDate(f.capitalUpdated),
    needToUpdateDebt: outOfDate(f.debtUpdated),
    needToUpdateStudent: f.student === null || outOfDate(f.studentUpdated),
    needToUpdateStudentCertification: f.student === true && needsCertificate(f.studentCertification, today),
    needToUpdateSupportDocument: f.support === true && needsCertificate(f.supportDocument, today),
  };
}

/**
 * The identity document's indicator: the newest one decides (a new upload after a rejection waits for review and
 * clears the flag); its reason is shown while it stands rejected.
 */
export function idDocumentIndicator(documents: readonly IdDocumentFact[]): { hasRejectedIdDocument: boolean; rejectedIdDocumentReason: string | null } {
  const newest = [...documents].sort((a, b) => b.created.localeCompare(a.created) || b.documentId - a.documentId)[0];
  const rejected = newest?.documentStatus === 'REJECTED';
  return { hasRejectedIdDocument: rejected, rejectedIdDocumentReason: rejected ? (newest?.disapprovalReason ?? null) : null };
}
