// The Apollo client: one normalised cache (typePolicies.ts) and an HTTP link that goes through
// our fetch helper, so GraphQL requests carry the session cookie and the CSRF header; each request is sent from a task
// of its own (ownTaskLink.ts).
import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { API_BASE, apiFetch } from '../http';
import { sessionVar, setLoggedOut } from '../session/sessionState';
import { once } from '../../rules/once';
import { ownTaskLink } from './ownTaskLink';
import { forgetLogin } from '../session/sessionStorage';
import { possibleTypes, typePolicies } from '../../rules/cache/typePolicies';
import { takePageCache } from '../boot/pageData';

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies, possibleTypes });
}

export function createApolloClient(): ApolloClient {
  // A query refused with UNAUTHENTICATED means the server session is gone (expired or ended in
  // another way): end it here too, so the route guard sends the user to the login page.
  const sessionEndedLink = new ErrorLink(({ error }) => {
    if (!CombinedGraphQLErrors.is(error)) return;
    const unauthenticated = error.errors.some((e) => e.extensions?.['code'] === 'UNAUTHENTICATED');
    if (unauthenticated && sessionVar().isAuthenticated) {
      forgetLogin({ broadcast: false });
      setLoggedOut();
      void client.clearStore();
    }
  });
  // The page's first answers, when the server gave them with the page (src/app/boot/pageData.ts): restored before the
  // first render, and preferred to the network until the page has been shown (pageShown), so the page's
  // cache-and-network queries do not ask again for what just came.
  const cache = createCache();
  const given = takePageCache();
  if (given) cache.restore(given);
  const client = new ApolloClient({
    link: ApolloLink.from([sessionEndedLink, ownTaskLink, new HttpLink({ uri: API_BASE, fetch: apiFetch })]),
    cache,
  });
  client.prioritizeCacheValues = given !== undefined;
  return client;
}

/** The app's client, made on first use: in the first render's task, not in the task that evaluates the modules. */
export const apolloClient = once(createApolloClient);

/**
 * The first page has been shown with the page data: from now on every query's own fetch policy holds again (a
 * refetch after a change must reach the server).
 */
export function pageShown(): void {
  apolloClient().prioritizeCacheValues = false;
}
