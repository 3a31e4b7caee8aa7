// My pages' frame (heading, local navigation, notices) around the /profile pages the other features bring, and the
// profile area's own page: the questionnaires at /profile/details.
import { lazyPage } from '../../app/lazyPage';
import type { FeatureRoutes } from '../../app/featureRoutes';

export const ProfileLayout = lazyPage(() => import('./ProfileLayout'));
const DetailsPage = lazyPage(() => import('./details/DetailsPage'));

export const profileRoutes: FeatureRoutes = {
  profile: [{ path: 'details', element: <DetailsPage /> }],
};
