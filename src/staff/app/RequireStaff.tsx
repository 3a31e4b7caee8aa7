// Every back-office page but the login needs a staff session: while it is being checked a spinner, without one the
// login page (which returns here after the login).
import { useReactiveVar } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { staffSessionVar } from './staffSession';

export function RequireStaff({ children }: { children: ReactNode }) {
  const session = useReactiveVar(staffSessionVar);
  const location = useLocation();
  if (session.status === 'checking') return <Spinner />;
  if (session.status === 'out') return <Navigate to="/logga-in" replace state={{ from: location.pathname + location.search }} />;
  return children;
}
