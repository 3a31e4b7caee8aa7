// The payment routes (spec 000 §2): the public result pages and the payment link, the registration's payment pages
// (protected), and /profile/payments. Every page loads when first visited.
import { lazyPage } from '../../app/lazyPage';
import type { FeatureRoutes } from '../../app/featureRoutes';

const PaymentCompletedPage = lazyPage(() => import('./PaymentCompletedPage'));
const PaymentCanceledPage = lazyPage(() => import('./PaymentCanceledPage'));
const PaymentFailedPage = lazyPage(() => import('./PaymentFailedPage'));
const PaymentLinkPage = lazyPage(() => import('./PaymentLinkPage'));
const PaymentLinkCompletePage = lazyPage(() => import('./PaymentLinkCompletePage'));
const PaymentLinkCancelPage = lazyPage(() => import('./PaymentLinkCancelPage'));
const RegistrationPaymentCompletePage = lazyPage(() => import('./RegistrationPaymentCompletePage'));
const RegistrationPaymentCancelledPage = lazyPage(() => import('./RegistrationPaymentCancelledPage'));
const PaymentsPage = lazyPage(() => import('./PaymentsPage'));

export const paymentsRoutes: FeatureRoutes = {
  public: [
    { path: 'payment/completed', element: <PaymentCompletedPage /> },
    { path: 'payment/canceled', element: <PaymentCanceledPage /> },
    { path: 'payment/failed', element: <PaymentFailedPage /> },
    { path: 'p', element: <PaymentLinkPage /> },
    { path: 'payment-by-link/complete', element: <PaymentLinkCompletePage /> },
    { path: 'payment-by-link/cancel', element: <PaymentLinkCancelPage /> },
  ],
  protected: [
    { path: 'registration/registrationpaymentcomplete', element: <RegistrationPaymentCompletePage /> },
    { path: 'registration/registrationpaymentcancelled', element: <RegistrationPaymentCancelledPage /> },
  ],
  profile: [{ path: 'payments', element: <PaymentsPage /> }],
};
