// After a payment the applicant's orders, record (queue date, status, paid period) and indicators change on
// the server. Their cached answers are dropped and whatever is on screen (the header's indicator) asks again.
import type { ApolloClient } from '@apollo/client';

export const AFTER_PAYMENT_FIELDS = ['getOrders', 'getApplicant', 'getIndicators', 'getHasActiveAutopayAgreement'] as const;

export async function refreshAfterPayment(client: ApolloClient): Promise<void> {
  for (const fieldName of AFTER_PAYMENT_FIELDS) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
  client.cache.gc();
  await client.refetchQueries({ include: 'active' }).catch(() => undefined);
}
