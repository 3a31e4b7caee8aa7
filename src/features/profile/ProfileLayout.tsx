// The profile area (/profile/*): the 'My pages' navigation beside the page on large screens.
import { Outlet } from 'react-router';
import { LocalNav } from '../../app/layout/LocalNav';

export default function ProfileLayout() {
  return (
    <div className="profile-layout">
      <LocalNav className="local-nav--side" />
      <div className="profile-layout__content">
        <Outlet />
      </div>
    </div>
  );
}
