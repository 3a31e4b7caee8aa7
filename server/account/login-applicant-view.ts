// Who is logged in, as the login reply and GET /account/me give it (spec 000 §7): id, full name, status, e-mail.
import type { ApplicantRow } from '../db/schema';
import { applicantStatusById } from '../domain/applicant-status';

export interface LoginApplicantView {
  applicantId: number;
  name: string;
  applicantStatus: { applicantStatusId: number; name: string };
  email: string | null;
}

export function toLoginApplicantView(row: ApplicantRow): LoginApplicantView {
  return {
    applicantId: row.applicantId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    applicantStatus: { ...applicantStatusById(row.applicantStatusId) },
    email: row.email,
  };
}
