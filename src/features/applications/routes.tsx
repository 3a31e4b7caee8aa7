// The applications area's page (spec 001 §2): /profile/applications, for queue applicants only (a co-applicant
// gets the not-found page). The page loads when first visited.
import { lazyPage } from '../../app/lazyPage';
import type { FeatureRoutes } from '../../app/featureRoutes';

const ApplicationsPage = lazyPage(() => import('./ApplicationsRoute'));

export const applicationsRoutes: FeatureRoutes = {
  profile: [
    {
      path: 'applications',
      element: <ApplicationsPage />,
    },
  ],
};
