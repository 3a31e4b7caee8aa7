// Starts a card payment of one of the applicant's orders (payOrder) and sends the browser to the provider's
// hosted page. A refusal comes back as the message to show; while the browser leaves, `redirecting` is true.
import { useState } from 'react';
import { GENERIC_ERROR, resultText } from '../../components/resultText';
import { usePayOrderMutation } from '../../graphql/__generated__/hooks';
import { leavePage } from './leavePage';
import type { ReturnPaths } from './paymentReturn';

export interface PayOrder {
  /** Resolves with the message to show when the payment could not start; null while the browser leaves. */
  pay: (orderId: number, paths: ReturnPaths) => Promise<string | null>;
  busy: boolean;
  redirecting: boolean;
}

export function usePayOrder(): PayOrder {
  const [mutate] = usePayOrderMutation();
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);

  const pay = async (orderId: number, paths: ReturnPaths): Promise<string | null> => {
    if (busy || redirecting) return null;
    setBusy(true);
    try {
      const { data } = await mutate({
        variables: { orderId, redirectUrl: paths.redirectUrl, cancelUrl: paths.cancelUrl, userAgent: navigator.userAgent },
      });
      const result = data?.payOrder;
      if (result && !result.error && result.paymentRedirectUrl && leavePage(result.paymentRedirectUrl)) {
        setRedirecting(true);
        return null;
      }
      return resultText(result);
    } catch {
      return GENERIC_ERROR;
    } finally {
      setBusy(false);
    }
  };

  return { pay, busy, redirecting };
}
