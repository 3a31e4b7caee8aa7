// The co-applicant changes, each wrapped once. A change alters the pair, the requests on both
// sides and the header's indicator, so each successful one refetches the three queries that show
// them (and waits for them, so the page never shows the old state after the success message).
import {
  useAcceptCoApplicantMutation,
  useAddCoApplicantMutation,
  useDeleteCoApplicantMutation,
  useRejectCoApplicantMutation,
} from '../../../graphql/__generated__/hooks';
import { outcomeOf, type SaveOutcome } from '../../../components/form/saveOutcome';

const AFFECTED = ['getCoApplicant', 'getCoApplicantRequest', 'getIndicators'];

const refetch = {
  refetchQueries: ({ data }: { data?: Record<string, { error: boolean }> | null }) =>
    data && Object.values(data).some((result) => result.error === false) ? AFFECTED : [],
  awaitRefetchQueries: true,
};

export function useAddCoApplicant(): (pnrOrEmail: string) => Promise<SaveOutcome> {
  const [mutate] = useAddCoApplicantMutation(refetch);
  return (pnrOrEmail) => outcomeOf(async () => (await mutate({ variables: { pnrOrEmail } })).data?.addCoApplicant);
}

/** `requesterId` is the applicantId of the received request (the one who sent it). */
export function useAcceptCoApplicant(): (requesterId: number) => Promise<SaveOutcome> {
  const [mutate] = useAcceptCoApplicantMutation(refetch);
  return (coApplicantId) => outcomeOf(async () => (await mutate({ variables: { coApplicantId } })).data?.acceptCoApplicant);
}

export function useRejectCoApplicant(): (requesterId: number) => Promise<SaveOutcome> {
  const [mutate] = useRejectCoApplicantMutation(refetch);
  return (coApplicantId) => outcomeOf(async () => (await mutate({ variables: { coApplicantId } })).data?.rejectCoApplicant);
}

/** Ends the pair, or withdraws one's own unanswered request. */
export function useDeleteCoApplicant(): () => Promise<SaveOutcome> {
  const [mutate] = useDeleteCoApplicantMutation(refetch);
  return () => outcomeOf(async () => (await mutate()).data?.deleteCoApplicant);
}
