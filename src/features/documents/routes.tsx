// The documents area's page (spec 001 §2): /profile/documents, for applicants and co-applicants.
import { lazyPage } from '../../app/lazyPage';
import type { FeatureRoutes } from '../../app/featureRoutes';

const DocumentsPage = lazyPage(() => import('./DocumentsPage'));

export const documentsRoutes: FeatureRoutes = {
  profile: [{ path: 'documents', element: <DocumentsPage /> }],
};
