// The back office's accounts area (administrators): the staff accounts (/mypages/admin/personal) and one account's
// changes (/mypages/admin/personal/:staffUserId). The pages load when first visited.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const AccountsPage = lazy(() => import('./AccountsPage').then((m) => ({ default: m.AccountsPage })));
const AccountPage = lazy(() => import('./AccountPage').then((m) => ({ default: m.AccountPage })));

export const accountsRoutes: RouteObject[] = [
  { path: 'personal', element: <AccountsPage /> },
  { path: 'personal/:staffUserId', element: <AccountPage /> },
];
