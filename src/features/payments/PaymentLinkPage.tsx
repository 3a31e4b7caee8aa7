// /p?orderId=…&key=… (spec 000 §2 payment link, §7): the link of a reminder e-mail. Nobody needs to be logged
// in: the server checks the key, starts the payment and answers with the provider's page, where the browser
// goes at once. A link that is wrong or an order that cannot be paid is explained instead.
import { useLocation } from 'react-router';
import { leavePage } from './leavePage';
import { requestPaymentLink, type PaymentLinkReply } from './paymentLinkApi';
import { ResultPage } from './PaymentResult';
import { readPaymentReturn } from './paymentReturn';
import { paymentTexts } from './paymentTexts';
import { useOneShot } from './useOneShot';

export default function PaymentLinkPage() {
  const { search } = useLocation();
  const { orderId, key } = readPaymentReturn(search);
  const valid = orderId !== null && key !== null;

  const reply = useOneShot(valid ? `${orderId}:${key}:${search}` : null, async (): Promise<PaymentLinkReply> => {
    if (orderId === null || key === null) return { ok: false, message: paymentTexts.linkInvalid };
    const answer = await requestPaymentLink(orderId, key);
    if (answer.ok && !leavePage(answer.paymentRedirectUrl)) return { ok: false, message: paymentTexts.linkInvalid };
    return answer;
  });

  const failure = !valid ? paymentTexts.linkInvalid : reply && !reply.ok ? reply.message : null;
  if (failure === null) return <ResultPage title={paymentTexts.linkTitle} busyLabel={paymentTexts.redirecting} />;
  return (
    <ResultPage title={paymentTexts.linkFailedTitle}>
      <div className="alert alert--error payment-result__alert">
        <p>{failure}</p>
      </div>
      <p>{paymentTexts.linkHelp}</p>
    </ResultPage>
  );
}
