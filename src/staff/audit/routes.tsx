// The back office's audit area: the log search (/mypages/admin/logg). The page loads when first visited.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const AuditLogPage = lazy(() => import('./AuditLogPage').then((m) => ({ default: m.AuditLogPage })));

export const auditRoutes: RouteObject[] = [{ path: 'logg', element: <AuditLogPage /> }];
