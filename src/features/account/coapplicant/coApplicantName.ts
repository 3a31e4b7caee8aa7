// Spec 000 §3: a co-applicant's or requester's name that is blank or a single space is shown as a
// default label. (The server joins first and last name, so two empty names arrive as ' '.)
export const MISSING_NAME_LABEL = 'Namn saknas';

export function coApplicantDisplayName(name: string | null | undefined): string {
  return name?.trim() ? name.trim() : MISSING_NAME_LABEL;
}
