// /payment/completed?orderId=…&paymentid=… (spec 000 §2, §4): the provider has sent the browser back after a
// card payment; the order is completed here. Paid: thanks (and, for a co-applicant's upgrade, that the account
// is now a queue account of its own). Not paid: 'Betalningen misslyckades' with the advice.
import { useLocation } from 'react-router';
import { FailedBody, OnwardLink, ResultPage } from './PaymentResult';
import { readPaymentReturn } from './paymentReturn';
import { paymentTexts } from './paymentTexts';
import { useCompletion } from './useCompletion';

export default function PaymentCompletedPage() {
  const ret = readPaymentReturn(useLocation().search);
  const completion = useCompletion(ret, { fromPaymentLink: false });

  if (!completion) return <ResultPage title={paymentTexts.checkingTitle} busyLabel={paymentTexts.checking} />;
  if (completion.kind === 'failed') {
    return (
      <ResultPage title={paymentTexts.failedTitle}>
        <FailedBody>
          <OnwardLink />
        </FailedBody>
      </ResultPage>
    );
  }
  return (
    <ResultPage title={paymentTexts.thanksTitle}>
      <p className="lead">{paymentTexts.thanksText}</p>
      {completion.isCoApplicantUpgrade && <p>{paymentTexts.upgraded}</p>}
      <OnwardLink loggedOutText={paymentTexts.loginToMyPages} toAccount={completion.isCoApplicantUpgrade} />
    </ResultPage>
  );
}
