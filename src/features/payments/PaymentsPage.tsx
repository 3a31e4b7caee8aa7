// /profile/payments (spec 000 §2 payments/orders, §4 'Orders are split…'): the applicant's orders in three
// groups — unpaid queue fees, unpaid agency fees, paid. An unpaid order shows what to pay (net and VAT for
// the queue fee), when, and how to pay by bank (bankgiro and OCR), with 'Betala med kort' to the provider's
// page; the queue fee's payment method can be chosen where the order allows it. Paid orders are a table.
import { useDeferredResult } from '../../app/apollo/useDeferredResult';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { showToast } from '../../components/toast/toastStore';
import { resultText } from '../../components/resultText';
import { Spinner } from '../../components/Spinner';
import { useGetOrdersQuery } from '../../graphql/__generated__/hooks';
import { splitOrders } from '../../rules/orders';
import { periodText } from './orderView';
import { OrderCard, type Order } from './OrderCard';
import { RedirectStatus } from './PaymentResult';
import { CARD_PAYMENT_RETURN } from './paymentReturn';
import { paymentsPageTexts as t } from './paymentTexts';
import { usePayOrder } from './usePayOrder';
import './payments.css';

function UnpaidGroup({ id, title, empty, orders, onPay }: { id: string; title: string; empty: string; orders: Order[]; onPay: (orderId: number) => void }) {
  return (
    <section className="payment-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {orders.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="order-list">
          {orders.map((order) => (
            <OrderCard key={order.orderId} order={order} onPay={onPay} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PaidTable({ orders }: { orders: Order[] }) {
  const c = t.paidColumns;
  return (
    <div className="table-scroll" role="region" aria-labelledby="paid-orders-caption" tabIndex={0}>
      <table className="order-table">
        <caption id="paid-orders-caption">{t.paidCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{c.fee}</th>
            <th scope="col" className="order-table__amount">
              {c.amount}
            </th>
            <th scope="col">{c.paidDate}</th>
            <th scope="col">{c.period}</th>
            <th scope="col">{c.ocr}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderId}>
              <th scope="row">{order.description || order.name}</th>
              <td className="order-table__amount">{order.totalAmountFormated}</td>
              <td>{order.paidDateFormated ?? '–'}</td>
              <td>{periodText(order.feeStartDateFormated, order.feeEndDateFormated) ?? '–'}</td>
              <td>{order.ocr ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function PaymentsPage() {
  useDocumentTitle(t.title);
  const { data, loading, error } = useDeferredResult(useGetOrdersQuery({ fetchPolicy: 'cache-and-network' }));
  const result = data?.getOrders;
  const payer = usePayOrder();

  const pay = async (orderId: number) => {
    const message = await payer.pay(orderId, CARD_PAYMENT_RETURN);
    if (message) showToast('error', message);
  };

  const groups = result && !result.error ? splitOrders(result.orders) : null;

  return (
    <div className="page payments-page" aria-busy={payer.busy || undefined}>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <RedirectStatus redirecting={payer.redirecting} />
      {loading && !result && <Spinner />}
      {!loading && !groups && (
        <p className="alert alert--error" role="alert">
          {resultText(error ? null : result)}
        </p>
      )}
      {groups && (
        <>
          <UnpaidGroup id="unpaid-queue-fees" title={t.unpaidQueueFees} empty={t.noUnpaidQueueFees} orders={groups.unpaidQueueFee} onPay={(id) => void pay(id)} />
          <UnpaidGroup
            id="unpaid-agency-fees"
            title={t.unpaidAgencyFees}
            empty={t.noUnpaidAgencyFees}
            orders={groups.unpaidAgencyFee}
            onPay={(id) => void pay(id)}
          />
          <section className="payment-section" aria-labelledby="paid-orders">
            <h2 id="paid-orders">{t.paid}</h2>
            {groups.paid.length === 0 ? <p>{t.noPaid}</p> : <PaidTable orders={groups.paid} />}
          </section>
        </>
      )}
    </div>
  );
}
