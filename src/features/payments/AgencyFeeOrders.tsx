// The applicant's agency fees (förmedlingsavgifter) for the applications page's last tab: the unpaid ones as the
// payments page's cards, payable by card with the same flow, and the paid ones as a short list.
import { resultText } from '../../components/resultText';
import { Skeleton, SkeletonLine } from '../../components/Skeleton';
import { showToast } from '../../components/toast/toastStore';
import { useGetOrdersQuery } from '../../graphql/__generated__/hooks';
import { PRODUCTS, splitOrders } from '../../rules/orders';
import { OrderCard } from './OrderCard';
import { RedirectStatus } from './PaymentResult';
import { CARD_PAYMENT_RETURN } from './paymentReturn';
import { paymentsPageTexts } from './paymentTexts';
import { usePayOrder } from './usePayOrder';
import './payments.css';

export const agencyFeeTexts = {
  unpaid: paymentsPageTexts.unpaidAgencyFees,
  noUnpaid: paymentsPageTexts.noUnpaidAgencyFees,
  paid: 'Betalda förmedlingsavgifter',
  noPaid: 'Du har inga betalda förmedlingsavgifter.',
  paidOn: (amount: string, day: string) => `${amount}, betald ${day}`,
  loading: 'Hämtar dina förmedlingsavgifter…',
} as const;
const t = agencyFeeTexts;

export function AgencyFeeOrders() {
  const { data, loading, error } = useGetOrdersQuery({ fetchPolicy: 'cache-and-network' });
  const result = data?.getOrders;
  const payer = usePayOrder();

  const pay = async (orderId: number) => {
    const message = await payer.pay(orderId, CARD_PAYMENT_RETURN);
    if (message) showToast('error', message);
  };

  if (!result || result.error) {
    if (loading && !result) {
      return (
        <Skeleton label={t.loading}>
          <SkeletonLine width="40%" />
          <SkeletonLine />
        </Skeleton>
      );
    }
    return (
      <p className="alert alert--error" role="alert">
        {resultText(error ? null : result)}
      </p>
    );
  }
  const unpaid = splitOrders(result.orders).unpaidAgencyFee;
  const paid = splitOrders(result.orders).paid.filter((o) => o.productId === PRODUCTS.AGENCY_FEE.productId);
  return (
    <div aria-busy={payer.busy || undefined}>
      <RedirectStatus redirecting={payer.redirecting} />
      <section className="payment-section" aria-labelledby="agency-fees-unpaid">
        <h2 id="agency-fees-unpaid">{t.unpaid}</h2>
        {unpaid.length === 0 ? (
          <p>{t.noUnpaid}</p>
        ) : (
          <ul className="order-list">
            {unpaid.map((order) => (
              <OrderCard key={order.orderId} order={order} onPay={(id) => void pay(id)} />
            ))}
          </ul>
        )}
      </section>
      <section className="payment-section" aria-labelledby="agency-fees-paid">
        <h2 id="agency-fees-paid">{t.paid}</h2>
        {paid.length === 0 ? (
          <p>{t.noPaid}</p>
        ) : (
          <ul>
            {paid.map((order) => (
              <li key={order.orderId}>
                {order.description || order.name}: {t.paidOn(order.totalAmountFormated, order.paidDateFormated ?? '–')}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
