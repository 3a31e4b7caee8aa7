// The page frame (spec 000 §2): skip link, the cookie consent (first visit), header, main, footer, the maintenance
// banner, plus the toast region and the session timer. After each navigation focus follows the new page
// (focus/useRouteFocus.ts) and a polite live region says which page it is.
import { Suspense, useEffect, useRef } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { ConsentBanner } from '../consent/ConsentBanner';
import { useRouteFocus } from '../focus/useRouteFocus';
import { SessionTimer } from '../session/SessionTimer';
import { ToastRegion } from '../toast/ToastRegion';
import { loadContent } from './contentStore';
import { Footer } from './Footer';
import { Header } from './Header';
import { MaintenanceBanner } from './MaintenanceBanner';

export function Layout() {
  const mainRef = useRef<HTMLElement>(null);
  const pageAnnouncement = useRouteFocus(mainRef);

  useEffect(() => {
    void loadContent();
  }, []);

  return (
    <div className="app">
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        Hoppa till innehållet
      </a>
      <ConsentBanner />
      <Header />
      <main id="main" className="main" tabIndex={-1} ref={mainRef}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <MaintenanceBanner />
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-route-announcer="">
        {pageAnnouncement}
      </div>
      <ToastRegion />
      <SessionTimer />
    </div>
  );
}
