// Payment method names shown to applicants and case handlers (spec 000 §3: creditcard, email, mail, swish).
import { PAYMENT_METHODS, type PaymentMethod } from './orders';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  creditcard: 'Kort',
  email: 'E-post',
  mail: 'Brev',
  swish: 'Swish',
};

/** The methods in the spec's order, with their labels. */
export const PAYMENT_METHOD_CHOICES = PAYMENT_METHODS.map((m) => ({ value: m.paymentMethod, label: PAYMENT_METHOD_LABELS[m.paymentMethod] }));

export function isPaymentMethod(value: string): value is PaymentMethod {
  return Object.hasOwn(PAYMENT_METHOD_LABELS, value);
}

/** The Swedish label of a method; an unknown name is shown as it is. */
export function paymentMethodLabel(name: string): string {
  return isPaymentMethod(name) ? PAYMENT_METHOD_LABELS[name] : name;
}
