// The back office's listings area: the list of every rental object (/mypages/admin/bostader), a new object and one
// object's editor. The pages load when first visited.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ListingsPage = lazy(() => import('./ListingsPage').then((m) => ({ default: m.ListingsPage })));
const ListingEditorPage = lazy(() => import('./ListingEditorPage').then((m) => ({ default: m.ListingEditorPage })));

export const listingsRoutes: RouteObject[] = [
  { path: 'bostader', element: <ListingsPage /> },
  { path: 'bostader/ny', element: <ListingEditorPage /> },
  { path: 'bostader/:rentalObjectId', element: <ListingEditorPage /> },
];
