// The newsletter for the applicant's e-mail on the agency's list: its check (a query asked afresh
// on each visit, since the service may have changed) and the changes, through the state machine.
import { useReducer } from 'react';
import { showToast } from '../../components/toast/toastStore';
import { useGetIsNewsletterSubscriberQuery } from '../../graphql/__generated__/hooks';
import { useNewsletterChange } from './newsletterMutations';
import { canChange, changeReducer, checkPhaseOf, initialChangeState, newsletterMessages, type NewsletterChange } from './newsletterState';

export interface NewsletterOptions {
  enabled: boolean;
  listId: string | null | undefined;
  email: string | null | undefined;
  applicantId: number | null;
}

export function useNewsletter({ enabled, listId, email, applicantId }: NewsletterOptions) {
  const variables = { list_id: listId ?? '', email: email ?? '' };
  const skipped = !enabled || !listId || !email;
  const query = useGetIsNewsletterSubscriberQuery({ variables, skip: skipped, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const result = query.data?.getIsNewsletterSubscriber;
  const check = checkPhaseOf({ skipped, loading: query.loading, failed: !!query.error, result });
  const [changes, dispatch] = useReducer(changeReducer, initialChangeState);
  const applyChange = useNewsletterChange(variables, applicantId);

  const change = async (which: NewsletterChange) => {
    if (!canChange(check, changes)) return;
    dispatch({ type: 'start', change: which });
    const outcome = await applyChange(which);
    if (outcome.ok) {
      dispatch({ type: 'succeeded', change: which });
      showToast('success', which === 'subscribe' ? newsletterMessages.subscribed : newsletterMessages.unsubscribed);
    } else {
      dispatch({ type: 'failed', change: which, message: outcome.message });
      showToast('error', outcome.message || (which === 'subscribe' ? newsletterMessages.subscribeFailed : newsletterMessages.unsubscribeFailed));
    }
  };

  return { check, changes, isSubscriber: result?.isSubscriber ?? null, email: email ?? null, change };
}

export type NewsletterModel = ReturnType<typeof useNewsletter>;
