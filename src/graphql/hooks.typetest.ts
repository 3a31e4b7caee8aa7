// Type-level test (checked by `npm run typecheck`, never executed): call sites of the generated hooks
// are strictly typed although the generated file carries @ts-nocheck. Each @ts-expect-error fails the
// typecheck if the line below it ever stops being an error.
import { useGetApplicantQuery, useGetAgencyProfileQuery, type GetApplicantQuery } from './__generated__/hooks';

export function typeTest(): void {
  const { data } = useGetApplicantQuery();
  const applicant: GetApplicantQuery['getApplicant']['applicant'] | undefined = data?.getApplicant.applicant;
  const id: number | undefined = applicant?.applicantId;
  const pnr: string | null | undefined = applicant?.personalIdentityNumber;
  void id;
  void pnr;

  // @ts-expect-error -- unknown field on a generated result type
  void data?.getApplicant.applicant?.noSuchField;

  // @ts-expect-error -- a field that exists in the schema but is not selected by the operation
  void data?.getApplicant.applicant?.autopayAgreementRef;

  // @ts-expect-error -- a field of the wrong type
  const wrongType: string | undefined = applicant?.applicantId;
  void wrongType;

  // @ts-expect-error -- a variable the operation does not declare
  useGetAgencyProfileQuery({ variables: { agencyCode: 'UBF' } });
}
