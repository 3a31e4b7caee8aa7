// The applications area's saves, each wrapped once as a SaveOutcome (the result envelope read once). A delete, a
// showing answer or an offer answer also asks the detail page's queue place again (it says whether the applicant is
// registered); the applications page reloads its own pages after each (spec 001 §4).
import { outcomeOf, type SaveOutcome } from '../../components/form/saveOutcome';
import {
  useDeleteApplicationMutation,
  useSaveAnswerMutation,
  useSaveShowingMutation,
  type InterestAnswer,
} from '../../graphql/__generated__/hooks';

const REFRESH = { refetchQueries: ['getEstimatedQueuePlace'], awaitRefetchQueries: true };

export const applicationToasts = {
  deleted: 'Din intresseanmälan är borttagen',
  showingSaved: 'Ditt svar på visningen är sparat',
  accepted: 'Du har tackat ja till bostaden',
  declined: 'Du har tackat nej till bostaden',
  created: 'Din intresseanmälan är registrerad',
} as const;

export function useDeleteApplication(): (rentalObjectId: string) => Promise<SaveOutcome> {
  const [mutate] = useDeleteApplicationMutation(REFRESH);
  return (rentalObjectId) => outcomeOf(async () => (await mutate({ variables: { rentalObjectId } })).data?.deleteApplication);
}

export function useSaveShowing(): (rentalObjectId: string, showingAnswer: InterestAnswer) => Promise<SaveOutcome> {
  const [mutate] = useSaveShowingMutation(REFRESH);
  return (rentalObjectId, showingAnswer) => outcomeOf(async () => (await mutate({ variables: { showing: { rentalObjectId, showingAnswer } } })).data?.saveShowing);
}

export function useSaveAnswer(): (rentalObjectId: string, answer: InterestAnswer) => Promise<SaveOutcome> {
  const [mutate] = useSaveAnswerMutation(REFRESH);
  return (rentalObjectId, answer) => outcomeOf(async () => (await mutate({ variables: { answer: { rentalObjectId, answer } } })).data?.saveAnswer);
}
