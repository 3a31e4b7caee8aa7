// The main area with the app's focus mechanism (useRouteFocus): the skip link's target, focus and a polite live region
// that names the page after each navigation. The layout uses it; page tests wrap their routes in it to get the same.
import { useRef, type ReactNode } from 'react';
import { useRouteFocus } from './useRouteFocus';

export const MAIN_ID = 'main';

export function RoutedMain({ children }: { children: ReactNode }) {
  const mainRef = useRef<HTMLElement>(null);
  const pageAnnouncement = useRouteFocus(mainRef);
  return (
    <>
      <main id={MAIN_ID} className="main" tabIndex={-1} ref={mainRef}>
        {children}
      </main>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-route-announcer="">
        {pageAnnouncement}
      </div>
    </>
  );
}
