// The saved searches (spec 001 §3) on My pages: the list, and one search's form by its id.
import { lazyPage } from '../../app/lazyPage';
import type { FeatureRoutes } from '../../app/featureRoutes';

const SubscriptionsPage = lazyPage(() => import('./SubscriptionsPage'));

export const subscriptionsRoutes: FeatureRoutes = {
  profile: [{ path: 'subscriptions/:subscriptionId?', element: <SubscriptionsPage /> }],
};
