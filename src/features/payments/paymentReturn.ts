// Where the payment provider sends the browser back, and what it brings (spec 000 §2, §4; decisions
// "Orders, payments and autopay"): the server adds orderId (and key for payment links) to our app paths,
// the provider adds paymentid after a payment. Pure, so paymentReturn.test.ts holds it.

/** App paths (router paths under /mypages/app) of the payment pages. */
export const PAYMENT_PATHS = {
  completed: '/payment/completed',
  canceled: '/payment/canceled',
  failed: '/payment/failed',
  link: '/p',
  linkComplete: '/payment-by-link/complete',
  linkCancel: '/payment-by-link/cancel',
  registrationComplete: '/registration/registrationpaymentcomplete',
  registrationCancelled: '/registration/registrationpaymentcancelled',
  payments: '/profile/payments',
  account: '/profile/account',
} as const;

export interface ReturnPaths {
  redirectUrl: string;
  cancelUrl: string;
}

/** A card payment started on my pages (the payments page, the upgrade, a retry). */
export const CARD_PAYMENT_RETURN: ReturnPaths = { redirectUrl: PAYMENT_PATHS.completed, cancelUrl: PAYMENT_PATHS.canceled };
/** The queue fee of a new registration, paid again after a cancel or a failure. */
export const REGISTRATION_PAYMENT_RETURN: ReturnPaths = {
  redirectUrl: PAYMENT_PATHS.registrationComplete,
  cancelUrl: PAYMENT_PATHS.registrationCancelled,
};

export type AutopayReturn = 'registered' | 'cancelled';
export const AUTOPAY_PARAM = 'autopay';
/** The card registration for autopay comes back to the account page with ?autopay=… */
export const AUTOPAY_RETURN: ReturnPaths = {
  redirectUrl: `${PAYMENT_PATHS.account}?${AUTOPAY_PARAM}=registered`,
  cancelUrl: `${PAYMENT_PATHS.account}?${AUTOPAY_PARAM}=cancelled`,
};

export interface PaymentReturn {
  orderId: number | null;
  paymentId: string | null;
  /** The payment link's key (payment links only). */
  key: string | null;
}

const ORDER_ID = /^[1-9]\d{0,9}$/;
// Provider ids are 32 hex digits; anything of ids' usual characters is passed on, the server checks it.
const TOKEN = /^[A-Za-z0-9_-]{1,128}$/;

function token(value: string | null): string | null {
  return value !== null && TOKEN.test(value) ? value : null;
}

/** The query of a return address; values that cannot be ours are null. */
export function readPaymentReturn(search: string | URLSearchParams): PaymentReturn {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const rawOrderId = params.get('orderId');
  const orderId = rawOrderId !== null && ORDER_ID.test(rawOrderId) ? Number(rawOrderId) : null;
  return {
    orderId: orderId !== null && Number.isSafeInteger(orderId) && orderId <= 2_147_483_647 ? orderId : null,
    paymentId: token(params.get('paymentid')),
    key: token(params.get('key')),
  };
}

/** /p?orderId=…&key=… : the payment link again (after a cancel or a failure). */
export function paymentLinkPath(orderId: number, key: string): string {
  return `${PAYMENT_PATHS.link}?${new URLSearchParams({ orderId: String(orderId), key }).toString()}`;
}

/** The REST address of the payment link (GET /mypages/api/payment-link, below API_BASE). */
export function paymentLinkRequestPath(orderId: number, key: string): string {
  const query = new URLSearchParams({
    orderId: String(orderId),
    key,
    completeUrl: PAYMENT_PATHS.linkComplete,
    cancelUrl: PAYMENT_PATHS.linkCancel,
  });
  return `/payment-link?${query.toString()}`;
}

/** The autopay outcome the account page was opened with, or null. */
export function readAutopayReturn(search: string | URLSearchParams): AutopayReturn | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get(AUTOPAY_PARAM);
  return value === 'registered' || value === 'cancelled' ? value : null;
}

/** The query without the return parameters, so a reload does not handle the same return twice. */
export function withoutReturnParams(search: string | URLSearchParams): string {
  const params = new URLSearchParams(typeof search === 'string' ? search : search.toString());
  for (const name of [AUTOPAY_PARAM, 'paymentid', 'orderId']) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** Only web addresses may be followed: the provider's page is http(s), never javascript: or data:. */
export function isWebAddress(url: string): boolean {
  try {
    const parsed = new URL(url, 'http://localhost');
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && /^https?:\/\//i.test(url);
  } catch {
    return false;
  }
}
