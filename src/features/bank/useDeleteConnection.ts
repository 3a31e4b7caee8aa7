// deleteOpenBankingData as a save: the connection with all its data removed, then the page's bank data fetched again.
import { outcomeOf } from '../../components/form/saveOutcome';
import { useDeleteOpenBankingDataMutation } from '../../graphql/__generated__/hooks';

export function useDeleteConnection() {
  const [mutate] = useDeleteOpenBankingDataMutation({ refetchQueries: ['getOpenBankingObjectOutput'], awaitRefetchQueries: true });
  return (dataId: number) => outcomeOf(async () => (await mutate({ variables: { dataId } })).data?.deleteOpenBankingData);
}
