// The queue fee on the account page of a queue account (spec 000 §2 account page: autopay): whether the fee
// is paid and until when, the way to the payments page, and autopay.
import { Link } from 'react-router';
import { queueFeeStatus, type QueueFeeFacts } from '../orderView';
import { PAYMENT_PATHS } from '../paymentReturn';
import { queueFeeSectionTexts as t } from '../paymentTexts';
import { AutopayPanel } from './AutopayPanel';
import '../payments.css';

export function QueueFeeSection({ applicant }: { applicant: QueueFeeFacts }) {
  return (
    <section className="account-section account-payment" aria-labelledby="queue-fee-heading">
      <h2 id="queue-fee-heading">{t.heading}</h2>
      <p>{queueFeeStatus(applicant)}</p>
      <p>
        <Link to={PAYMENT_PATHS.payments}>{t.toPayments}</Link>
      </p>
      <AutopayPanel />
    </section>
  );
}
