// The saved-search mutations, each wrapped once with what it changes in the cache: a save refetches the list (a new
// search has to enter it), a delete evicts the search, a renewal returns the search and the normalised cache
// updates its card by itself.
import {
  GetSubscriptionsDocument,
  useDeleteSubscriptionMutation,
  useRenewSubscriptionMutation,
  useSaveSubscriptionMutation,
} from '../../graphql/__generated__/hooks';
import { GENERIC_ERROR } from '../../components/resultText';
import { outcomeOf, type SaveOutcome } from '../../components/form/saveOutcome';
import type { SubscriptionFormOutput } from './subscriptionFormValues';

export type SaveSubscriptionOutcome = SaveOutcome<{ subscriptionId: number }>;

export function useSaveSubscription(): (subscriptionId: number | null, values: SubscriptionFormOutput) => Promise<SaveSubscriptionOutcome> {
  const [mutate] = useSaveSubscriptionMutation();
  return async (subscriptionId, values) => {
    let savedId: number | null = null;
    const outcome = await outcomeOf(async () => {
      const result = (
        await mutate({
          variables: { subscription: { ...(subscriptionId ? { subscriptionId } : {}), ...values } },
          // Only a saved search changes the list; a refusal leaves it as it is.
          refetchQueries: (response) => (response.data?.saveSubscription.error === false ? [GetSubscriptionsDocument] : []),
          awaitRefetchQueries: true,
        })
      ).data?.saveSubscription;
      savedId = result?.subscriptionId ?? null;
      return result;
    });
    if (!outcome.ok) return outcome;
    return savedId == null ? { ok: false, message: GENERIC_ERROR, validationErrors: [] } : { ok: true, subscriptionId: savedId };
  };
}

export function useDeleteSubscription(): (subscriptionId: number) => Promise<SaveOutcome> {
  const [mutate] = useDeleteSubscriptionMutation();
  return (subscriptionId) =>
    outcomeOf(
      async () =>
        (
          await mutate({
            variables: { subscriptionId },
            update(cache, { data }) {
              if (data?.deleteSubscription.error) return;
              cache.evict({ id: cache.identify({ __typename: 'RentalObjectSubscription', subscriptionId }) });
              cache.gc();
            },
          })
        ).data?.deleteSubscription,
    );
}

export function useRenewSubscription(): (subscriptionId: number) => Promise<SaveOutcome> {
  const [mutate] = useRenewSubscriptionMutation();
  return (subscriptionId) => outcomeOf(async () => (await mutate({ variables: { subscriptionId } })).data?.renewSubscription);
}
