// Completes an order when the provider has sent the browser back (spec 000 §4): completeOrder with the order
// and the provider's payment id, once. A logged-in applicant's cached orders, record and indicators are then
// refreshed, and after an upgrade the session is read again (the status is no longer COAPPLICANT, so the
// header and the local navigation change). Without a session (a payment link, or a session that ended while
// paying) the order is completed as a payment-link caller: the server then checks the payment id against the
// order and the money with the provider.
import { useApolloClient, useReactiveVar } from '@apollo/client/react';
import { checkSession } from '../../app/session/sessionActions';
import { sessionVar } from '../../app/session/sessionState';
import { useCompleteOrderMutation } from '../../graphql/__generated__/hooks';
import { completionOf, type Completion } from './completion';
import { refreshAfterPayment } from './paymentCache';
import type { PaymentReturn } from './paymentReturn';
import { useOneShot } from './useOneShot';

const MISSING: Completion = { kind: 'failed' };

/** The completion, or undefined while it runs. */
export function useCompletion(ret: PaymentReturn, options: { fromPaymentLink: boolean }): Completion | undefined {
  const client = useApolloClient();
  const { isLoading, isAuthenticated } = useReactiveVar(sessionVar);
  const [mutate] = useCompleteOrderMutation();
  const complete = ret.orderId !== null && ret.paymentId !== null;
  const key = complete && !isLoading ? `${ret.orderId}:${ret.paymentId}:${options.fromPaymentLink}` : null;

  const completion = useOneShot(key, async (): Promise<Completion> => {
    if (ret.orderId === null || ret.paymentId === null) return MISSING;
    try {
      const { data } = await mutate({
        variables: { orderId: ret.orderId, paymentId: ret.paymentId, calledFromPaymentLink: options.fromPaymentLink || !isAuthenticated },
      });
      const outcome = completionOf(data?.completeOrder);
      if (outcome.kind === 'paid' && sessionVar().isAuthenticated) {
        if (outcome.isCoApplicantUpgrade) await checkSession();
        await refreshAfterPayment(client);
      }
      return outcome;
    } catch {
      return MISSING;
    }
  });

  return complete ? completion : MISSING;
}
