// The vacant homes (spec 001 §2): the list with its map, a home's detail page and its digital showing.
import { lazyPage } from '../../app/lazyPage';
import type { FeatureRoutes } from '../../app/featureRoutes';

const ListingsPage = lazyPage(() => import('./ListingsPage'));
const RentalObjectPage = lazyPage(() => import('./detail/RentalObjectPage'));
const DigitalShowingPage = lazyPage(() => import('./detail/DigitalShowingPage'));

export const listingsRoutes: FeatureRoutes = {
  public: [
    { path: 'lediga-bostader', element: <ListingsPage /> },
    { path: 'rental-object/:rentalObjectId', element: <RentalObjectPage /> },
  ],
  protected: [{ path: 'rental-object/:rentalObjectId/digital-visning', element: <DigitalShowingPage /> }],
};
