// Route guard: protected routes need a session. While the start-up check runs a spinner shows;
// without a session the user goes to /login with returnUrl set to the current path and query.
import { useReactiveVar } from '@apollo/client/react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/Spinner';
import { sessionVar } from './session/sessionState';

export function loginPathFor(returnUrl: string): string {
  return `/login?${new URLSearchParams({ returnUrl }).toString()}`;
}

export function RequireAuth() {
  const { isAuthenticated, isLoading } = useReactiveVar(sessionVar);
  const location = useLocation();
  if (isLoading) return <Spinner />;
  if (!isAuthenticated) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}
