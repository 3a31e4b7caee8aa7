// An unpaid order's facts as a description list (amount, due date, OCR …), the same on the payments page and in
// the account page's upgrade section.
import { unpaidOrderRows, type OrderFacts } from './orderView';

export function UnpaidOrderDetails({ order }: { order: OrderFacts }) {
  return (
    <dl className="details">
      {unpaidOrderRows(order).map((row) => (
        <div className="details__row" key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
