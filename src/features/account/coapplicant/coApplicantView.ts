// What the co-applicant section shows, from the two queries (spec 000 §3, §4): the partner when
// there is one (only one is allowed), else a request waiting for the applicant's answer, else the
// applicant's own request waiting for the other's answer, else the form to send one.
import { coApplicantDisplayName } from './coApplicantName';

interface CoApplicantData {
  coApplicantFound: boolean;
  applicantId: number | null;
  applicantName: string | null;
  isHead: boolean;
}

interface RequestData {
  coApplicantRequestFound: boolean;
  applicantId: number | null;
  applicantName: string | null;
}

export type CoApplicantView =
  | { kind: 'partner'; name: string; isHead: boolean }
  | { kind: 'received'; name: string; requesterId: number }
  | { kind: 'sent'; name: string }
  | { kind: 'none' };

export function coApplicantView(
  coApplicant: CoApplicantData | null | undefined,
  received: RequestData | null | undefined,
  sent: RequestData | null | undefined,
): CoApplicantView {
  if (coApplicant?.coApplicantFound) return { kind: 'partner', name: coApplicantDisplayName(coApplicant.applicantName), isHead: coApplicant.isHead };
  if (received?.coApplicantRequestFound && received.applicantId !== null) {
    return { kind: 'received', name: coApplicantDisplayName(received.applicantName), requesterId: received.applicantId };
  }
  if (sent?.coApplicantRequestFound) return { kind: 'sent', name: coApplicantDisplayName(sent.applicantName) };
  return { kind: 'none' };
}
