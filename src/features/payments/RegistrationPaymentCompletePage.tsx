// /registration/registrationpaymentcomplete?orderId=…&paymentid=… (protected; spec 000 §2, §4 Registration
// payment): back from paying the queue fee of a new registration. Paid: 'Välkommen i bostadskön' with the
// queue date the payment set. Not paid: the failed state, with the payment offered again.
import { Link, useLocation } from 'react-router';
import { showToast } from '../../components/toast/toastStore';
import { useGetApplicantQuery } from '../../graphql/__generated__/hooks';
import { FailedBody, RedirectStatus, ResultPage } from './PaymentResult';
import { PAYMENT_PATHS, readPaymentReturn, REGISTRATION_PAYMENT_RETURN } from './paymentReturn';
import { paymentTexts } from './paymentTexts';
import { useCompletion } from './useCompletion';
import { usePayOrder } from './usePayOrder';

function QueueStanding() {
  // Asked after the completion: the cache was emptied of the applicant, so this is the record as it now is.
  const applicant = useGetApplicantQuery().data?.getApplicant.applicant;
  if (!applicant) return null;
  return (
    <p>
      {applicant.queueDate ? paymentTexts.queueDate(applicant.queueDate) : null}
      {applicant.queueDate && applicant.queueFeeValidToDate ? ' ' : null}
      {applicant.queueFeeValidToDate ? paymentTexts.paidUntil(applicant.queueFeeValidToDate) : null}
    </p>
  );
}

export default function RegistrationPaymentCompletePage() {
  const ret = readPaymentReturn(useLocation().search);
  const completion = useCompletion(ret, { fromPaymentLink: false });
  const payer = usePayOrder();

  if (!completion) return <ResultPage title={paymentTexts.checkingTitle} busyLabel={paymentTexts.checking} />;
  if (completion.kind === 'failed') {
    const retry = async () => {
      if (ret.orderId === null) return;
      const message = await payer.pay(ret.orderId, REGISTRATION_PAYMENT_RETURN);
      if (message) showToast('error', message);
    };
    return (
      <ResultPage title={paymentTexts.failedTitle}>
        <FailedBody>
          <p>{paymentTexts.registrationDueDefault}</p>
          {ret.orderId !== null && (
            <div className="form__actions payment-result__actions">
              <button type="button" className="button" onClick={() => void retry()} aria-busy={payer.busy || undefined}>
                {paymentTexts.retry}
              </button>
            </div>
          )}
          <RedirectStatus redirecting={payer.redirecting} />
          <p>
            <Link to={PAYMENT_PATHS.payments}>{paymentTexts.toPayments}</Link>
          </p>
        </FailedBody>
      </ResultPage>
    );
  }
  return (
    <ResultPage title={paymentTexts.welcomeTitle}>
      <p className="lead">{paymentTexts.welcomeText}</p>
      <QueueStanding />
      <p>
        <Link to={PAYMENT_PATHS.account}>{paymentTexts.toMyPages}</Link>
      </p>
    </ResultPage>
  );
}
