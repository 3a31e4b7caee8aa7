// The page frame (spec 000 §2): skip link, the cookie consent (first visit), header, main, footer, the maintenance
// banner, plus the toast region and the session timer. A page that cannot be shown (its code did not download)
// says so in its place (PageBoundary). After each navigation focus follows the new page
// (focus/useRouteFocus.ts) and a polite live region says which page it is.
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '../../components/SkipLink';
import { Spinner } from '../../components/Spinner';
import { PageBoundary } from './PageBoundary';
import { PageShown } from './PageShown';
import { ConsentBanner } from '../consent/ConsentBanner';
import { MAIN_ID, RoutedMain } from '../../components/focus/RoutedMain';
import { SessionTimer } from '../session/SessionTimer';
import { ToastRegion } from '../../components/toast/ToastRegion';
import { loadContent } from './contentStore';
import { Footer } from './Footer';
import { Header } from './Header';
import { MaintenanceBanner } from '../../features/content';

export function Layout() {
  useEffect(() => {
    void loadContent();
  }, []);

  return (
    <div className="app">
      <SkipLink target={MAIN_ID} />
      <ConsentBanner />
      <Header />
      <RoutedMain>
        <PageBoundary>
          <Suspense fallback={<Spinner />}>
            <Outlet />
            <PageShown />
          </Suspense>
        </PageBoundary>
      </RoutedMain>
      <Footer />
      <MaintenanceBanner />
      <ToastRegion />
      <SessionTimer />
    </div>
  );
}
