// The page frame (spec 000 §2): skip link, maintenance banner, header, main, footer, plus the
// toast region and the session timer. Moves focus to <main> after each navigation.
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { SessionTimer } from '../session/SessionTimer';
import { ToastRegion } from '../toast/ToastRegion';
import { loadContent } from './contentStore';
import { Footer } from './Footer';
import { Header } from './Header';
import { MaintenanceBanner } from './MaintenanceBanner';

export function Layout() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    void loadContent();
  }, []);

  // After a client-side navigation, start reading and tabbing from the new page's content.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

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
      <Header />
      <MaintenanceBanner />
      <main id="main" className="main" tabIndex={-1} ref={mainRef}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ToastRegion />
      <SessionTimer />
    </div>
  );
}
