// /payment/failed (spec 000 §2): the failed state on its own address.
import { FailedBody, OnwardLink, ResultPage } from './PaymentResult';
import { paymentTexts } from './paymentTexts';

export default function PaymentFailedPage() {
  return (
    <ResultPage title={paymentTexts.failedTitle}>
      <FailedBody>
        <OnwardLink />
      </FailedBody>
    </ResultPage>
  );
}
