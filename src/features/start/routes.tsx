// The start page is part of the first bundle: it is what most visits show first.
import type { FeatureRoutes } from '../../app/featureRoutes';
import { StartPage } from './StartPage';

export const startRoutes: FeatureRoutes = {
  public: [{ index: true, element: <StartPage /> }],
};
