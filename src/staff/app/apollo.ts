// The back office's Apollo client: its own normalised cache, an HTTP link to the staff API through the staff fetch
// helper (staff session cookie + staff CSRF header). A reply refused UNAUTHENTICATED ends the session in the app.
import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { apiFetch, STAFF_GRAPHQL } from './http';
import { staffSessionEnded } from './staffSession';
import { staffTypePolicies } from './typePolicies';

export function createStaffApolloClient(): ApolloClient {
  const sessionEndedLink = new ErrorLink(({ error }) => {
    if (!CombinedGraphQLErrors.is(error)) return;
    if (error.errors.some((e) => e.extensions?.['code'] === 'UNAUTHENTICATED')) {
      staffSessionEnded();
      void client.clearStore();
    }
  });
  const client = new ApolloClient({
    link: ApolloLink.from([sessionEndedLink, new HttpLink({ uri: STAFF_GRAPHQL, fetch: apiFetch })]),
    cache: new InMemoryCache({ typePolicies: staffTypePolicies }),
  });
  return client;
}
