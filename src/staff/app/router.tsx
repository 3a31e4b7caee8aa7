// The back office's routes under /mypages/admin/: the login page (its forms load on demand), and behind the staff session the layout with each
// area's pages. An area exports `<area>Routes` from src/staff/<area>/routes.tsx (paths relative to the app, pages
// lazy) and is added to `areaRoutes` here, its menu entry to nav.ts.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { applicantsRoutes } from '../applicants/routes';
import { auditRoutes } from '../audit/routes';
import { brokerageRoutes } from '../brokerage/routes';
import { listingsRoutes } from '../listings/routes';
import { reviewRoutes } from '../review/routes';
import { toolsRoutes } from '../tools/routes';
import { accountsRoutes } from '../accounts/routes';
import { RequireStaff } from './RequireStaff';
import { StaffLayout } from './StaffLayout';
import { StaffLoginRoute } from './StaffLoginRoute';
import { StaffNotFoundPage } from './StaffNotFoundPage';

export const STAFF_BASE = '/mypages/admin';

const areaRoutes: RouteObject[] = [...reviewRoutes, ...applicantsRoutes, ...auditRoutes, ...accountsRoutes, ...listingsRoutes, ...brokerageRoutes, ...toolsRoutes];

export const staffRoutes: RouteObject[] = [
  { path: 'logga-in', element: <StaffLoginRoute /> },
  {
    element: (
      <RequireStaff>
        <StaffLayout />
      </RequireStaff>
    ),
    children: [...areaRoutes, { path: '*', element: <StaffNotFoundPage /> }],
  },
];

export const createStaffRouter = () => createBrowserRouter(staffRoutes, { basename: STAFF_BASE });
