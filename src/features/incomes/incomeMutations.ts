// The incomes page's saves, each wrapped once with what it changes in the cache: adding, changing or deleting an
// income changes the income list, its certificate slots and the indicators (the to-do marks); a certificate's file or
// missing mark changes the slots. The slot list is a value of its query (no entity to patch), so it is fetched again.
import {
  useAddIncomeMutation,
  useDeleteCertificationMutation,
  useDeleteIncomeMutation,
  useMissingCertificationMutation,
  useUpdateIncomeMutation,
  type IncomeInput,
  type MissingCertificationInput,
} from '../../graphql/__generated__/hooks';
import { outcomeOf, type SaveOutcome } from '../../components/form/saveOutcome';

const INCOME_CHANGED = ['getIncomes', 'getIncomeCertifications', 'getIndicators'];
const SLOTS_CHANGED = ['getIncomeCertifications', 'getIndicators'];

export function useAddIncome(): (income: IncomeInput) => Promise<SaveOutcome> {
  const [mutate] = useAddIncomeMutation({ refetchQueries: INCOME_CHANGED, awaitRefetchQueries: true });
  return (income) => outcomeOf(async () => (await mutate({ variables: { income } })).data?.addIncome);
}

export function useUpdateIncome(): (income: IncomeInput) => Promise<SaveOutcome> {
  // The answer's income (an entity by its id) updates the list in place; the slots follow a change of type.
  const [mutate] = useUpdateIncomeMutation({ refetchQueries: SLOTS_CHANGED });
  return (income) => outcomeOf(async () => (await mutate({ variables: { income } })).data?.updateIncome);
}

export function useDeleteIncome(): (applicantIncomeId: number) => Promise<SaveOutcome> {
  const [mutate] = useDeleteIncomeMutation({
    refetchQueries: SLOTS_CHANGED,
    update: (cache, { data }, { variables }) => {
      if (data?.deleteIncome.error || !variables) return;
      cache.evict({ id: cache.identify({ __typename: 'Income', applicantIncomeId: variables.applicantIncomeId }) });
      cache.gc();
    },
  });
  return (applicantIncomeId) => outcomeOf(async () => (await mutate({ variables: { applicantIncomeId } })).data?.deleteIncome);
}

export function useDeleteCertification(): (documentId: number) => Promise<SaveOutcome> {
  const [mutate] = useDeleteCertificationMutation({ refetchQueries: SLOTS_CHANGED, awaitRefetchQueries: true });
  return (documentId) => outcomeOf(async () => (await mutate({ variables: { documentId } })).data?.deleteCertification);
}

export function useMissingCertification(): (certification: MissingCertificationInput) => Promise<SaveOutcome> {
  const [mutate] = useMissingCertificationMutation({ refetchQueries: SLOTS_CHANGED, awaitRefetchQueries: true });
  return (certification) => outcomeOf(async () => (await mutate({ variables: { certification } })).data?.missingCertification);
}
