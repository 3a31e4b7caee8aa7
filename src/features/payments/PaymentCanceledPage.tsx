// /payment/canceled?orderId=… (spec 000 §2): the applicant left the provider's page with 'Avbryt'. The order
// stays unpaid; a logged-in applicant can start the payment again at once.
import { useReactiveVar } from '@apollo/client/react';
import { useLocation } from 'react-router';
import { sessionVar } from '../../app/session/sessionState';
import { showToast } from '../../components/toast/toastStore';
import { OnwardLink, RedirectStatus, ResultPage } from './PaymentResult';
import { CARD_PAYMENT_RETURN, readPaymentReturn } from './paymentReturn';
import { paymentTexts } from './paymentTexts';
import { usePayOrder } from './usePayOrder';

export default function PaymentCanceledPage() {
  const { orderId } = readPaymentReturn(useLocation().search);
  const { isAuthenticated } = useReactiveVar(sessionVar);
  const payer = usePayOrder();

  const retry = async () => {
    if (orderId === null) return;
    const message = await payer.pay(orderId, CARD_PAYMENT_RETURN);
    if (message) showToast('error', message);
  };

  return (
    <ResultPage title={paymentTexts.cancelledTitle}>
      <p className="lead">{paymentTexts.cancelledText}</p>
      {isAuthenticated && orderId !== null && (
        <div className="form__actions payment-result__actions">
          <button type="button" className="button" onClick={() => void retry()} aria-busy={payer.busy || undefined}>
            {paymentTexts.retry}
          </button>
        </div>
      )}
      <RedirectStatus redirecting={payer.redirecting} />
      <OnwardLink />
    </ResultPage>
  );
}
