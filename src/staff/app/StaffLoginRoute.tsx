// The login page's frame, in the shell: the title, the heading, the notice of a session that ran out and, loaded on
// demand, the forms (StaffLoginPage: the form kit, zod and BankID stay out of the back office's first load). The
// forms' place is held by a skeleton of their size, so nothing moves when they come. Arriving from inside the app (a
// logout, a session that ran out) the control that had focus is gone: reading goes on at the heading, which is here
// at once. A logged-in staff member goes on to the page they came for.
import { useReactiveVar } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { focusIsUnclaimed, focusWithoutTabStop } from '../../components/pageFocus';
import { Skeleton, SkeletonLine } from '../../components/Skeleton';
import { loginTarget } from './loginTarget';
import { staffSessionVar } from './staffSession';
import { useStaffTitle } from './useStaffTitle';

const StaffLoginPage = lazy(() => import('./StaffLoginPage').then((m) => ({ default: m.StaffLoginPage })));

function LoginFormsSkeleton() {
  return (
    <Skeleton label="Laddar inloggningen…" className="staff-login__skeleton">
      <SkeletonLine width="10rem" />
      <span className="skeleton__box staff-login__skeleton-field" />
      <SkeletonLine width="6rem" />
      <span className="skeleton__box staff-login__skeleton-field" />
      <span className="skeleton__box staff-login__skeleton-button" />
    </Skeleton>
  );
}

export function StaffLoginRoute() {
  useStaffTitle('Logga in');
  const session = useReactiveVar(staffSessionVar);
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cameFromApp = location.key !== 'default';
  useEffect(() => {
    if (cameFromApp && mainRef.current && headingRef.current && focusIsUnclaimed(document.activeElement, mainRef.current)) focusWithoutTabStop(headingRef.current);
  }, [cameFromApp]);
  if (session.status === 'in') return <Navigate to={loginTarget(location.state)} replace />;

  return (
    <div className="app staff-app">
      <main id="main" className="main page--narrow" tabIndex={-1} ref={mainRef}>
        <h1 ref={headingRef}>Logga in i handläggningen</h1>
        {session.status === 'out' && session.expired && (
          <p className="alert" role="status">
            Du har loggats ut eftersom du inte har varit aktiv på en stund. Logga in igen.
          </p>
        )}
        <Suspense fallback={<LoginFormsSkeleton />}>
          <StaffLoginPage />
        </Suspense>
      </main>
    </div>
  );
}
