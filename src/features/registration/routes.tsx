// The registration's pages (spec 000 §2, §4): the choice, the queue and co-applicant forms and their endings.
import { lazyPage } from '../../app/lazyPage';
import type { FeatureRoutes } from '../../app/featureRoutes';

const RegistrationSelectionPage = lazyPage(() => import('./RegistrationSelectionPage'));
const RegistrationPage = lazyPage(() => import('./RegistrationPage'));
const RegistrationCoPage = lazyPage(() => import('./RegistrationCoPage'));
const RegistrationCompletePage = lazyPage(() => import('./RegistrationCompletePage'));
const RegistrationCoCompletePage = lazyPage(() => import('./RegistrationCoCompletePage'));

export const registrationRoutes: FeatureRoutes = {
  public: [
    { path: 'registrationselection', element: <RegistrationSelectionPage /> },
    { path: 'registration', element: <RegistrationPage /> },
    { path: 'registrationco', element: <RegistrationCoPage /> },
    { path: 'registrationcocomplete', element: <RegistrationCoCompletePage /> },
  ],
  protected: [{ path: 'registration/registrationcomplete', element: <RegistrationCompletePage /> }],
};
