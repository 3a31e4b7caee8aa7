// The back office's applicants area: the search (/mypages/admin/sokande) and one applicant's card
// (/mypages/admin/sokande/:applicantId). The pages load when first visited. The personnummer never goes in a URL.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ApplicantSearchPage = lazy(() => import('./ApplicantSearchPage').then((m) => ({ default: m.ApplicantSearchPage })));
const ApplicantCardPage = lazy(() => import('./ApplicantCardPage').then((m) => ({ default: m.ApplicantCardPage })));

export const applicantsRoutes: RouteObject[] = [
  { path: 'sokande', element: <ApplicantSearchPage /> },
  { path: 'sokande/:applicantId', element: <ApplicantCardPage /> },
];
