// /registration/registrationpaymentcancelled?orderId=… (protected; spec 000 §4 Registration payment): the new
// applicant cancelled paying the queue fee. The account exists and waits for the fee (due 60 days after the
// registration); 'Betala nu' starts the payment of that order again.
import { Link, useLocation } from 'react-router';
import { showToast } from '../../components/toast/toastStore';
import { useGetOrdersQuery } from '../../graphql/__generated__/hooks';
import { ORDER_STATUSES, PRODUCTS } from '../../rules/orders';
import { RedirectStatus, ResultPage } from './PaymentResult';
import { PAYMENT_PATHS, readPaymentReturn, REGISTRATION_PAYMENT_RETURN } from './paymentReturn';
import { paymentTexts } from './paymentTexts';
import { usePayOrder } from './usePayOrder';

export default function RegistrationPaymentCancelledPage() {
  const { orderId: returnedOrderId } = readPaymentReturn(useLocation().search);
  const orders = useGetOrdersQuery({ fetchPolicy: 'network-only' }).data?.getOrders.orders;
  const payer = usePayOrder();

  // The order the provider named, else the applicant's unpaid queue fee.
  const order =
    orders?.find((o) => o.orderId === returnedOrderId) ??
    orders?.find((o) => o.productId === PRODUCTS.QUEUE_FEE.productId && o.orderStatusId === ORDER_STATUSES.UNPAID.orderStatusId);
  const orderId = order?.orderId ?? returnedOrderId;
  const paid = order?.isPaid === true;

  const pay = async () => {
    if (orderId === null) return;
    const message = await payer.pay(orderId, REGISTRATION_PAYMENT_RETURN);
    if (message) showToast('error', message);
  };

  return (
    <ResultPage title={paid ? paymentTexts.welcomeTitle : paymentTexts.registrationWaitingTitle}>
      {paid ? (
        <>
          <p className="lead">{paymentTexts.registrationAlreadyPaid}</p>
          <p>
            <Link to={PAYMENT_PATHS.account}>{paymentTexts.toMyPages}</Link>
          </p>
        </>
      ) : (
        <>
          <p className="lead">{paymentTexts.registrationWaitingText}</p>
          <p>{order ? paymentTexts.registrationDue(order.dueDateFormated) : paymentTexts.registrationDueDefault}</p>
          {orderId !== null && (
            <div className="form__actions payment-result__actions">
              <button type="button" className="button" onClick={() => void pay()} aria-busy={payer.busy || undefined}>
                {paymentTexts.payNow}
              </button>
            </div>
          )}
          <RedirectStatus redirecting={payer.redirecting} />
          <p>
            {paymentTexts.registrationPayLater} <Link to={PAYMENT_PATHS.payments}>{paymentTexts.toPayments}</Link>
          </p>
        </>
      )}
    </ResultPage>
  );
}
