// The profile area (/profile/*): the 'My pages' navigation beside the page on large screens, and the
// notices (block, queue fee) shown once per login on entering it.
import { Outlet } from 'react-router';
import { LocalNav } from '../../app/layout/LocalNav';
import { useMyPagesNotices } from './useMyPagesNotices';

export default function ProfileLayout() {
  useMyPagesNotices();
  return (
    <div className="profile-layout">
      <LocalNav className="local-nav--side" />
      <div className="profile-layout__content">
        <Outlet />
      </div>
    </div>
  );
}
