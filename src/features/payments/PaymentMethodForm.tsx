// The applicant's payment method for the queue fee (spec 000 §3: creditcard, email, mail, swish), where the
// order says it can change (not with autopay). One choice per applicant: it applies to the unpaid queue
// fees too, so the orders are read again after the save. Saved with its own button, as on the account page.
import { useId, useState, type FormEvent } from 'react';
import { useSetPaymentMethodMutation } from '../../graphql/__generated__/hooks';
import { outcomeOf } from '../../components/form/saveOutcome';
import { useSaveAction } from '../../components/form/useSaveAction';
import { PAYMENT_METHOD_CHOICES } from '../../rules/paymentMethods';
import { paymentsPageTexts as t } from './paymentTexts';

export function PaymentMethodForm({ current }: { current: string }) {
  const id = useId();
  const [mutate] = useSetPaymentMethodMutation({
    refetchQueries: ({ data }) => (data?.setPaymentMethod.error === false ? ['getOrders'] : []),
    awaitRefetchQueries: true,
  });
  const [choice, setChoice] = useState(current);
  const { busy: saving, save } = useSaveAction();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save(() => outcomeOf(async () => (await mutate({ variables: { paymentType: choice } })).data?.setPaymentMethod), t.methodSaved);
  };

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={saving || undefined}>
      <fieldset className="payment-method" aria-describedby={`${id}-description`}>
        <legend>{t.methodLegend}</legend>
        <p className="payment-method__description" id={`${id}-description`}>
          {t.methodDescription}
        </p>
        <div className="payment-method__options">
          {PAYMENT_METHOD_CHOICES.map((method) => (
            <div className="payment-method__option" key={method.value}>
              <input
                type="radio"
                id={`${id}-${method.value}`}
                name={`${id}-payment-method`}
                value={method.value}
                checked={choice === method.value}
                onChange={() => setChoice(method.value)}
              />
              <label htmlFor={`${id}-${method.value}`}>{method.label}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="form__actions">
        <button type="submit" className="button button--secondary">
          {t.methodSave}
        </button>
      </div>
    </form>
  );
}
