// Entry point: Apollo provider around the router, and the start-up session check.
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { apolloClient } from './app/apollo/client';
import { preloadRoute } from './app/lazyPage';
import { AppRoutes, routes } from './app/router';
import { APP_BASENAME } from './rules/returnUrl';
import { checkSession } from './app/session/sessionActions';
import { startSessionSync } from './app/session/sessionSync';
import './styles/app.css';

// The address's page modules download now, beside the session check, not after React reaches them.
preloadRoute(routes, window.location.pathname, APP_BASENAME);
void checkSession();
startSessionSync();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// The first render as a transition: React renders it in slices of a few milliseconds and yields in between, so
// the first visit has no long task of a whole tree's render (Lighthouse's total blocking time on a slow phone).
startTransition(() => {
  root.render(
    <StrictMode>
      <ApolloProvider client={apolloClient}>
        <BrowserRouter basename={APP_BASENAME}>
          <AppRoutes />
        </BrowserRouter>
      </ApolloProvider>
    </StrictMode>,
  );
});
