// The app's root: Apollo provider around the router. renderApp gives it to a React root; preloadPage starts
// downloading the address's page modules beside the session check, not after React reaches them.
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { APP_BASENAME } from '../rules/returnUrl';
import { apolloClient } from './apollo/client';
import { preloadRoute } from './lazyPage';
import { AppRoutes, routes } from './router';

export function preloadPage(pathname: string): void {
  preloadRoute(routes, pathname, APP_BASENAME);
}

export function renderApp(root: Root): void {
  // The first render as a transition: React renders it in slices of a few milliseconds and yields in between, so
  // the first visit has no long task of a whole tree's render (Lighthouse's total blocking time on a slow phone).
  startTransition(() => {
    root.render(
      <StrictMode>
        <ApolloProvider client={apolloClient()}>
          <BrowserRouter basename={APP_BASENAME}>
            <AppRoutes />
          </BrowserRouter>
        </ApolloProvider>
      </StrictMode>,
    );
  });
}
