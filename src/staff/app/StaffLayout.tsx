// The back office's frame: skip link, header (the staff member, role and logout), the main navigation, the main area
// with the shared focus mechanism (focus and an announcement follow each navigation) and the toast region.
import { useReactiveVar } from '@apollo/client/react';
import { Suspense } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { MAIN_ID, RoutedMain } from '../../components/focus/RoutedMain';
import { SkipLink } from '../../components/SkipLink';
import { Spinner } from '../../components/Spinner';
import { ToastRegion } from '../../components/toast/ToastRegion';
import { navFor } from './nav';
import { staffLogout, staffSessionVar } from './staffSession';

export function StaffLayout() {
  const session = useReactiveVar(staffSessionVar);
  const navigate = useNavigate();
  if (session.status !== 'in') return null;
  const { staff } = session;

  const logout = async () => {
    await staffLogout();
    void navigate('/logga-in', { replace: true });
  };

  return (
    <div className="app staff-app">
      <SkipLink target={MAIN_ID} />
      <header className="staff-header">
        <p className="staff-header__brand">Bostadskön – handläggning</p>
        <p className="staff-header__who">
          {staff.name} <span className="staff-header__role">({staff.roleText})</span>
        </p>
        <button type="button" className="button button--secondary button--small" onClick={() => void logout()}>
          Logga ut
        </button>
      </header>
      <nav className="staff-nav" aria-label="Handläggning">
        <ul className="staff-nav__list">
          {navFor(staff.role).map((item) => (
            <li key={item.to}>
              <NavLink className="staff-nav__link" to={item.to} end={item.to === '/'}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <RoutedMain>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </RoutedMain>
      <ToastRegion />
    </div>
  );
}
