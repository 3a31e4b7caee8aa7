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
import { possibleTypes, typePolicies } from './typePolicies';

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
  const client = new ApolloClient({
    link: ApolloLink.from([sessionEndedLink, ownTaskLink, new HttpLink({ uri: API_BASE, fetch: apiFetch })]),
    cache: createCache(),
  });
  return client;
}

/** The app's client, made on first use: in the first render's task, not in the task that evaluates the modules. */
export const apolloClient = once(createApolloClient);
