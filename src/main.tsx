// Entry point: Apollo provider around the router, and the start-up session check.
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { apolloClient } from './app/apollo/client';
import { createRouter } from './app/router';
import { checkSession } from './app/session/sessionActions';
import { startSessionSync } from './app/session/sessionSync';
import './styles/app.css';

void checkSession();
startSessionSync();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <ApolloProvider client={apolloClient}>
      <RouterProvider router={createRouter()} />
    </ApolloProvider>
  </StrictMode>,
);
