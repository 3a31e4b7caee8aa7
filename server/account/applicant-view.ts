// The applicant's own record as the account area hands it out (getApplicant, the settings mutations' replies): the
// row without its password hash, which never leaves the account area. server/graphql maps it (mappers/account.ts).
import type { ApplicantRow } from '../db/schema';

export type ApplicantView = Omit<ApplicantRow, 'passwordHash'>;

export function toApplicantView({ passwordHash: _secret, ...view }: ApplicantRow): ApplicantView {
  return view;
}
