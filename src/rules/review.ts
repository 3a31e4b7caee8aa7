// A case handler's review decision (the back office's review area): a rejection needs a reason, which the applicant
// is shown and mailed. Shared by the staff app's reject form and the server, which validates the same rule.
import { z } from './zod';

export const REVIEW_REASON_MAX = 500;

export const reviewMessages = {
  reasonRequired: 'Du måste ange ett skäl',
  reasonTooLong: `Skälet får vara högst ${REVIEW_REASON_MAX} tecken`,
} as const;

export const rejectSchema = z.object({
  reason: z.string().trim().min(1, reviewMessages.reasonRequired).max(REVIEW_REASON_MAX, reviewMessages.reasonTooLong),
});

export type RejectInput = z.input<typeof rejectSchema>;

/** The document types in Swedish, as the applicant's documents page names them. */
export const DOCUMENT_TYPE_TEXTS = {
  IDENTIFICATION: 'ID-handling',
  STUDY_CERTIFICATE: 'Studieintyg',
  ECONOMIC_SUPPORT: 'Beslut om ekonomiskt bistånd',
  OTHER: 'Övrigt dokument',
} as const;

/** Review states in Swedish (documents and certificate slots). */
export const REVIEW_STATUS_TEXTS: Record<string, string> = {
  RECEIVED: 'Väntar på granskning',
  IN_REVIEW: 'Granskas',
  APPROVED: 'Godkänt',
  REJECTED: 'Underkänt',
  MISSING: 'Saknas – skälet väntar på bedömning',
};

/** The kinds of income certificate in Swedish, by certificationTypeId (server/domain/income-certifications.ts). */
export const CERTIFICATION_TYPE_TEXTS: Record<string, string> = {
  '1': 'Lönespecifikation',
  '2': 'Anställningsavtal',
  '3': 'Slutskattebesked',
  '4': 'Resultaträkning',
  '5': 'Beslut',
  '6': 'Utbetalningsbesked',
  '7': 'Intyg om inkomst',
};
