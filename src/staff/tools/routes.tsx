// The back office's tools (/mypages/admin/verktyg): the sandboxes' tester pages, the jobs, and the applicants'
// maintenance message, menu and footer. The page loads when first visited.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ToolsPage = lazy(() => import('./ToolsPage').then((m) => ({ default: m.ToolsPage })));

export const toolsRoutes: RouteObject[] = [{ path: 'verktyg', element: <ToolsPage /> }];
