// The account page's saves of the applicant's own record, each wrapped once. Their results carry
// the changed Applicant (by applicantId), so the normalised cache updates every view of it; the
// password change changes nothing the cache holds.
import {
  useUpdateApplicantBasicInformationMutation,
  useUpdateApplicantContactMutation,
  useUpdateApplicantDoNotWantPhysicalMailMutation,
  useUpdateApplicantPasswordMutation,
  type ApplicantContactInput,
  type ApplicantPasswordInput,
  type UpdateApplicantBasicInformationMutationVariables,
} from '../../graphql/__generated__/hooks';
import { outcomeOf, type SaveOutcome } from '../../components/form/saveOutcome';

export function useSaveBasicInformation(): (variables: UpdateApplicantBasicInformationMutationVariables) => Promise<SaveOutcome> {
  const [mutate] = useUpdateApplicantBasicInformationMutation();
  return (variables) => outcomeOf(async () => (await mutate({ variables })).data?.updateApplicantBasicInformation);
}

export function useSaveAddress(): (contact: ApplicantContactInput) => Promise<SaveOutcome> {
  const [mutate] = useUpdateApplicantContactMutation();
  return (contact) => outcomeOf(async () => (await mutate({ variables: { contact } })).data?.updateApplicantContact);
}

export function useChangePassword(): (password: ApplicantPasswordInput) => Promise<SaveOutcome> {
  const [mutate] = useUpdateApplicantPasswordMutation();
  return (password) => outcomeOf(async () => (await mutate({ variables: { password } })).data?.updateApplicantPassword);
}

export function useSavePhysicalMail(): (doNotWantPhysicalMail: boolean) => Promise<SaveOutcome> {
  const [mutate] = useUpdateApplicantDoNotWantPhysicalMailMutation();
  return (doNotWantPhysicalMail) =>
    outcomeOf(async () => (await mutate({ variables: { doNotWantPhysicalMail } })).data?.updateApplicantDoNotWantPhysicalMail);
}
