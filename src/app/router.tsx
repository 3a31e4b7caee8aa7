// All routes of the SPA under the base path /mypages/app (spec 000 §2). Only the start page is in the
// first bundle; every other page (the login form with its form and validation libraries too) loads when
// first visited. Declarative routing (useRoutes) keeps the data-router code out of the first load.
import { lazyPage } from './lazyPage';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { StartPage } from '../features/start/StartPage';
import { Layout } from './layout/Layout';
import { paymentRoutes, profilePaymentRoutes, protectedPaymentRoutes } from './paymentRoutes';
import { RequireAuth } from './RequireAuth';

const LoginPage = lazyPage(() => import('../features/account/login/LoginPage'));
const AccountPage = lazyPage(() => import('../features/account/AccountPage'));
const ProfileLayout = lazyPage(() => import('../features/profile/ProfileLayout'));
const LogoutPage = lazyPage(() => import('../features/account/logout/LogoutPage'));
const NotFoundPage = lazyPage(() => import('../features/not-found/NotFoundPage'));
const ForgotPasswordPage = lazyPage(() => import('../features/account/password/ForgotPasswordPage'));
const ResetPasswordPage = lazyPage(() => import('../features/account/password/ResetPasswordPage'));
const RegistrationSelectionPage = lazyPage(() => import('../features/registration/RegistrationSelectionPage'));
const RegistrationPage = lazyPage(() => import('../features/registration/RegistrationPage'));
const RegistrationCoPage = lazyPage(() => import('../features/registration/RegistrationCoPage'));
const RegistrationCompletePage = lazyPage(() => import('../features/registration/RegistrationCompletePage'));
const RegistrationCoCompletePage = lazyPage(() => import('../features/registration/RegistrationCoCompletePage'));
const ListingsPage = lazyPage(() => import('../features/listings/ListingsPage'));
const RentalObjectPage = lazyPage(() => import('../features/listings/detail/RentalObjectPage'));
const DigitalShowingPage = lazyPage(() => import('../features/listings/detail/DigitalShowingPage'));
const SubscriptionsPage = lazyPage(() => import('../features/subscriptions/SubscriptionsPage'));

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <StartPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'logout', element: <LogoutPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'registrationselection', element: <RegistrationSelectionPage /> },
      { path: 'registration', element: <RegistrationPage /> },
      { path: 'registrationco', element: <RegistrationCoPage /> },
      { path: 'registrationcocomplete', element: <RegistrationCoCompletePage /> },
      { path: 'lediga-bostader', element: <ListingsPage /> },
      { path: 'rental-object/:rentalObjectId', element: <RentalObjectPage /> },
      ...paymentRoutes,
      {
        element: <RequireAuth />,
        children: [
          { path: 'registration/registrationcomplete', element: <RegistrationCompletePage /> },
          ...protectedPaymentRoutes,
          { path: 'rental-object/:rentalObjectId/digital-visning', element: <DigitalShowingPage /> },
          {
            path: 'profile',
            element: <ProfileLayout />,
            children: [
              { index: true, element: <Navigate to="account" replace /> },
              { path: 'account', element: <AccountPage /> },
              ...profilePaymentRoutes,
              { path: 'subscriptions/:subscriptionId?', element: <SubscriptionsPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
