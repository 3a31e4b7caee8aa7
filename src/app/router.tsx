// All routes of the SPA under the base path /mypages/app (spec 000 §2), composed of the routes each feature exports.
// Only the start page is in the first bundle; every other page (the login form with its form and validation
// libraries too) loads when first visited. The router imports each feature's routes.tsx, not its index: an index
// also re-exports what other features use (payments' account sections and their CSS), which the first bundle would
// take in. Declarative routing (useRoutes) keeps the data-router code out of the first load.
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/routes';
import { applicationsRoutes } from '../features/applications/routes';
import { bankRoutes } from '../features/bank/routes';
import { documentsRoutes } from '../features/documents/routes';
import { incomesRoutes } from '../features/incomes/routes';
import { listingsRoutes } from '../features/listings/routes';
import { notFoundRoutes } from '../features/not-found/routes';
import { paymentsRoutes } from '../features/payments/routes';
import { ProfileLayout, profileRoutes } from '../features/profile/routes';
import { registrationRoutes } from '../features/registration/routes';
import { startRoutes } from '../features/start/routes';
import { subscriptionsRoutes } from '../features/subscriptions/routes';
import type { FeatureRoutes } from './featureRoutes';
import { BareLayout } from './layout/BareLayout';
import { Layout } from './layout/Layout';
import { RequireAuth } from './RequireAuth';

// React Router ranks routes by how specific they are, not by their order: the not-found page's '*' catches only
// what nothing else matched.
const features: FeatureRoutes[] = [startRoutes, accountRoutes, registrationRoutes, listingsRoutes, paymentsRoutes, subscriptionsRoutes, incomesRoutes, bankRoutes, documentsRoutes, applicationsRoutes, profileRoutes, notFoundRoutes];
const slot = (name: keyof FeatureRoutes): RouteObject[] => features.flatMap((feature) => feature[name] ?? []);

export const routes: RouteObject[] = [
  { element: <BareLayout />, children: slot('bare') },
  {
    element: <Layout />,
    children: [
      ...slot('public'),
      {
        element: <RequireAuth />,
        children: [
          ...slot('protected'),
          {
            path: 'profile',
            element: <ProfileLayout />,
            children: [{ index: true, element: <Navigate to="account" replace /> }, ...slot('profile')],
          },
        ],
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
