// The account area's pages (spec 000 §2): logging in and out, the forgotten password, and My pages' account page.
import { lazyPage } from '../../app/lazyPage';
import type { FeatureRoutes } from '../../app/featureRoutes';

const LoginPage = lazyPage(() => import('./login/LoginPage'));
const LogoutPage = lazyPage(() => import('./logout/LogoutPage'));
const ForgotPasswordPage = lazyPage(() => import('./password/ForgotPasswordPage'));
const ResetPasswordPage = lazyPage(() => import('./password/ResetPasswordPage'));
const AccountPage = lazyPage(() => import('./AccountPage'));

export const accountRoutes: FeatureRoutes = {
  public: [
    { path: 'login', element: <LoginPage /> },
    { path: 'logout', element: <LogoutPage /> },
    { path: 'forgot-password', element: <ForgotPasswordPage /> },
    { path: 'reset-password', element: <ResetPasswordPage /> },
  ],
  profile: [{ path: 'account', element: <AccountPage /> }],
};
