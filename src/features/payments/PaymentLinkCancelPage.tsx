// /payment-by-link/cancel?orderId=…&key=… (spec 000 §2): the payment through a link was cancelled; the link
// leads back to the same order.
import { Link, useLocation } from 'react-router';
import { ResultPage } from './PaymentResult';
import { paymentLinkPath, readPaymentReturn } from './paymentReturn';
import { paymentTexts } from './paymentTexts';

export default function PaymentLinkCancelPage() {
  const { orderId, key } = readPaymentReturn(useLocation().search);
  return (
    <ResultPage title={paymentTexts.cancelledTitle}>
      <p className="lead">{paymentTexts.cancelledText}</p>
      {orderId !== null && key !== null && (
        <p>
          <Link className="button" to={paymentLinkPath(orderId, key)}>
            {paymentTexts.retry}
          </Link>
        </p>
      )}
      <p>{paymentTexts.linkHelp}</p>
    </ResultPage>
  );
}
