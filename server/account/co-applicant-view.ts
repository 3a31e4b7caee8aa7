// What each side of a co-applicant pair sees: the partner, or a request (received or sent). The other person is
// shown by id and full name only.
import type { ApplicantRow } from '../db/schema';

export interface CoApplicantView {
  coApplicantFound: boolean;
  applicantId: number | null;
  applicantName: string | null;
  /** True when the logged-in applicant is the head (main applicant) of the pair. */
  isHead: boolean;
}

export interface CoApplicantRequestView {
  coApplicantRequestFound: boolean;
  applicantId: number | null;
  applicantName: string | null;
}

const fullName = (a: ApplicantRow | undefined) => (a ? `${a.firstName} ${a.lastName}` : null);

/** The partner of an accepted pair (null: no pair); isHead tells whether the viewer is the head. */
export function toCoApplicantView(partner: ApplicantRow | undefined | null, isHead = false): CoApplicantView {
  if (partner === null) return { coApplicantFound: false, applicantId: null, applicantName: null, isHead: false };
  return { coApplicantFound: true, applicantId: partner?.applicantId ?? null, applicantName: fullName(partner), isHead };
}

/** The other person of a pending request (null: no such request). */
export function toCoApplicantRequestView(other: ApplicantRow | undefined | null): CoApplicantRequestView {
  if (other === null) return { coApplicantRequestFound: false, applicantId: null, applicantName: null };
  return { coApplicantRequestFound: true, applicantId: other?.applicantId ?? null, applicantName: fullName(other) };
}
