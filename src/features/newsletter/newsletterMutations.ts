// Subscribe and unsubscribe, each wrapped once. On success they write the new status into the
// cached check (so the tab shows it without asking the service again) and the applicant's
// subscribeNewsletter flag, which the server mirrors from the last change.
import type { ApolloCache } from '@apollo/client';
import {
  GetIsNewsletterSubscriberDocument,
  useNewsletterSubscribeMutation,
  useNewsletterUnsubscribeMutation,
  type GetIsNewsletterSubscriberQuery,
  type GetIsNewsletterSubscriberQueryVariables,
} from '../../graphql/__generated__/hooks';
import type { NewsletterChange } from './newsletterState';

export type ChangeOutcome = { ok: true } | { ok: false; message: string | null };

function recordStatus(cache: ApolloCache, variables: GetIsNewsletterSubscriberQueryVariables, isSubscriber: boolean, applicantId: number | null): void {
  cache.updateQuery<GetIsNewsletterSubscriberQuery, GetIsNewsletterSubscriberQueryVariables>(
    { query: GetIsNewsletterSubscriberDocument, variables },
    (data) => (data ? { getIsNewsletterSubscriber: { ...data.getIsNewsletterSubscriber, isSubscriber } } : data),
  );
  if (applicantId !== null) {
    cache.modify({ id: cache.identify({ __typename: 'Applicant', applicantId }), fields: { subscribeNewsletter: () => isSubscriber } });
  }
}

export function useNewsletterChange(
  variables: GetIsNewsletterSubscriberQueryVariables,
  applicantId: number | null,
): (change: NewsletterChange) => Promise<ChangeOutcome> {
  const [subscribe] = useNewsletterSubscribeMutation();
  const [unsubscribe] = useNewsletterUnsubscribeMutation();
  return async (change) => {
    const mutate = change === 'subscribe' ? subscribe : unsubscribe;
    const isSubscriber = change === 'subscribe';
    try {
      const { data } = await mutate({
        variables,
        update: (cache, { data: reply }) => {
          const result = reply && ('newsletterSubscribe' in reply ? reply.newsletterSubscribe : reply.newsletterUnsubscribe);
          if (result && !result.error && result.success) recordStatus(cache, variables, isSubscriber, applicantId);
        },
      });
      const result = data && ('newsletterSubscribe' in data ? data.newsletterSubscribe : data.newsletterUnsubscribe);
      if (result && !result.error && result.success) return { ok: true };
      return { ok: false, message: result?.validationErrors[0]?.text || result?.errorText || null };
    } catch {
      return { ok: false, message: null };
    }
  };
}
