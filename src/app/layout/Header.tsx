// The site header (spec 000 §2): brand, the vacant homes (public), login/registration or profile/logout,
// and on small screens the toggles for the main and the local navigation. Compacts on scroll. The profile link's attention
// indicator follows getIndicators.header (anything waiting for the applicant).
import { useReactiveVar } from '@apollo/client/react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useGetIndicatorsQuery } from '../../graphql/__generated__/hooks';
import { forgetMyPagesNotices } from '../toast/myPagesNoticesShown';
import { sessionVar } from '../session/sessionState';
import { browserStorage, readTimestamp } from '../session/sessionStorage';
import { useProductName } from '../../features/content';
import { LOCAL_NAV_ID, LocalNav } from './LocalNav';
import { MAIN_NAV_ID, MainNav } from './MainNav';
import { useCompactHeader } from './useCompactHeader';

type OpenMenu = 'main' | 'local' | null;

// Rendered only while logged in, so the query never runs without a session.
function ProfileLink() {
  const { data } = useGetIndicatorsQuery();
  const needsAttention = data?.getIndicators.indicators?.header === true;
  return (
    <Link className="site-header__profile" to="/profile">
      Mina sidor
      {needsAttention && (
        <>
          <span className="visually-hidden"> (du har uppgifter att uppdatera)</span>
          <span className="attention-dot" aria-hidden="true" />
        </>
      )}
    </Link>
  );
}

// While the start-up session check runs, the room of the controls it will bring is kept (invisible and hidden from
// assistive technology), so the header keeps its size and nothing moves when the answer comes (no layout shift). Which
// ones: those of a logged-in visitor when this browser remembers a login (sessionStorage.ts) or the address is one of
// My pages (only a logged-in visitor stays there), else the logged-out ones.
export const expectingLogin = (pathname: string) =>
  readTimestamp(browserStorage()) !== null || pathname === '/profile' || pathname.startsWith('/profile/');

function Placeholder({ children }: { children: ReactNode }) {
  return (
    <span className="site-header__placeholder" aria-hidden="true">
      {children}
    </span>
  );
}

function SessionActionsPlaceholder({ loggedIn }: { loggedIn: boolean }) {
  return (
    <Placeholder>
      {loggedIn ? (
        <>
          <span className="site-header__profile">Mina sidor</span>
          <span className="button button--small">Logga ut</span>
        </>
      ) : (
        <>
          <span className="site-header__link">Registrera dig</span>
          <span className="button button--small">Logga in</span>
        </>
      )}
    </Placeholder>
  );
}

export function Header() {
  const { isAuthenticated, isLoading } = useReactiveVar(sessionVar);
  const productName = useProductName();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [loginExpected] = useState(() => expectingLogin(pathname));
  const headerRef = useRef<HTMLElement>(null);
  const compact = useCompactHeader(headerRef);
  const [openMenu, setOpenMenu] = useState<OpenMenu>(null);
  const mainToggleRef = useRef<HTMLButtonElement>(null);
  const localToggleRef = useRef<HTMLButtonElement>(null);

  // A new page closes the menus.
  useEffect(() => setOpenMenu(null), [pathname, isAuthenticated]);

  // The notices on entering my pages come once per login: an ended session forgets they were shown.
  useEffect(() => {
    if (!isLoading && !isAuthenticated) forgetMyPagesNotices();
  }, [isLoading, isAuthenticated]);

  const toggle = (menu: Exclude<OpenMenu, null>) => setOpenMenu((current) => (current === menu ? null : menu));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || openMenu === null) return;
    (openMenu === 'main' ? mainToggleRef : localToggleRef).current?.focus();
    setOpenMenu(null);
  };

  return (
    <header ref={headerRef} className={`site-header${compact ? ' site-header--compact' : ''}`} onKeyDown={onKeyDown}>
      <div className="site-header__bar">
        <Link className="site-header__brand" to="/">
          {productName}
        </Link>
        <div className="site-header__toggles">
          <button
            ref={mainToggleRef}
            type="button"
            className="site-header__toggle"
            aria-expanded={openMenu === 'main'}
            aria-controls={MAIN_NAV_ID}
            onClick={() => toggle('main')}
          >
            Meny
          </button>
          {isLoading && loginExpected && (
            <Placeholder>
              <span className="site-header__toggle">Mina sidor-meny</span>
            </Placeholder>
          )}
          {isAuthenticated && (
            <button
              ref={localToggleRef}
              type="button"
              className="site-header__toggle"
              aria-expanded={openMenu === 'local'}
              aria-controls={LOCAL_NAV_ID}
              onClick={() => toggle('local')}
            >
              Mina sidor-meny
            </button>
          )}
        </div>
        <div className="site-header__actions">
          <NavLink className="site-header__link" to="/lediga-bostader">
            Lediga bostäder
          </NavLink>
          {isLoading && <SessionActionsPlaceholder loggedIn={loginExpected} />}
          {!isLoading && !isAuthenticated && (
            <>
              <Link className="site-header__link" to="/registrationselection">
                Registrera dig
              </Link>
              <Link className="button button--small" to="/login">
                Logga in
              </Link>
            </>
          )}
          {isAuthenticated && (
            <>
              <ProfileLink />
              <button type="button" className="button button--small button--secondary" onClick={() => navigate('/logout')}>
                Logga ut
              </button>
            </>
          )}
        </div>
      </div>
      <MainNav open={openMenu === 'main'} />
      {isAuthenticated && <LocalNav id={LOCAL_NAV_ID} className={`local-nav--header${openMenu === 'local' ? ' is-open' : ''}`} />}
    </header>
  );
}
