// All routes of the SPA under the base path /mypages/app (spec 000 §2). The start and login pages
// are in the first bundle; every other page is loaded when first visited.
import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/login/LoginPage';
import { StartPage } from '../features/start/StartPage';
import { APP_BASENAME } from '../rules/returnUrl';
import { Layout } from './layout/Layout';
import { RequireAuth } from './RequireAuth';

const AccountPage = lazy(() => import('../features/account/AccountPage'));
const ProfileLayout = lazy(() => import('../features/profile/ProfileLayout'));
const LogoutPage = lazy(() => import('../features/logout/LogoutPage'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <StartPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'logout', element: <LogoutPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            path: 'profile',
            element: <ProfileLayout />,
            children: [
              { index: true, element: <Navigate to="account" replace /> },
              { path: 'account', element: <AccountPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes, { basename: APP_BASENAME });
}
