// The payment routes (spec 000 §2), merged into router.tsx: the public result pages and the payment link,
// the registration's payment pages (protected), and /profile/payments. Every page loads when first visited.
import { lazyPage } from './lazyPage';
import type { RouteObject } from 'react-router';

const PaymentCompletedPage = lazyPage(() => import('../features/payments/PaymentCompletedPage'));
const PaymentCanceledPage = lazyPage(() => import('../features/payments/PaymentCanceledPage'));
const PaymentFailedPage = lazyPage(() => import('../features/payments/PaymentFailedPage'));
const PaymentLinkPage = lazyPage(() => import('../features/payments/PaymentLinkPage'));
const PaymentLinkCompletePage = lazyPage(() => import('../features/payments/PaymentLinkCompletePage'));
const PaymentLinkCancelPage = lazyPage(() => import('../features/payments/PaymentLinkCancelPage'));
const RegistrationPaymentCompletePage = lazyPage(() => import('../features/payments/RegistrationPaymentCompletePage'));
const RegistrationPaymentCancelledPage = lazyPage(() => import('../features/payments/RegistrationPaymentCancelledPage'));
const PaymentsPage = lazyPage(() => import('../features/payments/PaymentsPage'));

/** Public: children of the layout route, beside /login. */
export const paymentRoutes: RouteObject[] = [
  { path: 'payment/completed', element: <PaymentCompletedPage /> },
  { path: 'payment/canceled', element: <PaymentCanceledPage /> },
  { path: 'payment/failed', element: <PaymentFailedPage /> },
  { path: 'p', element: <PaymentLinkPage /> },
  { path: 'payment-by-link/complete', element: <PaymentLinkCompletePage /> },
  { path: 'payment-by-link/cancel', element: <PaymentLinkCancelPage /> },
];

/** Protected: children of RequireAuth, beside registration/registrationcomplete. */
export const protectedPaymentRoutes: RouteObject[] = [
  { path: 'registration/registrationpaymentcomplete', element: <RegistrationPaymentCompletePage /> },
  { path: 'registration/registrationpaymentcancelled', element: <RegistrationPaymentCancelledPage /> },
];

/** Children of /profile (the payments/orders page). */
export const profilePaymentRoutes: RouteObject[] = [{ path: 'payments', element: <PaymentsPage /> }];
