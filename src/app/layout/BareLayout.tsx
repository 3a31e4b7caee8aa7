// The frame of a page outside the app shell (FeatureRoutes.bare): no header, footer, navigation or session timer,
// just the page (loaded when first visited) and the toast region, for pages opened in a window of their own such as
// the bank's return page (/openbankingreturn). The page brings its own <main>.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { PageBoundary } from './PageBoundary';
import { PageShown } from './PageShown';
import { ToastRegion } from '../../components/toast/ToastRegion';

export function BareLayout() {
  return (
    <>
      <PageBoundary bare>
        <Suspense fallback={<Spinner />}>
          <Outlet />
          <PageShown />
        </Suspense>
      </PageBoundary>
      <ToastRegion />
    </>
  );
}
