// The brokerage area: the homes with interest (/mypages/admin/formedling) and one home's brokerage, its ranked
// applicants and the steps (/mypages/admin/formedling/<rentalObjectId>). The pages load when first visited.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const BrokerageListPage = lazy(() => import('./BrokerageListPage').then((m) => ({ default: m.BrokerageListPage })));
const PipelinePage = lazy(() => import('./PipelinePage').then((m) => ({ default: m.PipelinePage })));

export const brokerageRoutes: RouteObject[] = [
  { path: 'formedling', element: <BrokerageListPage /> },
  { path: 'formedling/:rentalObjectId', element: <PipelinePage /> },
];
