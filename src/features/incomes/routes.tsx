// The incomes area's page (spec 001 §2): /profile/incomes, for applicants and co-applicants.
import { lazyPage } from '../../app/lazyPage';
import type { FeatureRoutes } from '../../app/featureRoutes';

const IncomesPage = lazyPage(() => import('./IncomesPage'));

export const incomesRoutes: FeatureRoutes = {
  profile: [{ path: 'incomes', element: <IncomesPage /> }],
};
