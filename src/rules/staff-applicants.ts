// A case handler's changes on an applicant (the back office's applicants area): a warning and its revocation need a
// reason, a block a reason and an end day, a note its text (at most 2 000 characters). Shared by the staff app's forms
// and the server, which validates the same rules; the search needs something to search for.
import { z } from './zod';

export const STAFF_REASON_MAX = 500;
export const STAFF_NOTE_MAX = 2000;
export const LANDLORD_MAX = 200;
export const APPLICANT_SEARCH_MIN = 2;

export const staffApplicantMessages = {
  reasonRequired: 'Du måste ange ett skäl',
  reasonTooLong: `Skälet får vara högst ${STAFF_REASON_MAX} tecken`,
  endRequired: 'Ange den sista dagen spärren gäller',
  endFormat: 'Ange ett datum som ÅÅÅÅ-MM-DD',
  endPast: 'Spärren måste gälla till och med i dag eller senare',
  landlordTooLong: `Hyresvärdens namn får vara högst ${LANDLORD_MAX} tecken`,
  noteRequired: 'Skriv en anteckning',
  noteTooLong: `Anteckningen får vara högst ${STAFF_NOTE_MAX} tecken`,
  searchTooShort: `Skriv minst ${APPLICANT_SEARCH_MIN} tecken`,
  notFound: 'Sökanden finns inte',
  warningNotFound: 'Varningen finns inte',
  warningRevoked: 'Varningen är redan återkallad',
  blockNotFound: 'Spärren finns inte',
  blockNotInForce: 'Spärren gäller inte längre',
} as const;

const reason = z.string().trim().min(1, staffApplicantMessages.reasonRequired).max(STAFF_REASON_MAX, staffApplicantMessages.reasonTooLong);

/** A real calendar day written YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export const staffWarningSchema = z.object({ reason });
export const staffRevokeWarningSchema = z.object({ reason });

export const staffBlockSchema = z.object({
  reason,
  end: z.string().trim().min(1, staffApplicantMessages.endRequired).refine((v) => v === '' || isCalendarDay(v), staffApplicantMessages.endFormat),
  landlord: z
    .string()
    .trim()
    .max(LANDLORD_MAX, staffApplicantMessages.landlordTooLong)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
});

export const staffNoteSchema = z.object({
  text: z.string().trim().min(1, staffApplicantMessages.noteRequired).max(STAFF_NOTE_MAX, staffApplicantMessages.noteTooLong),
});

export const applicantSearchSchema = z.object({
  query: z.string().trim().min(APPLICANT_SEARCH_MIN, staffApplicantMessages.searchTooShort),
});

export type StaffWarningInput = z.input<typeof staffWarningSchema>;
export type StaffBlockInput = z.input<typeof staffBlockSchema>;
export type StaffNoteInput = z.input<typeof staffNoteSchema>;
export type ApplicantSearchInput = z.input<typeof applicantSearchSchema>;
