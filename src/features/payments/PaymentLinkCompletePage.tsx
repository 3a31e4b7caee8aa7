// /payment-by-link/complete?orderId=…&key=…&paymentid=… (spec 000 §2): back from the provider after paying
// through a payment link. completeOrder runs as a payment-link caller (no session needed).
import { Link, useLocation } from 'react-router';
import { FailedBody, OnwardLink, ResultPage } from './PaymentResult';
import { paymentLinkPath, readPaymentReturn } from './paymentReturn';
import { paymentTexts } from './paymentTexts';
import { useCompletion } from './useCompletion';

export default function PaymentLinkCompletePage() {
  const ret = readPaymentReturn(useLocation().search);
  const completion = useCompletion(ret, { fromPaymentLink: true });

  if (!completion) return <ResultPage title={paymentTexts.checkingTitle} busyLabel={paymentTexts.checking} />;
  if (completion.kind === 'failed') {
    return (
      <ResultPage title={paymentTexts.failedTitle}>
        <FailedBody>
          {ret.orderId !== null && ret.key !== null && (
            <p>
              <Link to={paymentLinkPath(ret.orderId, ret.key)}>{paymentTexts.retry}</Link>
            </p>
          )}
        </FailedBody>
      </ResultPage>
    );
  }
  return (
    <ResultPage title={paymentTexts.thanksTitle}>
      <p className="lead">{paymentTexts.linkThanksText}</p>
      <OnwardLink loggedOutText={paymentTexts.loginToMyPages} />
    </ResultPage>
  );
}
