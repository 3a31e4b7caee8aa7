// Upgrading a free co-applicant account to a paying queue account (spec 000 §4 Account upgrade, §8). Shown to
// co-applicant accounts only. 'Uppgradera till eget kökonto' creates the upgrade order: orderId 0 is a refusal
// with its errorText ('Det finns redan en order för din uppgradering.'), a positive id puts the upgrade in
// progress. While an unpaid upgrade order exists (found through getOrders, so a reload still shows it) the
// order is shown with 'Betala' (to the provider's page) and 'Avbryt uppgraderingen' (cancelQueueFeeOrder,
// whose text is the toast either way). The account changes when the payment completes.
import { useEffect, useRef, useState } from 'react';
import { useInFlight } from '../../../components/form/useInFlight';
import { showToast } from '../../../components/toast/toastStore';
import { GENERIC_ERROR, resultText } from '../../../components/resultText';
import { Spinner } from '../../../components/Spinner';
import {
  useCancelQueueFeeOrderMutation,
  useCreateUpgradeCoApplicantOrderMutation,
  useGetAgencyProfileQuery,
  useGetOrdersQuery,
} from '../../../graphql/__generated__/hooks';
import { findUpgradeOrder } from '../orderView';
import { RedirectStatus } from '../PaymentResult';
import { CARD_PAYMENT_RETURN } from '../paymentReturn';
import { upgradeTexts as t } from '../paymentTexts';
import { UnpaidOrderDetails } from '../UnpaidOrderDetails';
import { usePayOrder } from '../usePayOrder';
import '../payments.css';

export function UpgradeSection() {
  const price = useGetAgencyProfileQuery().data?.getAgencyProfile.agencyProfile?.queueFeePrice;
  const ordersQuery = useGetOrdersQuery({ fetchPolicy: 'cache-and-network' });
  const [createOrder] = useCreateUpgradeCoApplicantOrderMutation();
  const [cancelOrder] = useCancelQueueFeeOrderMutation();
  const payer = usePayOrder();
  const { busy, run } = useInFlight();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const orderHeadingRef = useRef<HTMLHeadingElement>(null);
  // After a change, reading goes on from what replaced the pressed button (once it is on screen).
  const [focusTarget, setFocusTarget] = useState<'order' | 'section' | null>(null);

  const result = ordersQuery.data?.getOrders;
  const order = result && !result.error ? findUpgradeOrder(result.orders) : null;
  const shownOrderId = order?.orderId ?? null;

  useEffect(() => {
    if (focusTarget === 'order' && shownOrderId !== null) orderHeadingRef.current?.focus();
    else if (focusTarget === 'section' && shownOrderId === null) headingRef.current?.focus();
    else return;
    setFocusTarget(null);
  }, [focusTarget, shownOrderId]);

  const start = () =>
    run(async () => {
      try {
        const { data } = await createOrder();
        const created = data?.createUpgradeCoApplicantOrder;
        if (!created || created.error || created.orderId <= 0) {
          showToast('error', resultText(created));
          return;
        }
        await ordersQuery.refetch();
        setFocusTarget('order');
      } catch {
        showToast('error', GENERIC_ERROR);
      }
    });

  const cancel = (orderId: number) =>
    run(async () => {
      try {
        const { data } = await cancelOrder({ variables: { orderId } });
        const answer = data?.cancelQueueFeeOrder;
        if (answer && !answer.error) {
          await ordersQuery.refetch();
          showToast('success', answer.errorText || t.cancelled);
          setFocusTarget('section');
        } else {
          showToast('error', answer?.errorText || t.cancelFailed);
        }
      } catch {
        showToast('error', t.cancelFailed);
      }
    });

  const pay = async (orderId: number) => {
    const message = await payer.pay(orderId, CARD_PAYMENT_RETURN);
    if (message) showToast('error', message);
  };

  const loading = ordersQuery.loading && !result;
  const failed = !loading && (!result || result.error);

  return (
    <section className="account-section account-payment payment-section" aria-labelledby="upgrade-heading" aria-busy={busy || payer.busy || undefined}>
      <h2 id="upgrade-heading" tabIndex={-1} ref={headingRef}>
        {t.heading}
      </h2>
      <p>
        {t.intro}
        {typeof price === 'number' && price > 0 ? ` ${t.fee(price)}` : ''}
      </p>
      {loading && <Spinner />}
      {failed && (
        <p className="alert alert--error" role="alert">
          {resultText(ordersQuery.error ? null : result)}
        </p>
      )}
      {!loading && !failed && !order && (
        <div className="form__actions">
          <button type="button" className="button" onClick={() => void start()}>
            {t.start}
          </button>
        </div>
      )}
      {order && (
        <>
          <h3 id="upgrade-order-heading" tabIndex={-1} ref={orderHeadingRef}>
            {t.orderHeading}
          </h3>
          <p>{t.waiting}</p>
          <UnpaidOrderDetails order={order} />
          <div className="form__actions">
            <button type="button" className="button" onClick={() => void pay(order.orderId)}>
              {t.pay}
            </button>
            <button type="button" className="button button--secondary" onClick={() => void cancel(order.orderId)}>
              {t.cancel}
            </button>
          </div>
        </>
      )}
      <RedirectStatus redirecting={payer.redirecting} />
    </section>
  );
}
