// The payment routes (spec 000 §2), merged into router.tsx: the public result pages and the payment link,
// the registration's payment pages (protected), and /profile/payments. Every page loads when first visited.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const PaymentCompletedPage = lazy(() => import('../features/payments/PaymentCompletedPage'));
const PaymentCanceledPage = lazy(() => import('../features/payments/PaymentCanceledPage'));
const PaymentFailedPage = lazy(() => import('../features/payments/PaymentFailedPage'));
const PaymentLinkPage = lazy(() => import('../features/payments/PaymentLinkPage'));
const PaymentLinkCompletePage = lazy(() => import('../features/payments/PaymentLinkCompletePage'));
const PaymentLinkCancelPage = lazy(() => import('../features/payments/PaymentLinkCancelPage'));
const RegistrationPaymentCompletePage = lazy(() => import('../features/payments/RegistrationPaymentCompletePage'));
const RegistrationPaymentCancelledPage = lazy(() => import('../features/payments/RegistrationPaymentCancelledPage'));
const PaymentsPage = lazy(() => import('../features/payments/PaymentsPage'));

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
