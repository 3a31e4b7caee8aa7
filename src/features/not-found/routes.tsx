// An unknown address shows the not-found page: under /profile inside My pages' frame, elsewhere in the layout.
import { lazyPage } from '../../app/lazyPage';
import type { FeatureRoutes } from '../../app/featureRoutes';

export const NotFoundPage = lazyPage(() => import('./NotFoundPage'));

export const notFoundRoutes: FeatureRoutes = {
  public: [{ path: '*', element: <NotFoundPage /> }],
  profile: [{ path: '*', element: <NotFoundPage /> }],
};
