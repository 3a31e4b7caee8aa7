// The app's own cache for component tests: the same typePolicies and possibleTypes as the app, so fragments on the
// Result interface (operations/shared/ResultFields.graphql) match as they do in the browser.
import { InMemoryCache } from '@apollo/client';
import { possibleTypes, typePolicies } from '../rules/cache/typePolicies';

export const appCache = () => new InMemoryCache({ typePolicies, possibleTypes });
