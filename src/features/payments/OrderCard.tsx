// One unpaid order as a card: what to pay and when, 'Betala med kort', and the queue fee's payment method where the
// order allows a change. The payments page and the applications page's agency fees show the same card.
import type { GetOrdersQuery } from '../../graphql/__generated__/hooks';
import { PaymentMethodForm } from './PaymentMethodForm';
import { paymentsPageTexts as t } from './paymentTexts';
import { UnpaidOrderDetails } from './UnpaidOrderDetails';

export type Order = GetOrdersQuery['getOrders']['orders'][number];

export function OrderCard({ order, onPay }: { order: Order; onPay: (orderId: number) => void }) {
  const headingId = `order-${order.orderId}-heading`;
  return (
    <li className="order-card">
      <article aria-labelledby={headingId}>
        <h3 id={headingId}>{order.description || order.name}</h3>
        <UnpaidOrderDetails order={order} />
        <div className="form__actions">
          <button type="button" className="button" aria-describedby={headingId} onClick={() => onPay(order.orderId)}>
            {t.payByCard}
          </button>
        </div>
        {order.canChangePaymentMethod && (
          <div className="order-card__method">
            <PaymentMethodForm current={order.paymentMethod} />
          </div>
        )}
      </article>
    </li>
  );
}
