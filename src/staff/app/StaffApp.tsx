// The back office: its Apollo client and router; the staff session is asked for once on start.
import { ApolloProvider } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { createStaffApolloClient } from './apollo';
import { createStaffRouter } from './router';
import { checkStaffSession } from './staffSession';

export function StaffApp() {
  const client = useMemo(() => createStaffApolloClient(), []);
  const router = useMemo(() => createStaffRouter(), []);
  useEffect(() => {
    void checkStaffSession();
  }, []);
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}
