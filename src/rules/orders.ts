// Order products, statuses and payment methods (spec 000 §3), and how the payments page splits orders.
export const PRODUCTS = {
  QUEUE_FEE: { productId: 1, product: 'QUEUE_FEE', name: 'Köavgift' },
  AGENCY_FEE: { productId: 2, product: 'AGENCY_FEE', name: 'Förmedlingsavgift' },
} as const;

export const ORDER_STATUSES = {
  UNPAID: { orderStatusId: 1, orderStatus: 'Obetald' },
  PAID: { orderStatusId: 2, orderStatus: 'Betald' },
  CANCELLED: { orderStatusId: 3, orderStatus: 'Makulerad' },
} as const;

export const PAYMENT_METHODS = [
  { paymentMethodId: 1, paymentMethod: 'creditcard' },
  { paymentMethodId: 2, paymentMethod: 'email' },
  { paymentMethodId: 3, paymentMethod: 'mail' },
  { paymentMethodId: 4, paymentMethod: 'swish' },
] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number]['paymentMethod'];

export const paymentMethodById = (id: number) => PAYMENT_METHODS.find((m) => m.paymentMethodId === id) ?? PAYMENT_METHODS[0];
export const paymentMethodByName = (name: string) => PAYMENT_METHODS.find((m) => m.paymentMethod === name);

/** The queue fee including 25 % VAT, in öre (spec 000 §9: 305 SEK). */
export const QUEUE_FEE_ORE = 30500;
/** The agency's bankgiro number for paying by bank with the OCR reference. */
export const BANKGIRO_NUMBER = '5050-1055';

interface SplittableOrder {
  productId: number;
  orderStatusId: number;
}

/** Paid orders, unpaid agency-fee orders and unpaid queue-fee orders (cancelled orders are in none). */
export function splitOrders<T extends SplittableOrder>(orders: T[]): { paid: T[]; unpaidAgencyFee: T[]; unpaidQueueFee: T[] } {
  const unpaid = (o: T) => o.orderStatusId === ORDER_STATUSES.UNPAID.orderStatusId;
  return {
    paid: orders.filter((o) => o.orderStatusId === ORDER_STATUSES.PAID.orderStatusId),
    unpaidAgencyFee: orders.filter((o) => unpaid(o) && o.productId === PRODUCTS.AGENCY_FEE.productId),
    unpaidQueueFee: orders.filter((o) => unpaid(o) && o.productId === PRODUCTS.QUEUE_FEE.productId),
  };
}
